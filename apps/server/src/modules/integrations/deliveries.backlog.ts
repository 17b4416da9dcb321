import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows, uuidArray } from '../../lib/sql.js';
import type { Clock } from './deliveries.context.js';
import type { DeliveryLog, PoolOutbox } from './deliveries.pool.js';

/*
 * The run pool's reads of the outbox (deliveries.pool.ts): which integration a queued delivery goes to
 * (one statement per fetched batch of jobs, or per `runNow`), and an integration's next due deliveries when
 * its lane dropped some.
 */

/**
 * The outbox reads of the pool on `db`, "due" by `clock` (the runner's, so a delivery read back is one the
 * claim takes). Errors: a database error rejects.
 */
export function createPoolOutbox(db: Db, clock: Clock = { now: () => new Date() }): PoolOutbox {
  return {
    integrationsOf: async (ids) => {
      if (ids.length === 0) return new Map();
      const found = await queryRows<{ id: string; integration_id: string }>(
        db,
        sql`SELECT id, integration_id FROM integration_deliveries
            WHERE id = ANY(${uuidArray(ids)}) AND state IN ('queued', 'error')`,
      );
      return new Map(found.map((r) => [String(r.id), String(r.integration_id)]));
    },
    backlog: async (integrationId, limit) => {
      const due = await queryRows<{ id: string }>(
        db,
        sql`SELECT id FROM integration_deliveries
            WHERE integration_id = ${integrationId}::uuid AND state IN ('queued', 'error')
              AND next_attempt_at <= ${clock.now()}
            ORDER BY next_attempt_at, created_at LIMIT ${limit}`,
      );
      return due.map((r) => String(r.id));
    },
  };
}

/**
 * The log used when the app hands none: one pino-shaped JSON line (level 50, error) on stderr per event.
 */
export const stderrLog: DeliveryLog = {
  error: (obj, msg) => {
    process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), ...obj, msg })}\n`);
  },
};
