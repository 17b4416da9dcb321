import { sql } from 'drizzle-orm';
import { DISTRIBUTION_STATES, type DistributionState, type ImportRouting } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { rows } from './import.repository.js';

/*
 * An import that opted in to distribution (issue 22 §3 "an import can opt in"; docs/decisions.md "Lead
 * distribution", imports): once it completes, the leads it created (still live) are handed to lead
 * distribution in pages, each page routed before the next is read, so a 100,000-row import neither holds
 * them all in memory nor floods the buyers. Starting a route is idempotent (a lead keeps its one route), so
 * a page handed twice after a crash is harmless; the import's `distributed_at` marks the end, and its
 * `heartbeat_at` moves with each page so that another process takes over only a stalled hand-over.
 */

/** Lead ids handed to distribution per page. */
export const DISTRIBUTE_PAGE = 500;

/** Hands a page of lead ids to distribution; resolves once they are routed (held or sent). */
export type DistributeLeads = (leadIds: string[]) => Promise<unknown>;

/**
 * Claims the hand-over of import `importId`: it completed, opted in and is not distributed yet; with
 * `staleSeconds`, only when its last heartbeat is at least that old (a process died mid-way).
 * @returns whether this caller now owns the hand-over.
 */
async function claim(db: Db, importId: string, staleSeconds?: number): Promise<boolean> {
  const stale =
    staleSeconds === undefined
      ? sql`true`
      : sql`coalesce(heartbeat_at, finished_at) <= now() - make_interval(secs => ${staleSeconds})`;
  const claimed = await rows<{ id: string }>(
    db,
    sql`UPDATE lead_imports SET heartbeat_at = now()
        WHERE id = ${importId}::uuid AND status = 'completed' AND distribute AND distributed_at IS NULL AND ${stale}
        RETURNING id`,
  );
  return claimed.length > 0;
}

/**
 * Routes the live leads import `importId` created, `page` at a time in id order (keyset on the
 * `lead_import_rows` primary key), leads with a route already left out.
 * @param staleSeconds take over only a hand-over without a heartbeat for this long (the sweep).
 * @returns the lead ids handed over; 0 when the import is not (or no longer) this caller's to distribute.
 * @throws what `distribute` or the database throws; the hand-over is then resumed by the sweep.
 */
export async function distributeImport(
  db: Db,
  importId: string,
  distribute: DistributeLeads,
  opts: { staleSeconds?: number; page?: number } = {},
): Promise<number> {
  if (!(await claim(db, importId, opts.staleSeconds))) return 0;
  const page = opts.page ?? DISTRIBUTE_PAGE;
  let after = '00000000-0000-0000-0000-000000000000';
  let handed = 0;
  for (;;) {
    const found = await rows<{ lead_id: string }>(
      db,
      sql`SELECT r.lead_id FROM lead_import_rows r JOIN leads l ON l.id = r.lead_id
          WHERE r.import_id = ${importId}::uuid AND r.before IS NULL AND r.lead_id > ${after}::uuid
            AND l.deleted_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM lead_distributions d WHERE d.lead_id = r.lead_id)
          ORDER BY r.lead_id LIMIT ${page}`,
    );
    if (found.length === 0) break;
    const ids = found.map((f) => f.lead_id);
    await distribute(ids);
    handed += ids.length;
    after = ids[ids.length - 1]!;
    await db.execute(sql`UPDATE lead_imports SET heartbeat_at = now() WHERE id = ${importId}::uuid`);
  }
  await db.execute(
    sql`UPDATE lead_imports SET distributed_at = now(), heartbeat_at = now() WHERE id = ${importId}::uuid`,
  );
  return handed;
}

/**
 * Imports that opted in, completed, and whose hand-over to distribution has had no heartbeat for
 * `staleSeconds` (the process doing it died, or it never began).
 */
export async function undistributedImports(db: Db, staleSeconds: number): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM lead_imports WHERE status = 'completed' AND distribute AND distributed_at IS NULL
          AND coalesce(heartbeat_at, finished_at) <= now() - make_interval(secs => ${staleSeconds})
        LIMIT 100`,
  );
  return found.map((f) => f.id);
}

/**
 * Where the live leads import `imp` created are in lead distribution (issue 22 §3), for its progress: `done`
 * once the hand-over ended (`distributed_at`), and the count of their routes per state (a lead not yet
 * handed over has none). One grouped read over the import's rows (its primary key's prefix).
 */
export async function importRouting(
  db: Db,
  imp: { id: string; distributedAt: Date | null },
): Promise<ImportRouting> {
  const found = await rows<{ state: string; n: number }>(
    db,
    sql`SELECT d.state, count(*)::int AS n FROM lead_import_rows r
          JOIN lead_distributions d ON d.lead_id = r.lead_id
          JOIN leads l ON l.id = r.lead_id AND l.deleted_at IS NULL
        WHERE r.import_id = ${imp.id}::uuid AND r.before IS NULL GROUP BY d.state`,
  );
  const n = (state: string) => found.find((f) => f.state === state)?.n ?? 0;
  const counts = Object.fromEntries(DISTRIBUTION_STATES.map((s) => [s, n(s)])) as Record<
    DistributionState,
    number
  >;
  return { done: imp.distributedAt !== null, ...counts };
}
