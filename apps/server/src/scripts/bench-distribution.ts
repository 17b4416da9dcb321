/**
 * `npm run bench:distribution -w apps/server -- [--seconds 60] [--affiliates 10] [--buyers 50] [--flows 20]
 *  [--delay 50] [--paced 50] [--floor full|minimal]`
 *
 * Lead distribution benchmark (issue 22 "Benchmark"), PostgreSQL only (`DATABASE_URL`; a fresh database,
 * dropped afterwards). The real server listens on a loopback port; `--buyers` buyers (integrations with
 * buyer settings: hour and day caps on some, zones, prices) post to one loopback partner answering in
 * `--delay` ms; `--flows` flows (priority, weighted, round robin; every fourth shared by 2 buyers) take
 * campaigns `Bench-<f>`. `--affiliates` clients, each with its own API key, post new leads one at a time
 * (`POST /api/intake/leads`) over the flows' campaigns. The partner and the clients run in a process of their
 * own (bench-distribution-outside.ts), as they are other machines in production:
 * 1. distribution off (no flow yet) for `--seconds`;
 * 2. distribution on (the flows created) for `--seconds`; then every lead of run 2 is waited for until it is
 *    sold, held or unsold (at most 60 s);
 * 3. (`--paced P`, default 50; 0 skips it) the same flows at P % of run 2's rate on a fixed schedule (open
 *    loop) for `--seconds`, drained the same way: the decision and arrival-to-buyer below saturation.
 * Reports the routing decision p50/p95 (the engine's time per lead: flows, eligibility, cap reservation,
 * queued delivery, committed; `onDecision` hook), arrival-to-buyer p50/p95 (intake request sent → the
 * partner receives the lead), intake leads/s on and off, and the violations: a buyer over a cap in any
 * window (counted from accepted sends in the buyer's zone), an exclusive lead accepted by two buyers or a
 * shared one by more than its maximum, a buyer sent the same lead twice, a lead left pending; and the
 * statements the server sent to PostgreSQL per accepted lead, off and on (round trips are the cost).
 * `--floor` replaces the engine by a route that does far less (bench-distribution-floor.ts): the ceiling any
 * engine can reach on the machine; its cap violations are expected (it counts no cap). Prints a
 * markdown table with the goals; the load average before and after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { queryRows } from '../lib/sql.js';
import { benchArgs, benchConfig, listenLoopback, loadAverages } from './bench-app.js';
import { adminAndOwner, affiliateKeys, createBuyers, flowInput } from './bench-distribution-setup.js';
import { startOutside, type Outside } from './bench-distribution-outside.js';
import { scratchPg } from './bench-scratch.js';
import { floorMode, floorRoute } from './bench-distribution-floor.js';

const args = benchArgs(
  { seconds: 60, affiliates: 10, buyers: 50, flows: 20, delay: 50, paced: 50 },
  { floor: { type: 'string' } },
);
const FLOOR = floorMode(args.floor);
const { seconds: SECONDS, affiliates: CLIENTS, flows: FLOWS } = args;

const pct = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};

interface IntakeRun {
  accepted: number;
  failed: number;
  seconds: number;
  /** Email → when its intake request was sent (`performance.now()`). */
  sentAt: Map<string, number>;
  /** Statements sent to PostgreSQL during the run (and, for the "on" run, until its routes ended). */
  statements: number;
}

/**
 * Statements the server process sends to PostgreSQL (every `pg` client query, the bench's own few included),
 * counted per run: statements per accepted lead is the round-trip cost the decision goals depend on.
 */
const statements = { count: 0 };
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
  statements.count++;
  return (query as (...x: unknown[]) => unknown).apply(this, a);
} as typeof query;

/**
 * One run of posting through the outside process, with the statements the server sent meanwhile; `rate`:
 * leads a second in all on a fixed schedule (else each affiliate posts as fast as it is answered).
 */
async function postFor(outside: Outside, url: string, keys: string[], rate?: number): Promise<IntakeRun> {
  const before = statements.count;
  const r = await outside.post(url, keys, SECONDS, FLOWS, rate);
  return { ...r, statements: statements.count - before };
}

/** Waits (every 250 ms, at most 60 s) until no route of the run's leads is pending; answers the states. */
async function drain(database: Database): Promise<Record<string, number>> {
  const started = performance.now();
  for (;;) {
    const rows = await queryRows<{ state: string; n: number }>(
      database.db,
      sql`SELECT state, count(*)::int AS n FROM lead_distributions GROUP BY state`,
    );
    const states = Object.fromEntries(rows.map((r) => [r.state, r.n]));
    if (!states.pending || performance.now() - started > 60_000) return states;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Cap violations: accepted sends per buyer and capped window (window starts in the buyer's zone, as the
 * caps count them) above the cap. Exclusivity: exclusive routes with more than one accepted send, shared
 * ones with more than `max_buyers`.
 */
async function violations(database: Database) {
  const [caps] = await queryRows<{ n: number }>(
    database.db,
    sql`WITH c AS (
          SELECT i.id, w.win, (i.distribution->'caps'->>w.win)::int AS cap, coalesce(i.distribution->>'timeZone', 'UTC') AS tz
          FROM integrations i CROSS JOIN (VALUES ('hour'), ('day'), ('week'), ('month'), ('total')) w(win)
          WHERE i.distribution->'caps'->>w.win IS NOT NULL),
        used AS (
          SELECT c.id, c.win, c.cap, CASE WHEN c.win = 'total' THEN NULL ELSE date_trunc(c.win, s.created_at, c.tz) END AS start,
            count(*) AS n
          FROM c JOIN distribution_sends s ON s.integration_id = c.id AND s.status = 'accepted'
          GROUP BY 1, 2, 3, 4)
        SELECT count(*)::int AS n FROM used WHERE n > cap`,
  );
  const [excl] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT r.lead_id FROM lead_distributions r JOIN distribution_sends s ON s.lead_id = r.lead_id AND s.status = 'accepted'
          GROUP BY r.lead_id, r.max_buyers HAVING count(*) > r.max_buyers) x`,
  );
  return { caps: caps!.n, exclusivity: excl!.n };
}

/** Arrival-to-buyer samples (ms): for each lead of the run a buyer received, arrival − request sent. */
function arrivals(run: IntakeRun, firstArrival: ReadonlyMap<string, number>): number[] {
  const out: number[] = [];
  for (const [email, sent] of run.sentAt) {
    const at = firstArrival.get(email);
    if (at !== undefined) out.push(at - sent);
  }
  return out;
}

/** The server under test: loopback buyers allowed, no intake rate limit, each decision's time to `onDecision` (ms). */
async function benchApp(
  database: Database,
  dataDir: string,
  databaseUrl: string,
  onDecision: (ms: number) => void,
): Promise<FastifyInstance> {
  const config = benchConfig(dataDir, {
    databaseUrl,
    integrationAllowHosts: '127.0.0.1',
    intakeRatePerMinute: 1_000_000,
  });
  return buildApp({
    config,
    database,
    integrations: { concurrency: 128, breakerFailures: 1_000_000 },
    distribution: {
      onDecision,
      ...(FLOOR && { intakeRoute: floorRoute(database.db, FLOOR, onDecision) }),
    },
  });
}

/** The benchmark's `FLOWS` flows over `buyers`, created through the API as an admin. */
async function createFlows(
  app: FastifyInstance,
  headers: Record<string, string>,
  buyers: string[],
): Promise<void> {
  for (let f = 0; f < FLOWS; f++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/distribution/flows',
      headers,
      payload: flowInput(f, buyers),
    });
    if (res.statusCode !== 201) throw new Error(`flow ${f}: ${res.statusCode} ${res.body}`);
  }
}

async function main(): Promise<void> {
  const before = loadAverages();
  const scratch = await scratchPg('lh_bench_dist');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-bench-dist-'));
  const outside = await startOutside(args.delay);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir, poolSize: 20 });
  const decisions: number[] = [];
  const pacedDecisions: number[] = [];
  let sink = decisions;
  try {
    await runMigrations(database);
    const app = await benchApp(database, dataDir, scratch.url, (ms) => sink.push(ms));
    const url = `${await listenLoopback(app)}/api/intake/leads`;
    const admin = await adminAndOwner(app, database);
    const keys = await affiliateKeys(database, CLIENTS);
    const buyers = await createBuyers(app, admin, outside.url, args.buyers);
    const off = await postFor(outside, url, keys);
    await createFlows(app, admin.headers, buyers);
    decisions.length = 0;
    const on = await postFor(outside, url, keys);
    const drainFrom = statements.count;
    let states = await drain(database);
    on.statements += statements.count - drainFrom;
    // The same flows below saturation: a fixed share of the "on" rate, on a schedule (`--paced` %, 0: none).
    let paced: { run: IntakeRun; rate: number } | undefined;
    if (args.paced > 0) {
      const rate = Math.max(1, Math.round((on.accepted / on.seconds) * (args.paced / 100)));
      sink = pacedDecisions;
      paced = { run: await postFor(outside, url, keys, rate), rate };
      states = await drain(database);
    }
    const v = await violations(database);
    const seen = await outside.arrivals();
    report({
      off,
      on,
      states,
      v,
      decisions,
      toBuyer: arrivals(on, seen.firstArrival),
      twice: seen.twice,
      paced: paced && {
        ...paced,
        decisions: pacedDecisions,
        toBuyer: arrivals(paced.run, seen.firstArrival),
      },
    });
    await app.close();
  } finally {
    await database.close().catch(() => undefined);
    outside.stop();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nload average before: ${before}; after: ${loadAverages()}`);
}

/** Prints the table (figures, goals, met). */
function report(r: {
  off: IntakeRun;
  on: IntakeRun;
  states: Record<string, number>;
  v: { caps: number; exclusivity: number };
  decisions: number[];
  toBuyer: number[];
  twice: number;
  /** The paced run: its rate (leads/s), decisions and arrival-to-buyer samples (ms). */
  paced?: { run: IntakeRun; rate: number; decisions: number[]; toBuyer: number[] };
}): void {
  const rate = (x: IntakeRun) => x.accepted / x.seconds;
  const ratio = (rate(r.on) / rate(r.off)) * 100;
  const yes = (ok: boolean) => (ok ? 'yes' : 'no');
  const pending = r.states.pending ?? 0;
  console.log(
    `Distribution: ${args.buyers} buyers (partner ${args.delay} ms), ${FLOWS} flows, ${CLIENTS} affiliates, ${SECONDS} s per run, PostgreSQL${FLOOR ? `, FLOOR ${FLOOR} (not the engine: no flow, cap or look-back)` : ''}\n`,
  );
  console.log('| measure | figure | goal | met |');
  console.log('|---|---:|---:|:---:|');
  console.log(
    `| routing decision p50 / p95 (${r.decisions.length} leads) | ${pct(r.decisions, 50).toFixed(1)} / ${pct(r.decisions, 95).toFixed(1)} ms | p95 ≤ 10 ms | ${yes(pct(r.decisions, 95) <= 10)} |`,
  );
  console.log(
    `| arrival-to-buyer p50 / p95 (${r.toBuyer.length} leads) | ${pct(r.toBuyer, 50).toFixed(0)} / ${pct(r.toBuyer, 95).toFixed(0)} ms | p95 ≤ 1,000 ms | ${yes(pct(r.toBuyer, 95) <= 1000)} |`,
  );
  console.log(
    `| intake, distribution off | ${rate(r.off).toFixed(1)} leads/s (${r.off.accepted}, ${r.off.failed} failed) | | |`,
  );
  console.log(
    `| intake, distribution on | ${rate(r.on).toFixed(1)} leads/s (${r.on.accepted}, ${r.on.failed} failed) | | |`,
  );
  console.log(`| on / off | ${ratio.toFixed(0)} % | ≥ 80 % | ${yes(ratio >= 80)} |`);
  if (r.paced) reportPaced(r.paced);
  const per = (x: IntakeRun) => (x.statements / Math.max(1, x.accepted)).toFixed(1);
  console.log(
    `| statements per accepted lead, off / on (routed to its end) | ${per(r.off)} / ${per(r.on)} | | |`,
  );
  console.log(
    `| routes after the run | ${JSON.stringify(r.states).replace(/[{}"]/g, '')} | none pending | ${yes(pending === 0)} |`,
  );
  console.log(`| cap violations (buyer × window over its cap) | ${r.v.caps} | 0 | ${yes(r.v.caps === 0)} |`);
  console.log(
    `| exclusivity violations (accepted by more buyers than allowed) | ${r.v.exclusivity} | 0 | ${yes(r.v.exclusivity === 0)} |`,
  );
  console.log(`| a buyer sent the same lead twice | ${r.twice} | 0 | ${yes(r.twice === 0)} |`);
}

/**
 * The paced run's lines: the decision and arrival-to-buyer at a fixed share of the "on" rate (`--paced`),
 * where the figures say what a decision costs rather than how long leads queue for two saturated cores.
 */
function reportPaced(p: { run: IntakeRun; rate: number; decisions: number[]; toBuyer: number[] }): void {
  const got = (p.run.accepted / p.run.seconds).toFixed(1);
  console.log(
    `| paced at ${p.rate} leads/s (${args.paced} % of the "on" rate; ${got} taken/s): decision p50 / p95 (${p.decisions.length} leads) | ${pct(p.decisions, 50).toFixed(1)} / ${pct(p.decisions, 95).toFixed(1)} ms | p95 ≤ 10 ms | ${pct(p.decisions, 95) <= 10 ? 'yes' : 'no'} |`,
  );
  console.log(
    `| paced: arrival-to-buyer p50 / p95 (${p.toBuyer.length} leads) | ${pct(p.toBuyer, 50).toFixed(0)} / ${pct(p.toBuyer, 95).toFixed(0)} ms | p95 ≤ 1,000 ms | ${pct(p.toBuyer, 95) <= 1000 ? 'yes' : 'no'} |`,
  );
}

await main();
process.exit(0);
