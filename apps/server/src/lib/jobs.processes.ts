import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from './sql.js';

/** How often a process beats (ms). */
export const PROCESS_HEARTBEAT_MS = 2_000;
/** A process whose last beat is older than this is dead (ms): five missed beats. */
export const PROCESS_DEAD_MS = 10_000;

/** A process found dead (or stopped) and removed from the registry by `reapDead`. */
export interface DeadProcess {
  id: string;
  /** Its last beat. It may have lived (and fetched jobs) for up to a beat interval after it. */
  lastSeen: Date;
  /**
   * When it was found dead (database clock): it died before this, so anything it could have held in
   * memory was due by then. The bound for give-backs: `lastSeen` missed jobs fetched between the last beat
   * and the death (a kill -9 up to 2 s after the beat lost a whole posted batch until the 5-minute sweep).
   */
  reapedAt: Date;
}

/** This process's row in `job_processes` (see the table's TSDoc). */
export interface ProcessRegistration {
  id: string;
  /**
   * Removes every other process that is stopped or has not beaten for `deadMs` and answers them. The
   * `DELETE … RETURNING` hands each dead process to exactly one caller, even with many live processes.
   */
  reapDead: () => Promise<DeadProcess[]>;
  /** Stops beating and marks the row stopped (its held work is then re-queued by the next reap). */
  stop: () => Promise<void>;
}

/**
 * Registers this server process among the job workers (issue 18 item 7, docs/decisions.md "Jobs after a
 * kill -9") and beats every `heartbeatMs` on the database clock. A failed beat is retried at the next one (a
 * database restart must not end the process).
 */
export async function registerProcess(
  db: Db,
  opts: { heartbeatMs?: number; deadMs?: number } = {},
): Promise<ProcessRegistration> {
  const id = randomUUID();
  const heartbeatMs = opts.heartbeatMs ?? PROCESS_HEARTBEAT_MS;
  const deadMs = opts.deadMs ?? PROCESS_DEAD_MS;
  await db.execute(sql`INSERT INTO job_processes (id) VALUES (${id}::uuid)`);
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped) return;
    db.execute(sql`UPDATE job_processes SET heartbeat_at = now() WHERE id = ${id}::uuid`).catch(
      () => undefined,
    );
  }, heartbeatMs);
  timer.unref();
  return {
    id,
    reapDead: async () => {
      const dead = await queryRows<{ id: string; last_seen: Date | string; reaped_at: Date | string }>(
        db,
        sql`DELETE FROM job_processes WHERE id <> ${id}::uuid
              AND (stopped OR heartbeat_at < now() - make_interval(secs => ${deadMs / 1000}))
            RETURNING id, heartbeat_at AS last_seen, now() AS reaped_at`,
      );
      return dead.map((d) => ({
        id: d.id,
        lastSeen: new Date(d.last_seen),
        reapedAt: new Date(d.reaped_at),
      }));
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await db
        .execute(sql`UPDATE job_processes SET stopped = true, heartbeat_at = now() WHERE id = ${id}::uuid`)
        .catch(() => undefined);
    },
  };
}
