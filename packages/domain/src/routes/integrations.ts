import { IdParamSchema, OkResponseSchema } from '../common.js';
import { AUTH_ERRORS, routesTagged } from '../contract.js';
import {
  AddIntegrationSchema,
  IntegrationCreateSchema,
  IntegrationInputSchema,
  IntegrationListQuerySchema,
  IntegrationListResponseSchema,
  IntegrationOptionsResponseSchema,
  IntegrationSchema,
  IntegrationSecretsSchema,
  IntegrationTestResultSchema,
  IntegrationTestSchema,
} from '../integrations.js';
import {
  CountResponseSchema,
  DeliveryDetailSchema,
  DeliveryListQuerySchema,
  DeliveryListResponseSchema,
  PostbackBodySchema,
  PostbackQuerySchema,
  PostbackResponseSchema,
  PostToIntegrationResponseSchema,
  PostToIntegrationSchema,
  ReplayIntegrationSchema,
} from '../deliveries.js';
import { MAX_BULK_IDS } from '../lead-schemas.js';

/*
 * Integrations (REST `/api/integrations`, docs/decisions.md "Lead pipeline: integrations and deliveries"),
 * spec §7 `PUT users/addIntegration` and `POST leads/postToIntegration`, the delivery log
 * (`/api/deliveries`) and the partner's inbound postback (`/api/postbacks/:id`). Managing needs the
 * `integrations` feature (`canManageIntegrations`); posting needs `leads` and `canPostToIntegration`.
 */

const tag = 'integrations';
const route = routesTagged(tag);
const leadsRoute = routesTagged('leads');
const manage = { feature: 'integrations' } as const;
const leads = { feature: 'leads' } as const;
const writeErrors = [400, ...AUTH_ERRORS, 404] as const;

export const integrationRoutes = {
  list: route('integrations.list', 'GET /integrations', {
    access: manage,
    summary: 'List integrations with health (page, limit 50, keywords); secrets masked',
    query: IntegrationListQuerySchema,
    responses: { 200: IntegrationListResponseSchema },
    errors: [400, ...AUTH_ERRORS],
  }),
  options: route('integrations.options', 'GET /integrations/options', {
    access: leads,
    summary: 'Integrations the caller may post leads to (id, name, active, paused)',
    responses: { 200: IntegrationOptionsResponseSchema },
    errors: [...AUTH_ERRORS],
  }),
  detail: route('integrations.detail', 'GET /integrations/:id', {
    access: manage,
    summary: 'One integration; secret header values are null',
    params: IdParamSchema,
    responses: { 200: IntegrationSchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
  create: route('integrations.create', 'POST /integrations', {
    access: manage,
    summary:
      'Create an integration for an integration user; answers the signing secret and postback URL once',
    body: IntegrationCreateSchema,
    responses: { 201: IntegrationSecretsSchema },
    errors: writeErrors,
  }),
  addToUser: route('users.addIntegration', 'PUT /users/addIntegration', {
    access: manage,
    summary: 'spec §7: add an integration to the integration user `userId` (same as POST /integrations)',
    body: AddIntegrationSchema,
    responses: { 201: IntegrationSecretsSchema },
    errors: writeErrors,
  }),
  update: route('integrations.update', 'PUT /integrations/:id', {
    access: manage,
    summary: 'Replace an integration’s settings; a secret header sent without value keeps the stored one',
    params: IdParamSchema,
    body: IntegrationInputSchema,
    responses: { 200: IntegrationSchema },
    errors: writeErrors,
  }),
  remove: route('integrations.remove', 'DELETE /integrations/:id', {
    access: manage,
    summary: 'Archive an integration (kept with its deliveries; nothing more is sent)',
    params: IdParamSchema,
    responses: { 200: OkResponseSchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
  rotateSecret: route('integrations.rotateSecret', 'POST /integrations/:id/rotateSecret', {
    access: manage,
    summary: 'New signing secret and postback token, answered once (the old ones stop working)',
    params: IdParamSchema,
    responses: { 200: IntegrationSecretsSchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
  test: route('integrations.test', 'POST /integrations/:id/test', {
    access: manage,
    summary:
      'Dry run: send a sample lead (or `leadId`) now and answer the request and the answer; not recorded',
    params: IdParamSchema,
    body: IntegrationTestSchema,
    responses: { 200: IntegrationTestResultSchema },
    errors: writeErrors,
  }),
  resume: route('integrations.resume', 'POST /integrations/:id/resume', {
    access: manage,
    summary: 'Resume an integration paused by the circuit breaker; its held deliveries are queued again',
    params: IdParamSchema,
    responses: { 200: CountResponseSchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
  replay: route('integrations.replay', 'POST /integrations/:id/replay', {
    access: manage,
    summary: 'Send again every delivery of the integration in the given states (default error, exhausted)',
    params: IdParamSchema,
    body: ReplayIntegrationSchema,
    responses: { 200: CountResponseSchema },
    errors: writeErrors,
  }),
  deliveries: route('deliveries.list', 'GET /deliveries', {
    access: leads,
    summary:
      'Delivery log, newest first (integrationId, leadId, state). Managers see all; others one visible lead',
    query: DeliveryListQuerySchema,
    responses: { 200: DeliveryListResponseSchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
  delivery: route('deliveries.detail', 'GET /deliveries/:id', {
    access: leads,
    summary: 'One delivery with every attempt (request with secrets masked, status, answer excerpt, ms)',
    params: IdParamSchema,
    responses: { 200: DeliveryDetailSchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
  retry: route('deliveries.retry', 'POST /deliveries/:id/retry', {
    access: manage,
    summary: 'Retry now (error, held) or replay (accepted, rejected, exhausted: new idempotency key)',
    params: IdParamSchema,
    responses: { 200: CountResponseSchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
  postToIntegration: leadsRoute('leads.postToIntegration', 'POST /leads/postToIntegration', {
    access: leads,
    summary:
      'spec §7: queue one delivery per lead to the integration (leads already sent or on their way are skipped)',
    body: PostToIntegrationSchema,
    responses: { 200: PostToIntegrationResponseSchema },
    errors: [400, ...AUTH_ERRORS, 404, 409],
    bodyLimit: MAX_BULK_IDS * 40 + 64 * 1024,
  }),
  postbackGet: route('postbacks.get', 'GET /postbacks/:id', {
    access: 'public',
    summary:
      'Partner postback: a deposit on the lead known as customerId (token, customerId, transactionId, amount in minor units, currency)',
    params: IdParamSchema,
    query: PostbackQuerySchema,
    responses: { 200: PostbackResponseSchema },
    // 409: the transaction id was recorded with another amount, or the deposits' books are full.
    errors: [400, 401, 404, 409, 429],
  }),
  postbackPost: route('postbacks.post', 'POST /postbacks/:id', {
    access: 'public',
    summary: 'Partner postback as POST: token in the query, the other fields in the query or a JSON body',
    params: IdParamSchema,
    query: PostbackQuerySchema,
    body: PostbackBodySchema,
    responses: { 200: PostbackResponseSchema },
    // 409: the transaction id was recorded with another amount, or the deposits' books are full.
    errors: [400, 401, 404, 409, 429],
  }),
} as const;
