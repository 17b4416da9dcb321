import type { FastifyInstance } from 'fastify';
import { integrationRoutes as c } from '@leadhouse/domain';
import type { Actor } from '../../plugins/auth.js';
import { route } from '../../plugins/route.js';
import { saveBuyerSettings } from './integrations.buyer.js';
import { receivePostback } from './postback.service.js';
import {
  getDelivery,
  listDeliveries,
  postToIntegration,
  replayIntegration,
  retryDelivery,
} from './deliveries.service.js';
import {
  createIntegration,
  getIntegration,
  integrationOptions,
  listIntegrations,
  removeIntegration,
  resumeIntegration,
  rotateSecret,
  testIntegration,
  updateIntegration,
  type IntegrationDeps,
} from './integrations.service.js';

/**
 * Integrations routes (REST `/api/integrations`, `/api/deliveries`; spec §7 `PUT /api/users/addIntegration`
 * and `POST /api/leads/postToIntegration`), registered from the contracts `integrationRoutes`. Who may
 * do what is decided in the services (`canManageIntegrations`, `canPostToIntegration`, `leadScope`).
 */
export async function integrationsRoutes(app: FastifyInstance, deps: IntegrationDeps): Promise<void> {
  route(app, c.list, ({ actor, query }) => listIntegrations(deps, actor, query));
  route(app, c.options, ({ actor }) => integrationOptions(deps, actor));
  route(app, c.detail, ({ actor, params }) => getIntegration(deps, actor, params.id));
  // Buyer settings (lead distribution) are saved after the integration's own, by the integration's id.
  const create = async (actor: Actor, body: Parameters<typeof createIntegration>[2]) => {
    const made = await createIntegration(deps, actor, body);
    const distribution = await saveBuyerSettings(deps.db, made.integration.id, body.distribution);
    return { ...made, integration: { ...made.integration, distribution } };
  };
  route(app, c.create, ({ actor, body }) => create(actor, body));
  route(app, c.addToUser, ({ actor, body }) => create(actor, body));
  route(app, c.update, async ({ actor, params, body }) => {
    const updated = await updateIntegration(deps, actor, params.id, body);
    return { ...updated, distribution: await saveBuyerSettings(deps.db, params.id, body.distribution) };
  });
  route(app, c.remove, ({ actor, params }) => removeIntegration(deps, actor, params.id));
  route(app, c.rotateSecret, ({ actor, params }) => rotateSecret(deps, actor, params.id));
  route(app, c.test, ({ actor, params, body }) => testIntegration(deps, actor, params.id, body.leadId));
  route(app, c.resume, ({ actor, params }) => resumeIntegration(deps, actor, params.id));
  route(app, c.replay, ({ actor, params, body }) => replayIntegration(deps, actor, params.id, body.states));
  route(app, c.deliveries, ({ actor, query }) => listDeliveries(deps, actor, query));
  route(app, c.delivery, ({ actor, params }) => getDelivery(deps, actor, params.id));
  route(app, c.retry, ({ actor, params }) => retryDelivery(deps, actor, params.id));
  route(app, c.postToIntegration, ({ actor, body }) => postToIntegration(deps, actor, body));
  // Public, authenticated by the integration's token; limited per client address.
  const limited = { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } };
  route(
    app,
    c.postbackGet,
    ({ params, query }) => receivePostback(deps.db, params.id, query.token, query),
    limited,
  );
  route(
    app,
    c.postbackPost,
    ({ params, query, body }) =>
      receivePostback(deps.db, params.id, query.token, { ...query, ...(body ?? {}) }),
    limited,
  );
}
