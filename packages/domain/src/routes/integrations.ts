import { routeKind, routesTagged } from '../contract.js';
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
import { BULK_BODY_LIMIT } from '../lead-schemas.js';
import { restResource } from './rest.js';

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
const integrations = restResource(tag, 'integrations', '/integrations', manage);

/**
 * Creating an integration for an integration user, by either path (REST or spec §7): both answer the signing
 * secret and the postback URL once (201), with the same errors.
 */
const createIntegration = routeKind(tag, {
  access: manage,
  responses: { 201: IntegrationSecretsSchema },
  extraErrors: [404],
});

/**
 * What the partner's postback is by GET and by POST alike: public (its token in the query is the
 * credential), answering what was recorded; 401 a wrong token, 409 the transaction id recorded with another
 * amount or the deposits' books full, 429 too many calls.
 */
const postback = {
  access: 'public',
  query: PostbackQuerySchema,
  responses: { 200: PostbackResponseSchema },
  extraErrors: [401, 409, 429],
} as const;

export const integrationRoutes = {
  list: integrations.list(
    'List integrations with health (page, limit 50, keywords); secrets masked',
    IntegrationListResponseSchema,
    { query: IntegrationListQuerySchema },
  ),
  options: route('integrations.options', 'GET /integrations/options', {
    access: leads,
    summary: 'Integrations the caller may post leads to (id, name, active, paused)',
    responses: { 200: IntegrationOptionsResponseSchema },
  }),
  detail: integrations.detail('One integration; secret header values are null', IntegrationSchema),
  create: createIntegration(
    'integrations.create',
    'POST /integrations',
    'Create an integration for an integration user; answers the signing secret and postback URL once',
    IntegrationCreateSchema,
  ),
  addToUser: createIntegration(
    'users.addIntegration',
    'PUT /users/addIntegration',
    'spec §7: add an integration to the integration user `userId` (same as POST /integrations)',
    AddIntegrationSchema,
  ),
  update: integrations.update(
    'Replace an integration’s settings; a secret header sent without value keeps the stored one',
    IntegrationInputSchema,
    IntegrationSchema,
    { extraErrors: [] },
  ),
  remove: integrations.remove('Archive an integration (kept with its deliveries; nothing more is sent)'),
  rotateSecret: integrations.action('rotateSecret')(
    'New signing secret and postback token, answered once (the old ones stop working)',
    IntegrationSecretsSchema,
  ),
  test: integrations.action('test')(
    'Dry run: send a sample lead (or `leadId`) now and answer the request and the answer; not recorded',
    IntegrationTestResultSchema,
    { body: IntegrationTestSchema },
  ),
  resume: integrations.action('resume')(
    'Resume an integration paused by the circuit breaker; its held deliveries are queued again',
    CountResponseSchema,
  ),
  replay: integrations.action('replay')(
    'Send again every delivery of the integration in the given states (default error, exhausted)',
    CountResponseSchema,
    { body: ReplayIntegrationSchema },
  ),
  deliveries: route('deliveries.list', 'GET /deliveries', {
    access: leads,
    summary:
      'Delivery log, newest first (integrationId, leadId, state). Managers see all; others one visible lead',
    query: DeliveryListQuerySchema,
    responses: { 200: DeliveryListResponseSchema },
    extraErrors: [404],
  }),
  delivery: route('deliveries.detail', 'GET /deliveries/:id', {
    access: leads,
    summary: 'One delivery with every attempt (request with secrets masked, status, answer excerpt, ms)',
    responses: { 200: DeliveryDetailSchema },
  }),
  retry: route('deliveries.retry', 'POST /deliveries/:id/retry', {
    access: manage,
    summary:
      'Retry now (error, held) or replay (accepted, rejected, exhausted: new idempotency key); 409 for a delivery lead distribution sent (its route decides)',
    responses: { 200: CountResponseSchema },
    extraErrors: [404, 409],
  }),
  postToIntegration: leadsRoute('leads.postToIntegration', 'POST /leads/postToIntegration', {
    access: leads,
    summary:
      'spec §7: queue one delivery per lead to the integration (leads already sent or on their way are skipped)',
    body: PostToIntegrationSchema,
    responses: { 200: PostToIntegrationResponseSchema },
    extraErrors: [404, 409],
    bodyLimit: BULK_BODY_LIMIT,
  }),
  postbackGet: route('postbacks.get', 'GET /postbacks/:id', {
    ...postback,
    summary:
      'Partner postback: a deposit on the lead known as customerId (token, customerId, transactionId, amount in minor units, currency)',
  }),
  postbackPost: route('postbacks.post', 'POST /postbacks/:id', {
    ...postback,
    summary: 'Partner postback as POST: token in the query, the other fields in the query or a JSON body',
    body: PostbackBodySchema,
  }),
} as const;
