import type { FastifyInstance } from 'fastify';
import { apiKeyRoutes as c } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/route.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.js';

/** API keys of the lead intake, registered from the contracts `apiKeyRoutes`. */
export async function apiKeysRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  route(app, c.list, ({ actor, query }) => listApiKeys(db, actor, query));
  route(app, c.create, ({ actor, body }) => createApiKey(db, actor, body));
  route(app, c.revoke, ({ actor, params }) => revokeApiKey(db, actor, params.id));
}
