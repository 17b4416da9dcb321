import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { bossDb } from '../lib/jobs.js';
import { useProcessRun } from './process-run.js';
import { useTestApp } from './test-app.js';
import {
  adminQuery,
  BASE_URL,
  generatedCsv,
  signInOver,
  startImportOver,
  type ServerProcess,
} from './server-process.js';

const ROWS = 20_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ends every other session on the database of `url` (what a PostgreSQL restart or failover does). */
async function terminateBackends(url: string): Promise<number> {
  const db = new URL(url).pathname.slice(1);
  const rows = await adminQuery(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${db}' AND pid <> pg_backend_pid()`,
  );
  return rows.length;
}

describe.runIf(BASE_URL)('PostgreSQL drops its connections (in process)', () => {
  const t = useTestApp('postgres', {}, (app) => {
    // A transaction whose connection is terminated while it is checked out and idle, then used again.
    app.get('/api/test/lost-in-transaction', async () => {
      await t.database.db.transaction(async (tx) => {
        const res = await tx.execute(sql`SELECT pg_backend_pid() AS pid`);
        const pid = (res as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
        await adminQuery(`SELECT pg_terminate_backend(${pid})`);
        // Use the connection again only once its backend is gone (a state, not a guess at how long it takes).
        await vi.waitFor(
          async () => {
            const alive = await adminQuery<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ${pid}`,
            );
            if (alive[0]!.n > 0) throw new Error(`backend ${pid} still alive`);
          },
          { timeout: 10_000, interval: 20 },
        );
        await tx.execute(sql`SELECT 1`);
      });
      return { ok: true };
    });
  });

  it('answers 503 UNAVAILABLE (no crash, no 500), and the next request gets a new connection', async () => {
    const lost = await t.app.inject({ method: 'GET', url: '/api/test/lost-in-transaction' });
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(lost.json()).toMatchObject({
      key: 'messages.unavailable',
      message: expect.stringMatching(/unavailable/i),
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it("waits out a lost connection in pg-boss's statements (it does not await complete/fail)", async () => {
    const db = new URL(t.database.pool!.options.connectionString!).pathname.slice(1);
    const slow = bossDb(t.database).executeSql('SELECT pg_sleep(0.5), 7 AS x', []);
    // Terminate the statement's backend once it is seen running.
    await vi.waitFor(
      async () =>
        expect(
          await adminQuery(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${db}' AND query LIKE 'SELECT pg_sleep(0.5)%'`,
          ),
        ).toHaveLength(1),
      { timeout: 5_000, interval: 20 },
    );
    expect((await slow).rows).toEqual([{ pg_sleep: '', x: 7 }]);
  });
});

describe.runIf(BASE_URL)('PostgreSQL drops its connections under a real server process', () => {
  const run = useProcessRun('lh-lost-');
  let proc: ServerProcess;
  let scratch: NonNullable<typeof run.scratch>;

  beforeAll(async () => {
    scratch = await run.openDatabase('lh_lost');
    proc = await run.start();
  }, 120_000);

  it('survives terminated backends mid-import; the import resumes and imports each row once', async () => {
    const headers = await signInOver(proc.url);
    const tag = `lost${randomBytes(3).toString('hex')}`;
    const id = await startImportOver(proc.url, headers, generatedCsv(tag, ROWS));
    const progress = async () => {
      const res = await fetch(`${proc.url}/api/leads/import/${id}`, { headers });
      return res.status === 200
        ? ((await res.json()) as { status: string; rowsRead: number; imported: number; rejected: number })
        : null;
    };
    // Wait until the import is under way, then cut every connection a few times while it runs.
    await vi.waitFor(
      async () => {
        const p = await progress();
        if (!p || p.status === 'queued') throw new Error('import not started yet');
      },
      { timeout: 30_000, interval: 20 },
    );
    let cuts = 0;
    for (let i = 0; i < 4; i++) {
      cuts += await terminateBackends(scratch.url);
      await sleep(150);
    }
    expect(cuts).toBeGreaterThan(0);
    expect(proc.child.exitCode, proc.output()).toBeNull();
    const final = await vi
      .waitFor(
        async () => {
          const p = await progress();
          if (!p || !['completed', 'failed', 'cancelled'].includes(p.status))
            throw new Error('import not final');
          return p;
        },
        { timeout: 60_000, interval: 200 },
      )
      .catch(() => progress());
    expect(proc.child.exitCode, proc.output()).toBeNull();
    expect(final, proc.output()).toMatchObject({ status: 'completed', imported: ROWS, rejected: 0 });
    expect(final?.rowsRead).toBe(ROWS);
    const [counts] = await adminQuery<{ n: number; phones: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT phone_number)::int AS phones FROM leads`,
      scratch.url,
    );
    expect(counts).toEqual({ n: ROWS, phones: ROWS });
    expect((await fetch(`${proc.url}/api/health`)).status).toBe(200);
  }, 90_000);

  it('under concurrent requests only those in flight fail (503); later ones succeed', async () => {
    const headers = await signInOver(proc.url);
    const list = () => fetch(`${proc.url}/api/leads`, { headers });
    const inFlight = Array.from({ length: 6 }, () => list());
    await terminateBackends(scratch.url);
    const answers = await Promise.all(inFlight);
    for (const res of answers) {
      expect([200, 503]).toContain(res.status);
      if (res.status === 503) expect(await res.json()).toMatchObject({ code: 'UNAVAILABLE' });
    }
    const later = await Promise.all(Array.from({ length: 6 }, () => list()));
    expect(later.map((r) => r.status)).toEqual(Array.from({ length: 6 }, () => 200));
    expect(proc.child.exitCode).toBeNull();
  }, 30_000);
});
