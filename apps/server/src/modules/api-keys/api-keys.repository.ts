import { and, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { apiKeys, users } from '../../db/schema/index.js';
import { likeEscape, offsetOf, pageWithCount } from '../../lib/paging.js';

const listColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  hint: apiKeys.hint,
  userId: apiKeys.userId,
  userName: users.name,
  userRole: users.role,
  createdBy: apiKeys.createdBy,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};
export type ApiKeyListRow = {
  id: string;
  name: string;
  hint: string;
  userId: string;
  userName: string;
  userRole: Role;
  createdBy: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** A page of keys matching `where`, newest first, and the exact count. */
export async function listKeys(
  db: Db,
  filter: { userId?: string; includeRevoked: boolean; keywords?: string },
  page: number,
  limit: number,
): Promise<{ rows: ApiKeyListRow[]; count: number }> {
  const conditions: Array<SQL | undefined> = [
    filter.userId ? eq(apiKeys.userId, filter.userId) : undefined,
    filter.includeRevoked ? undefined : isNull(apiKeys.revokedAt),
    filter.keywords ? ilike(apiKeys.name, `%${likeEscape(filter.keywords)}%`) : undefined,
  ];
  const where = and(...conditions);
  const rows = db
    .select(listColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(where)
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(limit)
    .offset(offsetOf(page, limit));
  return pageWithCount(db, rows, apiKeys, where);
}

/** One key with its owner, or undefined. */
export async function keyById(db: Db, id: string): Promise<ApiKeyListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.id, id));
  return row;
}

/** Inserts a key row (the hash, never the secret); returns its id. */
export async function insertKey(
  db: Db,
  values: { userId: string; name: string; hint: string; keyHash: string; createdBy: string },
): Promise<string> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row!.id;
}

/** Sets `revoked_at` once (a second revoke keeps the first time). */
export async function revokeKey(db: Db, id: string, by: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({
      revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())`,
      revokedBy: sql`coalesce(${apiKeys.revokedBy}, ${by}::uuid)`,
    })
    .where(eq(apiKeys.id, id));
}

/** The live key with this hash whose owner is an active affiliate, or undefined. */
export async function keyByHash(
  db: Db,
  keyHash: string,
): Promise<{ id: string; userId: string; lastUsedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.keyHash, keyHash),
        isNull(apiKeys.revokedAt),
        eq(users.active, true),
        eq(users.role, 'affiliate'),
      ),
    );
  return row;
}

/** Stamps `last_used_at` unless it was stamped within the last minute (one write a minute per key). */
export async function touchKey(db: Db, id: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        sql`(${apiKeys.lastUsedAt} IS NULL OR ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}

/** A user's role and active flag, or undefined. */
export async function ownerOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, active: users.active })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
