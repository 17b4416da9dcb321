import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminQuery,
  BASE_URL,
  createScratchDatabase,
  PROCESS_ADMIN,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.js';

/*
 * Two server processes started at the same moment on one EMPTY PostgreSQL database must both come up
 * (docs/decisions.md "Concurrent first start"). Without the lock around pg-boss's queue creation
 * (lib/jobs.ts `serialiseQueueCreation`) one of them exited with "deadlock detected" in
 * `pgboss.create_queue`. The race is timing, and loading the code takes each process a different time, so
 * the test lines them up: it holds the migration lock (db/migrate.ts) until both wait for it, then lets go;
 * as in a deploy, one migrates while the other waits, and both go on together. Repeated on fresh databases.
 */
if (!BASE_URL)
  console.info('concurrent-start.test.ts skipped: TEST_DATABASE_URL is not set (PostgreSQL only)');

// One round: the held migration lock makes the two starts meet every time (without the fix, round 1 failed in
// 2 of 2 runs); more rounds cost ~30 s of CI each.
const ROUNDS = 1;
/** db/migrate.ts `MIGRATION_LOCK`. */
const MIGRATION_LOCK = 7_245_001;

/**
 * Holds the migration advisory lock on `url` and returns `release`, which waits (≤ 90 s) until `waiters`
 * sessions wait for that lock, then unlocks. @throws Error when they never all wait.
 */
async function holdMigrationLock(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  return async (waiters: number) => {
    try {
      await expect
        .poll(
          async () => {
            const { rows } = await client.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_locks
               WHERE locktype = 'advisory' AND objid = $1 AND NOT granted`,
              [MIGRATION_LOCK],
            );
            return rows[0]!.n;
          },
          { timeout: 90_000, interval: 100 },
        )
        .toBe(waiters);
    } finally {
      await client.end();
    }
  };
}

describe.skipIf(!BASE_URL)('two processes start at once on an empty database (postgres)', () => {
  const procs: ServerProcess[] = [];
  const drops: (() => Promise<void>)[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-start-'));
  afterAll(async () => {
    for (const p of procs) await p.stop();
    for (const drop of drops) await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('both answer /api/health, every time', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const scratch = await createScratchDatabase('lh_start');
      drops.push(scratch.drop);
      const jwtSecret = randomBytes(32).toString('hex');
      const release = await holdMigrationLock(scratch.url);
      const starting = Promise.allSettled(
        [0, 1].map(() => startServerProcess({ databaseUrl: scratch.url, jwtSecret, dataDir })),
      );
      await release(2);
      const started = await starting;
      for (const s of started) if (s.status === 'fulfilled') procs.push(s.value);
      const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
      expect(failures, `round ${round + 1}`).toEqual([]);
      for (const p of procs.slice(-2)) expect((await fetch(`${p.url}/api/health`)).status).toBe(200);
      // The queues exist and the first admin was created once.
      const [row] = await adminQuery<{ queues: number; admins: number }>(
        `SELECT (SELECT count(*)::int FROM pgboss.queue) AS queues,
                (SELECT count(*)::int FROM users WHERE email = '${PROCESS_ADMIN.email}') AS admins`,
        scratch.url,
      );
      expect(row).toMatchObject({ admins: 1 });
      expect(row!.queues).toBeGreaterThan(0);
      for (const p of procs.splice(-2)) await p.stop();
    }
  }, 240_000);
});
