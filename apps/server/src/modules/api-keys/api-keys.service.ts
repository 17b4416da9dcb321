import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_HINT_LENGTH,
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  canManageApiKeysOf,
  isAdmin,
  MSG,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyListQuery,
  type ApiKeyListResponse,
} from '@leadhouse/domain';
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import {
  insertKey,
  keyByHash,
  keyById,
  listKeys,
  ownerOf,
  revokeKey,
  touchKey,
  type ApiKeyListRow,
} from './api-keys.repository.js';

/**
 * The stored form of a key: SHA-256, hex. A key is 256 random bits, so a fast hash is safe (nothing to
 * guess; docs/decisions.md "Lead pipeline"); argon2 would cost ~50 ms per intake request for nothing.
 */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new secret: `lh_` + 43 base64url characters (32 random bytes). */
export const newApiKey = () => API_KEY_PREFIX + randomBytes(32).toString('base64url');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toApiKey(row: ApiKeyListRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    userId: row.userId,
    userName: row.userName,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

/**
 * `GET /api/api-keys`: an affiliate lists its own keys; an admin every affiliate's (or one's, `userId`).
 * Others never reach here (the `apiKeys` feature) and, if granted it, see only their own (none).
 */
export async function listApiKeys(db: Db, actor: Actor, query: ApiKeyListQuery): Promise<ApiKeyListResponse> {
  const userId = actor.role === 'admin' ? query.userId : actor.id;
  const { rows, count } = await listKeys(
    db,
    { userId, includeRevoked: query.includeRevoked === 'true', keywords: query.keywords },
    query.page,
    query.limit,
  );
  return { rows: rows.map(toApiKey), count };
}

/**
 * `POST /api/api-keys`: creates a key for `userId` (admins; an affiliate only for itself) and answers its
 * secret once.
 * @throws AppError NOT_FOUND when the owner is unknown or not the actor's to manage; VALIDATION when the
 * owner is not an affiliate (only affiliates own leads they bring) or the admin named nobody.
 */
export async function createApiKey(db: Db, actor: Actor, input: ApiKeyCreate): Promise<ApiKeyCreated> {
  const userId = input.userId ?? actor.id;
  const owner = await ownerOf(db, userId);
  if (!owner || (actor.role !== 'admin' && owner.id !== actor.id)) throw notFound(MSG.problems.userNotFound);
  if (!canManageApiKeysOf(actor, owner)) {
    throw badRequest(MSG.problems.apiKeyForAffiliates, [
      { field: 'userId', message: MSG.problems.chooseAffiliate },
    ]);
  }
  const key = newApiKey();
  const id = await insertKey(db, {
    userId,
    name: input.name,
    hint: key.slice(0, API_KEY_HINT_LENGTH),
    keyHash: hashApiKey(key),
    createdBy: actor.id,
  });
  return { ...toApiKey((await keyById(db, id))!), key };
}

/**
 * `POST /api/api-keys/:id/revoke`: soft revoke (idempotent: the first time stays).
 * @throws AppError NOT_FOUND for an unknown key or one the actor may not manage.
 */
export async function revokeApiKey(db: Db, actor: Actor, id: string): Promise<ApiKey> {
  const row = await keyById(db, id);
  // An admin may revoke any key, also one whose owner is no longer an affiliate (such a key is inert).
  if (!row || !(isAdmin(actor) || canManageApiKeysOf(actor, { id: row.userId, role: row.userRole }))) {
    throw notFound(MSG.problems.apiKeyNotFound);
  }
  await revokeKey(db, id, actor.id);
  return toApiKey((await keyById(db, id))!);
}

/** The caller of an intake request: the key and its affiliate. */
export interface ApiKeyCaller {
  keyId: string;
  affiliateId: string;
}

/** The key a request presents: `Authorization: Bearer lh_…` or `X-Api-Key: lh_…`; undefined when none. */
export function presentedKey(headers: IncomingHttpHeaders): string | undefined {
  const auth = headers.authorization;
  if (typeof auth === 'string' && /^bearer\s+/i.test(auth)) return auth.replace(/^bearer\s+/i, '').trim();
  const header = headers['x-api-key'];
  return typeof header === 'string' ? header.trim() : undefined;
}

/**
 * Authenticates an intake request by its API key (one index probe on the key's hash) and stamps the key's
 * last use (at most once a minute).
 * @throws AppError UNAUTHORIZED (`messages.apiKeyInvalid`) for a missing, malformed, unknown or revoked key,
 * or one whose affiliate is inactive.
 */
export async function authenticateApiKey(db: Db, headers: IncomingHttpHeaders): Promise<ApiKeyCaller> {
  const key = presentedKey(headers);
  if (!key || !API_KEY_PATTERN.test(key)) throw new AppError('UNAUTHORIZED', MSG.messages.apiKeyInvalid);
  const row = await keyByHash(db, hashApiKey(key));
  if (!row) throw new AppError('UNAUTHORIZED', MSG.messages.apiKeyInvalid);
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) await touchKey(db, row.id);
  return { keyId: row.id, affiliateId: row.userId };
}
