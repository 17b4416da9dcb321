import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exportLinks, users, type ExportLinkRow, type UserRow } from '../../db/schema/index.js';

/** Data access of the signed download links (`export_links`): plain rows in, plain rows out. */

/** What a new link stores: the hash of its token, its owner and token version, what it downloads. */
export interface NewExportLink {
  tokenHash: string;
  userId: string;
  tokenVersion: number;
  selection: Record<string, unknown>;
  expiresAt: Date;
}

/** Inserts one link. */
export async function insertExportLink(db: Db, link: NewExportLink): Promise<void> {
  await db.insert(exportLinks).values(link);
}

/**
 * Marks the link of `tokenHash` used, atomically, if it is unused and not expired: of two concurrent
 * requests only one gets the row. Returns the claimed row, or undefined.
 */
export async function claimExportLink(db: Db, tokenHash: string): Promise<ExportLinkRow | undefined> {
  const [row] = await db
    .update(exportLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(exportLinks.tokenHash, tokenHash),
        isNull(exportLinks.usedAt),
        gt(exportLinks.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** The link of `tokenHash` with whether it has expired (by the database clock), without claiming it. */
export async function findExportLink(
  db: Db,
  tokenHash: string,
): Promise<(ExportLinkRow & { expired: boolean }) | undefined> {
  const [row] = await db
    .select({ link: exportLinks, expired: sql<boolean>`${exportLinks.expiresAt} <= now()` })
    .from(exportLinks)
    .where(eq(exportLinks.tokenHash, tokenHash))
    .limit(1);
  return row && { ...row.link, expired: row.expired };
}

/** Deletes links expired more than `graceSeconds` ago (tokens that can no longer serve anything). */
export async function pruneExportLinks(db: Db, graceSeconds: number): Promise<void> {
  await db
    .delete(exportLinks)
    .where(lt(exportLinks.expiresAt, sql`now() - make_interval(secs => ${graceSeconds})`));
}

/** The user a link belongs to, as stored now (active flag, role, token version, feature overrides). */
export async function linkOwner(db: Db, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}
