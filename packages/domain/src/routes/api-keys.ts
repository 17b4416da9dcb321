import {
  ApiKeyCreatedSchema,
  ApiKeyCreateSchema,
  ApiKeyListQuerySchema,
  ApiKeyListResponseSchema,
  ApiKeySchema,
} from '../api-keys.js';
import { restResource } from './rest.js';

/*
 * API keys of the lead intake (issue 10 §4; REST path chosen, docs/decisions.md "Lead pipeline"). The
 * `apiKeys` feature (admins, affiliates); whose keys is `canManageApiKeysOf` (roles.ts): an affiliate only
 * its own, an admin any affiliate's. Someone else's key is a 404.
 */

const apiKeys = restResource('api-keys', 'apiKeys', '/api-keys', { feature: 'apiKeys' });

export const apiKeyRoutes = {
  list: apiKeys.list(
    'List API keys (own keys; admins every affiliate’s, or one affiliate’s with userId), newest first',
    ApiKeyListResponseSchema,
    { query: ApiKeyListQuerySchema },
  ),
  create: apiKeys.create(
    'Create a named API key; the answer carries the secret once (only its SHA-256 is stored)',
    ApiKeyCreateSchema,
    ApiKeyCreatedSchema,
    { extraErrors: [404] },
  ),
  revoke: apiKeys.action('revoke')(
    'Revoke an API key (soft: it stays listed with revokedAt; intake with it answers 401)',
    ApiKeySchema,
  ),
} as const;
