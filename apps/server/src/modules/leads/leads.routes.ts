import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddCommentSchema,
  AddDepositSchema,
  AssignLeadsSchema,
  BulkFunnelSchema,
  BulkResultSchema,
  BulkStatusSchema,
  ChangeStatusSchema,
  ErrorResponseSchema,
  IdParamSchema,
  LeadCommentSchema,
  LeadDetailSchema,
  LeadFormSchema,
  LeadIdsSchema,
  LeadListQuerySchema,
  LeadListResponseSchema,
  LeadSchema,
  LeadSearchQuerySchema,
  LeadSearchResponseSchema,
  LeadUpdateSchema,
  MAX_BULK_IDS,
  QuickActionQuerySchema,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { actorOf, requireFeature } from '../../plugins/auth.js';
import {
  addComment,
  addDeposit,
  assignLeads,
  bulkFunnel,
  bulkStatus,
  changeStatus,
  createLead,
  getLead,
  listLeads,
  markAsDeleted,
  quickAction,
  restoreLeads,
  searchLeads,
  updateLead,
} from './leads.service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
};
const security = [{ bearerAuth: [] }];
const tags = ['leads'];
/** Bulk bodies carry up to MAX_BULK_IDS uuids (~39 bytes each in JSON). */
const bulkBodyLimit = MAX_BULK_IDS * 40 + 64 * 1024;

/**
 * Leads workspace (spec §2, §7 "Leads"). Every route needs the `leads` feature; what each actor sees and
 * may change is decided by `leadScope` and the service's role checks.
 */
export async function leadsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireFeature('leads'));

  r.get(
    '/leads',
    {
      schema: {
        tags,
        security,
        summary: 'List leads: filters of spec §2, sortBy, page (1-based), limit 40; exact count',
        querystring: LeadListQuerySchema,
        response: { 200: LeadListResponseSchema, ...errors },
      },
    },
    async (request) => listLeads(db, actorOf(request), request.query),
  );
  r.get(
    '/leads/search',
    {
      schema: {
        tags,
        security,
        summary: 'Header search by name, email or phone (page 1, limit 50)',
        querystring: LeadSearchQuerySchema,
        response: { 200: LeadSearchResponseSchema, ...errors },
      },
    },
    async (request) => searchLeads(db, actorOf(request), request.query),
  );
  r.get(
    '/leads/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One lead with comments, deposits and history',
        params: IdParamSchema,
        response: { 200: LeadDetailSchema, ...errors },
      },
    },
    async (request) => getLead(db, actorOf(request), request.params.id),
  );
  r.post(
    '/leads',
    {
      schema: {
        tags,
        security,
        summary: 'Add a lead (an id longer than 2 characters updates it instead: spec §4 save rule)',
        body: LeadFormSchema,
        response: { 200: LeadSchema, 201: LeadSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id } = request.body;
      if (typeof id === 'string' && id.length > 2) {
        const parsed = LeadUpdateSchema.shape.id.safeParse(id);
        if (!parsed.success) {
          return reply.status(404).send({ message: 'Lead not found', code: 'NOT_FOUND' });
        }
        return updateLead(db, actor, parsed.data, request.body);
      }
      return reply.status(201).send(await createLead(db, actor, request.body));
    },
  );
  r.put(
    '/leads',
    {
      schema: {
        tags,
        security,
        summary: 'Update a lead by id',
        body: LeadUpdateSchema,
        response: { 200: LeadSchema, ...errors },
      },
    },
    async (request) => updateLead(db, actorOf(request), request.body.id, request.body),
  );
  r.post(
    '/leads/addComment',
    {
      schema: {
        tags,
        security,
        summary: 'Add a comment to a lead',
        body: AddCommentSchema,
        response: { 201: LeadCommentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addComment(db, actorOf(request), request.body.leadId, request.body.text)),
  );
  r.post(
    '/leads/changeStatus',
    {
      schema: {
        tags,
        security,
        summary: 'Change the status of one lead',
        body: ChangeStatusSchema,
        response: { 200: BulkResultSchema, ...errors },
      },
    },
    async (request) => changeStatus(db, actorOf(request), request.body.leadId, request.body.status),
  );
  r.post(
    '/leads/bulkStatus',
    {
      bodyLimit: bulkBodyLimit,
      schema: {
        tags,
        security,
        summary: 'Change the status of many leads (all or nothing)',
        body: BulkStatusSchema,
        response: { 200: BulkResultSchema, ...errors },
      },
    },
    async (request) => bulkStatus(db, actorOf(request), request.body.leads, request.body.status),
  );
  r.post(
    '/leads/bulkFunnel',
    {
      bodyLimit: bulkBodyLimit,
      schema: {
        tags,
        security,
        summary: 'Change the funnel of many leads (all or nothing)',
        body: BulkFunnelSchema,
        response: { 200: BulkResultSchema, ...errors },
      },
    },
    async (request) => bulkFunnel(db, actorOf(request), request.body.leads, request.body.funnel),
  );
  r.post(
    '/leads/assign',
    {
      bodyLimit: bulkBodyLimit,
      schema: {
        tags,
        security,
        summary:
          'Assign leads to a user ({leadsIds, username}) or round-robin to a pool ({leadsIds, poolId})',
        body: AssignLeadsSchema,
        response: { 200: BulkResultSchema, ...errors },
      },
    },
    async (request) => assignLeads(db, actorOf(request), request.body),
  );
  r.post(
    '/leads/markAsDeleted',
    {
      bodyLimit: bulkBodyLimit,
      schema: {
        tags,
        security,
        summary: 'Soft-delete leads (all or nothing)',
        body: LeadIdsSchema,
        response: { 200: BulkResultSchema, ...errors },
      },
    },
    async (request) => markAsDeleted(db, actorOf(request), request.body.leadsIds),
  );
  r.post(
    '/leads/restore',
    {
      bodyLimit: bulkBodyLimit,
      schema: {
        tags,
        security,
        summary: 'Restore soft-deleted leads (admin)',
        body: LeadIdsSchema,
        response: { 200: BulkResultSchema, ...errors },
      },
    },
    async (request) => restoreLeads(db, actorOf(request), request.body.leadsIds),
  );
  r.post(
    '/leads/quickAction',
    {
      bodyLimit: bulkBodyLimit,
      schema: {
        tags,
        security,
        summary: 'Run a quick action (query QUICK_ACTION) over leads',
        querystring: QuickActionQuerySchema,
        body: LeadIdsSchema,
        response: { 200: BulkResultSchema, ...errors },
      },
    },
    async (request) => quickAction(db, actorOf(request), request.query.QUICK_ACTION, request.body.leadsIds),
  );
  r.post(
    '/leads/addDeposit',
    {
      schema: {
        tags,
        security,
        summary: 'Record a deposit (admin); keeps depositCount/depositAmount in sync',
        body: AddDepositSchema,
        response: { 200: LeadDetailSchema, ...errors },
      },
    },
    async (request) => addDeposit(db, actorOf(request), request.body),
  );
}
