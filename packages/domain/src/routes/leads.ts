import { routeKind, routesTagged } from '../contract.js';
import {
  LeadCountQuerySchema,
  LeadCountResponseSchema,
  LeadListQuerySchema,
  LeadListResponseSchema,
  LeadSearchQuerySchema,
  LeadSearchResponseSchema,
} from '../lead-list-schemas.js';
import { FilterOptionsQuerySchema, FilterOptionsResponseSchema } from '../lead-filter-options.js';
import {
  LeadCommentSchema,
  LeadDetailSchema,
  LeadFormSchema,
  LeadSchema,
  LeadUpdateSchema,
  BULK_BODY_LIMIT,
} from '../lead-schemas.js';
import {
  AddCommentSchema,
  AssignLeadsSchema,
  BulkFunnelSchema,
  BulkResultSchema,
  BulkStatusSchema,
  ChangeStatusSchema,
  LeadIdsSchema,
  QuickActionQuerySchema,
} from '../lead-actions.js';
import { UndoLeadActionSchema, UndoResultSchema } from '../lead-undo.js';

/*
 * Leads workspace routes (spec §2, §7 "Leads"). Every route needs the `leads` feature; what each actor sees
 * and may change is decided by the lead scope and the role predicates (roles.ts).
 */

const access = { feature: 'leads' } as const;
const tag = 'leads';
const route = routesTagged(tag, { access });

/**
 * What every write of leads shares: the `leads` feature, 404 when a lead it names is not one the caller sees,
 * 409 when it clashes (a live lead with the same phone or email, an action already undone or too old).
 */
const leadWrite = { access, extraErrors: [404, 409] } as const;
const write = routesTagged(tag, leadWrite);

/**
 * A bulk action over chosen leads (spec §2 bulk bar): all or nothing, up to MAX_BULK_IDS ids in the body
 * (`BULK_BODY_LIMIT`), answering what changed (`BulkResultSchema`); a write of leads (`leadWrite`: 404 when an
 * id is not a visible lead, 409 when a lead changed under it).
 */
const bulkAction = routeKind(tag, {
  ...leadWrite,
  bodyLimit: BULK_BODY_LIMIT,
  responses: { 200: BulkResultSchema },
});

export const leadRoutes = {
  list: route('leads.list', 'GET /leads', {
    summary:
      'List leads: filters of spec §2, sortBy, page (1-based) or cursor, limit 40, columns; rows first (count inline only when cheap)',
    query: LeadListQuerySchema,
    responses: { 200: LeadListResponseSchema },
  }),
  count: route('leads.count', 'GET /leads/count', {
    summary:
      'Count of a list (same filters): exact within a budget, else a planner estimate; exact=true forces it',
    query: LeadCountQuerySchema,
    responses: { 200: LeadCountResponseSchema },
  }),
  search: route('leads.search', 'GET /leads/search', {
    summary: 'Header search by name, email or phone (page 1, limit 50)',
    query: LeadSearchQuerySchema,
    responses: { 200: LeadSearchResponseSchema },
  }),
  filterOptions: route('leads.filterOptions', 'GET /leads/filter-options', {
    summary:
      'Choices of a picker filter (CAMPAIGNS, SOURCE, POOL, EMPLOYEE, AFFILIATE) the caller may see: ' +
      'case-insensitive search q (prefix matches first), or the labels of `values`; at most `limit`',
    query: FilterOptionsQuerySchema,
    responses: { 200: FilterOptionsResponseSchema },
  }),
  detail: route('leads.detail', 'GET /leads/:id', {
    summary: 'One lead with comments, deposits and history',
    responses: { 200: LeadDetailSchema },
  }),
  save: write('leads.save', 'POST /leads', {
    summary: 'Add a lead (an id longer than 2 characters updates it instead: spec §4 save rule)',
    body: LeadFormSchema,
    responses: { 200: LeadSchema, 201: LeadSchema },
  }),
  update: write('leads.update', 'PUT /leads', {
    summary: 'Update a lead by id',
    body: LeadUpdateSchema,
    responses: { 200: LeadSchema },
  }),
  addComment: write('leads.addComment', 'POST /leads/addComment', {
    summary: 'Add a comment to a lead (marks it contacted when a sales user writes it)',
    body: AddCommentSchema,
    responses: { 201: LeadCommentSchema },
  }),
  changeStatus: write('leads.changeStatus', 'POST /leads/changeStatus', {
    summary: 'Change the status of one lead',
    body: ChangeStatusSchema,
    responses: { 200: BulkResultSchema },
  }),
  bulkStatus: bulkAction(
    'leads.bulkStatus',
    'POST /leads/bulkStatus',
    'Change the status of many leads (all or nothing)',
    BulkStatusSchema,
  ),
  bulkFunnel: bulkAction(
    'leads.bulkFunnel',
    'POST /leads/bulkFunnel',
    'Change the funnel of many leads (all or nothing)',
    BulkFunnelSchema,
  ),
  assign: bulkAction(
    'leads.assign',
    'POST /leads/assign',
    'Assign leads to a user ({leadsIds, username}) or round-robin to a pool ({leadsIds, poolId})',
    AssignLeadsSchema,
  ),
  markAsDeleted: bulkAction(
    'leads.markAsDeleted',
    'POST /leads/markAsDeleted',
    'Soft-delete leads (all or nothing)',
    LeadIdsSchema,
  ),
  restore: bulkAction(
    'leads.restore',
    'POST /leads/restore',
    'Restore soft-deleted leads (admin)',
    LeadIdsSchema,
  ),
  undo: write('leads.undo', 'POST /leads/undo', {
    summary:
      'Undo an action (its undo.actionId) within UNDO_WINDOW_MINUTES: each lead gets back what the action changed, unless someone changed it since (skipped)',
    body: UndoLeadActionSchema,
    responses: { 200: UndoResultSchema },
  }),
  quickAction: write('leads.quickAction', 'POST /leads/quickAction', {
    summary: 'Run a quick action (query QUICK_ACTION) over leads',
    query: QuickActionQuerySchema,
    body: LeadIdsSchema,
    bodyLimit: BULK_BODY_LIMIT,
    responses: { 200: BulkResultSchema },
  }),
} as const;
