/**
 * `npm run bench:deliveries -w apps/server -- [--leads 10000] [--engines pg,pglite] [--workers 2] [--batch 100] [--concurrency 64]
 *  [--delay 50] [--fail 0.2] [--scale 1000]`
 *
 * Integration delivery benchmark (issue 10): `--leads` leads posted in one `POST /api/leads/postToIntegration`
 * to a loopback partner (apps/server/src/test/partner.ts) that answers after `--delay` ms and fails
 * `--fail` of its requests with HTTP 500. The workers run as in the app (pg-boss, `--workers` loops of
 * `--batch` jobs, at most `--concurrency` attempts in flight). The retry schedule is the real one divided by `--scale` (default 1000: 5 s → 5 ms,
 * 10 h → 36 s) so a run ends in minutes; jitter as usual. Reports deliveries/s over the first attempts,
 * the time until 99% and 100% are final, and checks none is lost (every delivery final, one history entry
 * per lead) or doubled (each idempotency key accepted as new by the partner at most once). Engines: PGlite
 * on disk in a temp folder; PostgreSQL (a fresh database from DATABASE_URL, dropped afterwards).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { RETRY_SCHEDULE_MS } from '@leadhouse/domain';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { hashPassword } from '../lib/passwords.js';
import { startPartner } from '../test/partner.js';
import { benchArgs, benchConfig } from './bench-app.js';
import { scratchPg } from './bench-scratch.js';

const args = benchArgs(
  { leads: 10000, workers: 2, batch: 100, concurrency: 64, delay: 50, fail: 0.2, scale: 1000 },
  { engines: { type: 'string' } },
);
const LEADS = args.leads;
const engines = (args.engines ?? (process.env.DATABASE_URL ? 'pg,pglite' : 'pglite')).split(',');

async function rows<T>(database: Database, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

async function runOne(engine: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-bench-deliv-'));
  const scratch = engine === 'pg' ? await scratchPg('lh_bench_deliv') : undefined;
  const partner = await startPartner({
    delayMs: args.delay,
    failRate: args.fail,
    record: false,
  });
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir, poolSize: 20 });
  try {
    await runMigrations(database);
    const app = await benchApp(database, dataDir, scratch?.url);
    const { headers, integrationId, leadIds } = await benchSetup(app, database, partner.url);
    const t0 = performance.now();
    const posted = await app.inject({
      method: 'POST',
      url: '/api/leads/postToIntegration',
      headers,
      payload: { leadsIds: leadIds, integrationId },
    });
    const postMs = performance.now() - t0;
    if (posted.json<{ count: number }>().count !== LEADS) throw new Error(`post: ${posted.body}`);
    const times = await waitAllFinal(database, t0);
    const { states, attempts, badHistory } = await outcome(database, engine);
    const accepted = states.find((s) => s.state === 'accepted')?.n ?? 0;
    const doubled = [...partner.acceptedNew.values()].filter((n) => n > 1).length;
    const ok = partner.acceptedNew.size === accepted && doubled === 0 && badHistory === 0;
    await app.close();
    const perSec = (LEADS / (times.firstAttemptsDoneMs / 1000)).toFixed(0);
    return `| ${engine} | ${LEADS} | ${postMs.toFixed(0)} ms | ${perSec} | ${attempts} | ${(times.p99Ms / 1000).toFixed(1)} s | ${(times.allMs / 1000).toFixed(1)} s | ${states.map((s) => `${s.state} ${s.n}`).join(', ')} | ${partner.acceptedNew.size} / ${doubled} | ${ok ? 'yes' : 'NO'} | ${loadavg()[0]!.toFixed(1)} |`;
  } finally {
    await database.close();
    await partner.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type BenchDb = Awaited<ReturnType<typeof openDatabase>>;

/** The app with the bench's worker settings and a retry schedule shortened by `--scale`. */
async function benchApp(database: BenchDb, dataDir: string, databaseUrl: string | undefined) {
  const config = benchConfig(dataDir, {
    databaseUrl,
    publicUrl: 'http://localhost:3000',
    integrationAllowHosts: '127.0.0.1',
  });
  const app = await buildApp({
    config,
    database,
    integrations: {
      scheduleMs: RETRY_SCHEDULE_MS.map((ms) => Math.round(ms / args.scale)),
      workers: args.workers,
      batchSize: args.batch,
      concurrency: args.concurrency,
      // A 20% failure rate must not trip the breaker in this run (it is tested separately).
      breakerFailures: 1_000_000,
      sweepSeconds: 5,
    },
  });
  await app.ready();
  return app;
}

/** An admin (signed in), an integration user with its integration on the partner, and `LEADS` leads. */
async function benchSetup(app: Awaited<ReturnType<typeof buildApp>>, database: BenchDb, partnerUrl: string) {
  const hash = await hashPassword('Bench-Password-1');
  await rows(
    database,
    sql`INSERT INTO users (name, email, username, role, password_hash, active)
        VALUES ('Bench admin', 'bench-admin@example.com', 'bench-admin@example.com', 'admin', ${hash}, true)`,
  );
  const [owner] = await rows<{ id: string }>(
    database,
    sql`INSERT INTO users (name, email, username, role, password_hash)
        VALUES ('Bench partner', 'bench-partner@example.com', 'bench-partner@example.com', 'integration', ${hash}) RETURNING id`,
  );
  const leads = await rows<{ id: string }>(
    database,
    sql`INSERT INTO leads (first_name, last_name, email, phone_number, country, campaign)
        SELECT 'Bench', 'Lead' || g, 'bench' || g || '@example.com', '44-7' || lpad(g::text, 9, '0'), 'GB', 'CRM'
        FROM generate_series(1, ${LEADS}) g RETURNING id`,
  );
  const auth = await app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { username: 'bench-admin@example.com', password: 'Bench-Password-1' },
  });
  const headers = { authorization: `Bearer ${auth.json<{ token: string }>().token}` };
  const created = await app.inject({
    method: 'POST',
    url: '/api/integrations',
    headers,
    payload: {
      userId: owner!.id,
      name: 'Bench partner',
      url: `${partnerUrl}/flaky`,
      mapping: [
        { target: 'email', source: 'email' },
        { target: 'phone', source: 'phoneNumber' },
      ],
      customerIdPath: 'data.customerId',
      rateLimitPerSecond: 1000,
    },
  });
  if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
  const integrationId = created.json<{ integration: { id: string } }>().integration.id;
  return { headers, integrationId, leadIds: leads.map((l) => l.id) };
}

/** Polls the deliveries (every 250 ms, at most 20 min) until every one is final; ms since `t0`. */
async function waitAllFinal(database: BenchDb, t0: number) {
  let firstAttemptsDoneMs = 0;
  let p99Ms = 0;
  for (;;) {
    const [s] = await rows<{ final: number; tried: number }>(
      database,
      sql`SELECT count(*) FILTER (WHERE state IN ('accepted', 'rejected', 'exhausted'))::int AS final,
                 count(*) FILTER (WHERE attempts > 0 AND state <> 'sending')::int AS tried
          FROM integration_deliveries`,
    );
    const now = performance.now() - t0;
    if (!firstAttemptsDoneMs && s!.tried >= LEADS) firstAttemptsDoneMs = now;
    if (!p99Ms && s!.final >= LEADS * 0.99) p99Ms = now;
    if (s!.final >= LEADS) return { firstAttemptsDoneMs, p99Ms, allMs: now };
    if (now > 20 * 60_000) throw new Error(`not final after 20 min: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Deliveries by state, attempts made, leads whose history is not exactly one entry; prints 5 failures. */
async function outcome(database: BenchDb, engine: string) {
  const states = await rows<{ state: string; n: number }>(
    database,
    sql`SELECT state, count(*)::int AS n FROM integration_deliveries GROUP BY state ORDER BY state`,
  );
  const [att] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM integration_attempts`);
  const notAccepted = await rows<{ state: string; attempts: number; reasons: string }>(
    database,
    sql`SELECT d.state, d.attempts, string_agg(coalesce(a.reason, '-'), ' | ' ORDER BY a.id) AS reasons
        FROM integration_deliveries d JOIN integration_attempts a ON a.delivery_id = d.id
        WHERE d.state <> 'accepted' GROUP BY d.id LIMIT 5`,
  );
  for (const n of notAccepted) console.error(`${engine}: ${n.state} after ${n.attempts}: ${n.reasons}`);
  const [hist] = await rows<{ bad: number }>(
    database,
    sql`SELECT count(*)::int AS bad FROM leads WHERE jsonb_array_length(integrations_history) <> 1`,
  );
  return { states, attempts: att!.n, badHistory: hist!.bad };
}

console.log(
  `Deliveries: ${LEADS} leads, partner ${args.delay} ms, ${args.fail * 100}% HTTP 500, ` +
    `${args.workers} workers × batch ${args.batch}, ${args.concurrency} in flight, schedule / ${args.scale}`,
);
console.log(
  '| engine | leads | post (outbox write) | first attempts/s | attempts | 99% final | all final | states | keys accepted / doubled | none lost or doubled | load |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const engine of engines) console.log(await runOne(engine));
process.exit(0);
