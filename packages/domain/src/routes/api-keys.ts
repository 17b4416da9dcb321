import { IdParamSchema } from '../common.js';
import { AUTH_ERRORS, defineRoute } from '../contract.js';
import {
  ApiKeyCreatedSchema,
  ApiKeyCreateSchema,
  ApiKeyListQuerySchema,
  ApiKeyListResponseSchema,
  ApiKeySchema,
} from '../api-keys.js';

/*
 * API keys of the lead intake (issue 10 §4; REST path chosen, docs/decisions.md "Lead pipeline"). The
 * `apiKeys` feature (admins, affiliates); whose keys is `canManageApiKeysOf` (roles.ts): an affiliate only
 * its own, an admin any affiliate's. Someone else's key is a 404.
 */

const tag = 'api-keys';
const access = { feature: 'apiKeys' } as const;

export const apiKeyRoutes = {
  list: defineRoute({
    id: 'apiKeys.list',
    method: 'GET',
    path: '/api-keys',
    tag,
    access,
    summary:
      'List API keys (own keys; admins every affiliate’s, or one affiliate’s with userId), newest first',
    query: ApiKeyListQuerySchema,
    responses: { 200: ApiKeyListResponseSchema },
    errors: [400, ...AUTH_ERRORS],
  }),
  create: defineRoute({
    id: 'apiKeys.create',
    method: 'POST',
    path: '/api-keys',
    tag,
    access,
    summary: 'Create a named API key; the answer carries the secret once (only its SHA-256 is stored)',
    body: ApiKeyCreateSchema,
    responses: { 201: ApiKeyCreatedSchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
  revoke: defineRoute({
    id: 'apiKeys.revoke',
    method: 'POST',
    path: '/api-keys/:id/revoke',
    tag,
    access,
    summary: 'Revoke an API key (soft: it stays listed with revokedAt; intake with it answers 401)',
    params: IdParamSchema,
    responses: { 200: ApiKeySchema },
    errors: [400, ...AUTH_ERRORS, 404],
  }),
} as const;
