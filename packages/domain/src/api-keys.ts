import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';
import { listQuerySchema, listResponseSchema } from './common.js';
import { MSG } from './messages.js';

/*
 * API keys for the lead intake (issue 10 §4, docs/decisions.md "Lead pipeline"). A key belongs to an
 * affiliate; the leads it posts carry that affiliate. The secret is shown once, when created; only its
 * SHA-256 is stored. Revoking is soft (`revokedAt`); a revoked key is refused (401) and stays listed.
 */

/** Prefix of every key: `lh_` + 43 base64url characters (256 random bits). */
export const API_KEY_PREFIX = 'lh_';
/** A key as it must look: anything else is refused before any lookup. */
export const API_KEY_PATTERN = /^lh_[A-Za-z0-9_-]{43}$/;
/** Characters of the key kept in clear to tell keys apart in lists (`lh_` + 8). */
export const API_KEY_HINT_LENGTH = 11;

/** One key as lists show it (never the secret). Dates are UTC ISO 8601. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  hint: z.string().describe('The first characters of the key, e.g. lh_AbCdEfGh'),
  userId: z.string().describe('The affiliate that owns the key and becomes the affiliate of its leads'),
  userName: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** `POST /api/api-keys`: a name; an admin also names the affiliate (`userId`), an affiliate gets its own. */
export const ApiKeyCreateSchema = z
  .object({
    name: z.string().trim().min(2, MSG.validation.name).max(120, MSG.validation.name),
    userId: z.uuid(MSG.validation.uuid).optional().describe('The affiliate (admins only; default: yourself)'),
  })
  .strict();
export type ApiKeyCreate = z.infer<typeof ApiKeyCreateSchema>;

/** Answer of create: the key row plus the secret, shown this once. */
export const ApiKeyCreatedSchema = ApiKeySchema.extend({
  key: z.string().describe('The secret: shown once, store it now (only its hash is kept)'),
});
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;

/** `GET /api/api-keys`: the caller's keys (admins: every affiliate's, or one's with `userId`). */
export const ApiKeyListQuerySchema = listQuerySchema(PAGE_SIZE.default).extend({
  userId: z.uuid(MSG.validation.uuid).optional(),
  includeRevoked: z.enum(['true', 'false']).default('true'),
});
export type ApiKeyListQuery = z.output<typeof ApiKeyListQuerySchema>;
export const ApiKeyListResponseSchema = listResponseSchema(ApiKeySchema);
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponseSchema>;
