import { OkResponseSchema } from '../common.js';
import { routeKind, routesTagged } from '../contract.js';
import {
  BuyerListResponseSchema,
  BuyerSchema,
  FlowInputSchema,
  FlowListResponseSchema,
  FlowSchema,
} from '../distribution.js';
import {
  DistributeLeadsResponseSchema,
  DistributeLeadsSchema,
  HeldActionResponseSchema,
  HeldListQuerySchema,
  HeldListResponseSchema,
  LeadDistributionSchema,
  ReleaseHeldSchema,
  RerouteHeldSchema,
  ReturnLeadResponseSchema,
  ReturnLeadSchema,
  SimulateBodySchema,
  SimulateResponseSchema,
} from '../distribution-decisions.js';
import { BULK_BODY_LIMIT } from '../lead-schemas.js';

/*
 * Lead distribution (issue 22; docs/decisions.md "Lead distribution (issue 22)"). Buyers are integrations:
 * their settings travel in `PUT /api/integrations/:id` (`distribution`). Flows, buyers' meters, the
 * simulator, held leads and returns need the `integrations` feature (`canManageDistribution`: whoever
 * manages integrations). A lead's route is read by anyone who sees the lead (`leads` feature, the leads
 * visibility scope: an affiliate its own leads); prices and flows are left out for non-managers.
 */

const tag = 'distribution';
const route = routesTagged(tag);
const leadsRoute = routesTagged('leads');
const manage = { feature: 'integrations' } as const;
const leads = { feature: 'leads' } as const;

/**
 * An action on held leads (release, reroute): up to MAX_BULK_IDS lead ids in the body (`BULK_BODY_LIMIT`),
 * answering how many it moved and skipped; 404 an unknown lead or flow.
 */
const heldAction = routeKind(tag, {
  access: manage,
  responses: { 200: HeldActionResponseSchema },
  extraErrors: [404],
  bodyLimit: BULK_BODY_LIMIT,
});

export const distributionRoutes = {
  flows: route('distribution.flows', 'GET /distribution/flows', {
    access: manage,
    summary: 'Every flow with its buyers and their live cap meters (most specific match first)',
    responses: { 200: FlowListResponseSchema },
  }),
  flow: route('distribution.flow', 'GET /distribution/flows/:id', {
    access: manage,
    summary: 'One flow with its buyers and their live cap meters',
    responses: { 200: FlowSchema },
  }),
  createFlow: route('distribution.createFlow', 'POST /distribution/flows', {
    access: manage,
    summary: 'Create a flow (its buyers must be integrations)',
    body: FlowInputSchema,
    responses: { 201: FlowSchema },
    extraErrors: [404],
  }),
  updateFlow: route('distribution.updateFlow', 'PUT /distribution/flows/:id', {
    access: manage,
    summary: 'Replace a flow (leads on their way finish in it; new leads take the new settings)',
    body: FlowInputSchema,
    responses: { 200: FlowSchema },
  }),
  removeFlow: route('distribution.removeFlow', 'DELETE /distribution/flows/:id', {
    access: manage,
    summary:
      'Delete a flow: archived, it takes no new lead; its routes keep its name and decisions; held ones stay held until re-routed or expired',
    responses: { 200: OkResponseSchema },
  }),
  buyers: route('distribution.buyers', 'GET /distribution/buyers', {
    access: manage,
    summary: 'Integrations with buyer settings: settings, schedule open now, live cap and money meters',
    responses: { 200: BuyerListResponseSchema },
  }),
  resetTotal: route('distribution.resetTotal', 'POST /distribution/buyers/:id/resetTotal', {
    access: manage,
    summary:
      'Count a buyer’s total cap again from zero, from now on (sends before stay counted in the old total); answers the buyer',
    responses: { 200: BuyerSchema },
    extraErrors: [404, 409],
  }),
  simulate: route('distribution.simulate', 'POST /distribution/simulate', {
    access: manage,
    summary: 'Run a sample lead through the flows and answer the decision; nothing is sent or reserved',
    body: SimulateBodySchema,
    responses: { 200: SimulateResponseSchema },
    extraErrors: [404],
  }),
  held: route('distribution.held', 'GET /distribution/held', {
    access: manage,
    summary: 'Held leads, oldest first (page, limit, flowId), with their reason and hold deadline',
    query: HeldListQuerySchema,
    responses: { 200: HeldListResponseSchema },
  }),
  release: heldAction(
    'distribution.release',
    'POST /distribution/held/release',
    'Try held leads again now in their flow (leads not held are skipped)',
    ReleaseHeldSchema,
  ),
  reroute: heldAction(
    'distribution.reroute',
    'POST /distribution/held/reroute',
    'Start held or unsold leads afresh in another flow (leads pending or sold are skipped)',
    RerouteHeldSchema,
  ),
  returnLead: route('distribution.return', 'POST /distribution/returns', {
    access: manage,
    summary:
      'A buyer returns a lead within the flow’s return window (revenue reversed once; reroute optional)',
    body: ReturnLeadSchema,
    responses: { 200: ReturnLeadResponseSchema },
    extraErrors: [404, 409],
  }),
  leadDistribution: leadsRoute('leads.distribution', 'GET /leads/:id/distribution', {
    access: leads,
    summary: 'A visible lead’s distribution state and every decision (prices and flow for managers only)',
    responses: { 200: LeadDistributionSchema },
  }),
  distribute: leadsRoute('leads.distribute', 'POST /leads/distribute', {
    access: leads,
    summary: 'Route visible leads through their matching flows now (managers; already distributed: skipped)',
    body: DistributeLeadsSchema,
    responses: { 200: DistributeLeadsResponseSchema },
    extraErrors: [404],
    bodyLimit: BULK_BODY_LIMIT,
  }),
} as const;
