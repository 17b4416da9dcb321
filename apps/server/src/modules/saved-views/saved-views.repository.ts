import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { SavedViewState } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { savedViews, type SavedViewRow } from '../../db/schema/index.js';

/** A user's live views, by name (case-insensitive), then age. */
export async function viewsOf(db: Db, userId: string): Promise<SavedViewRow[]> {
  return db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), isNull(savedViews.deletedAt)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.createdAt));
}

/** How many live views a user keeps. */
export async function countViews(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), isNull(savedViews.deletedAt)));
  return Number(row?.n ?? 0);
}

/** Inserts a view of `userId`. */
export async function insertView(
  db: Db,
  userId: string,
  name: string,
  state: SavedViewState,
): Promise<SavedViewRow> {
  const [row] = await db.insert(savedViews).values({ userId, name, state }).returning();
  return row!;
}

/**
 * Changes the name and/or state of the live view `id` of `userId` (another user's view, or a deleted one,
 * matches nothing). Returns the row, or undefined when nothing matched.
 */
export async function updateView(
  db: Db,
  userId: string,
  id: string,
  patch: { name?: string; state?: SavedViewState },
): Promise<SavedViewRow | undefined> {
  const [row] = await db
    .update(savedViews)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId), isNull(savedViews.deletedAt)))
    .returning();
  return row;
}

/** Marks the live view `id` of `userId` deleted (the row stays). True when it matched. */
export async function softDeleteView(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(savedViews)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId), isNull(savedViews.deletedAt)))
    .returning({ id: savedViews.id });
  return rows.length > 0;
}
