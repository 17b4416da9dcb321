/**
 * `npm run bench:analytics -w apps/server -- [--engine pg|pglite] [--leads N] [--visits N] [--reuse DB]
 *   [--requests 40]`
 *
 * Analytics benchmark (issue 11). Seeds (once; `--reuse` keeps a PostgreSQL database between runs) a
 * realistic affiliate book: 20 campaigns × 8 ad groups, each campaign on one platform and mostly one
 * affiliate, `--leads` leads (default 1,000,000 on PostgreSQL, 200,000 on PGlite) over 180 days with
 * leads and visits arriving in time order (as in production: a window is a contiguous stretch of the table),
 * statuses, funnel stages, assignees and 5 % depositors, 4 keywords per ad group, 2 referrers, and `--visits` visits (default 5 × leads) on the
 * same ad groups. Then, for each analytics request of the screens (ad groups, sources, last days,
 * platforms, dashboard, report, campaigns):
 * - p95 over HTTP on a real server (loopback) as an admin, with 1 and 10 clients;
 * - p95 in-process of the same figures from the rollups, and from the base tables (`leads`, `visits`) with
 *   the same outer query (`rawRelation`), whose ratio is the speed-up the rollups buy;
 * - p95 as a sales manager (the team path reads the leads indexes, not the rollups).
 * Prints a markdown table (docs/benchmarks.md).
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { LEAD_STATUSES } from '@leadhouse/domain';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { queryRows, textArray } from '../lib/sql.js';
import {
  adGroupAnalytics,
  dashboard,
  lastDays,
  report,
  resolveWindow,
  sourceList,
  sourcesAnalytics,
  type AnalyticsScope,
} from '../modules/analytics/index.js';
import { fetchRetry, measure, openBenchDatabase, PASSWORD, pct, seedBenchTeam } from './bench-leads-lib.js';
import { benchConfig, listenLoopback } from './bench-app.js';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: process.env.DATABASE_URL ? 'pg' : 'pglite' },
    leads: { type: 'string' },
    visits: { type: 'string' },
    reuse: { type: 'string' },
    requests: { type: 'string', default: '40' },
  },
});
const engine = args.engine as 'pg' | 'pglite';
const leadTarget = Number(args.leads ?? (engine === 'pg' ? 1_000_000 : 200_000));
const visitTarget = Number(args.visits ?? leadTarget * 5);
const requests = Number(args.requests);

const count = async (db: Database['db'], table: string) =>
  Number((await queryRows<{ n: unknown }>(db, sql.raw(`SELECT count(*) AS n FROM ${table}`)))[0]!.n);

/** Seeds leads and visits up to the targets in chunks (deterministic pseudo-random columns from `g`). */
async function seed(database: Database): Promise<void> {
  const { db } = database;
  const team = await seedBenchTeam(database);
  const ids = (role: string) =>
    `{${team
      .filter((u) => u.role === role)
      .map((u) => u.id)
      .join(',')}}`;
  await db.execute(sql`INSERT INTO campaigns (name, description, internal_id)
    SELECT 'Camp-' || c, 'Benchmark campaign ' || c, 'cid-' || c FROM generate_series(0, 19) AS c
    ON CONFLICT DO NOTHING`);
  const chunk = 100_000;
  for (let have = await count(db, 'leads'); have < leadTarget; have = await count(db, 'leads')) {
    const t0 = performance.now();
    const n = Math.min(chunk, leadTarget - have);
    await db.execute(sql`
      WITH s AS (SELECT g, (g * 7919) % 20 AS c, (g * 104729) % 8 AS a FROM generate_series(${have + 1}::bigint, ${have + n}::bigint) AS g)
      INSERT INTO leads (first_name, last_name, phone_number, country, campaign, campaignid, adgroupid, platform,
        affiliate_id, assigned_to, status, funnel, deposit_count, deposit_amount, ftd_at, source, placement, created_at)
      SELECT 'Bench', 'Lead' || g, '971-' || lpad(g::text, 10, '0'), 'AE', 'Camp-' || c, 'cid-' || c,
        'ag-' || c || '-' || a, (ARRAY['google','facebook','tiktok','instagram','twitter','snapchat'])[1 + c % 6],
        CASE WHEN g % 10 < 7 THEN (${ids('affiliate')}::uuid[])[1 + c % 3] END,
        CASE WHEN g % 5 > 0 THEN (${ids('sales')}::uuid[])[1 + (g * 31) % 8] END,
        (${textArray([...LEAD_STATUSES])})[1 + (g * 13) % ${LEAD_STATUSES.length}],
        CASE WHEN g % 3 > 0 THEN (ARRAY['Conversion','Follow up','Not Interested','Wrong Info','Whale'])[1 + (g * 17) % 5] END,
        CASE WHEN g % 20 = 0 THEN 1 + g % 3 ELSE 0 END, CASE WHEN g % 20 = 0 THEN 10000 + (g % 97) * 1000 ELSE 0 END,
        CASE WHEN g % 20 = 0 THEN now() END,
        jsonb_build_object('from', 'news-' || (g % 2), 'keyword', 'kw-' || c || '-' || a || '-' || (g % 4)), 'feed-' || (a % 3),
        now() - interval '180 days' + (g * 180 * 86400 / ${leadTarget}) * interval '1 second'
      FROM s`);
    console.error(`leads ${have + n}/${leadTarget} (${Math.round(performance.now() - t0)} ms)`);
  }
  for (let have = await count(db, 'visits'); have < visitTarget; have = await count(db, 'visits')) {
    const n = Math.min(500_000, visitTarget - have);
    await db.execute(sql`
      INSERT INTO visits (visitor_id, campaignid, adgroupid, platform, created_at)
      SELECT gen_random_uuid(), 'cid-' || ((g * 7919) % 20), 'ag-' || ((g * 7919) % 20) || '-' || ((g * 104729) % 8),
        'google', now() - interval '180 days' + (g * 180 * 86400 / ${visitTarget}) * interval '1 second'
      FROM generate_series(${have + 1}::bigint, ${have + n}::bigint) AS g`);
    console.error(`visits ${have + n}/${visitTarget}`);
  }
  await db.execute(sql`ANALYZE`);
}

type Call = { name: string; url: string; run: (scope: AnalyticsScope) => Promise<unknown> };

async function main() {
  const { database, cleanup } = await openBenchDatabase(engine, args.reuse);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-bench-analytics-'));
  try {
    await runMigrations(database);
    await seed(database);
    const { db } = database;
    const calls = callsOf(db, await resolveWindow(db, {}, 8), await resolveWindow(db, {}, 30));
    const app = await buildApp({ config: benchConfig(dataDir), database });
    const base = `${await listenLoopback(app)}/api`;
    const admin = getter(base, await signIn(base, 'admin.1@bench.local'));
    const manager = getter(base, await signIn(base, 'sales-manager.1@bench.local'));
    const leads = await count(db, 'leads');
    const visits = await count(db, 'visits');
    console.log(
      `\n### Analytics on ${engine}: ${leads.toLocaleString('en')} leads, ${visits.toLocaleString('en')} visits (load ${loadavg()[0]!.toFixed(1)})\n`,
    );
    console.log(
      '| request | HTTP p95, 1 client | HTTP p95, 10 clients | rollups p95 | base tables p95 | speed-up | manager (team) p95 |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const c of calls) console.log(await measureCall(c, admin, manager));
    await app.close();
  } finally {
    await cleanup();
  }
}

type BenchDb = Parameters<typeof adGroupAnalytics>[0];
type Window = Awaited<ReturnType<typeof resolveWindow>>;

/** The measured requests: each HTTP path with the service call behind it (run on rollups or base tables). */
function callsOf(db: BenchDb, w8: Window, w30: Window): Call[] {
  const paged = { page: 1, limit: 50 };
  return [
    {
      name: 'ad groups, 8 days',
      url: '/affiliates/analytics',
      run: (s) => adGroupAnalytics(db, s, w8, paged),
    },
    {
      name: 'ad groups, 30 days',
      url: `/affiliates/analytics?from=${w30.from}`,
      run: (s) => adGroupAnalytics(db, s, w30, paged),
    },
    { name: 'sources, 30 days', url: '/sources', run: (s) => sourceList(db, s, w30, paged) },
    { name: 'last days, 8 days', url: '/leads/lastDaysLeads', run: (s) => lastDays(db, s, w8) },
    { name: 'platforms, 8 days', url: '/leads/sourcesAnalytics', run: (s) => sourcesAnalytics(db, s, w8) },
    { name: 'dashboard, 8 days', url: '/dashboard', run: (s) => dashboard(db, s, w8) },
    { name: 'dashboard, 30 days', url: `/dashboard?from=${w30.from}`, run: (s) => dashboard(db, s, w30) },
    {
      name: 'report by ad group, 30 days',
      url: '/reports?groupBy=adGroup',
      run: (s) => report(db, s, w30, 'adGroup'),
    },
    { name: 'campaigns, 30 days', url: '/campaigns', run: () => Promise.resolve() },
  ];
}

/** A bench user's bearer token. */
async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  return `Bearer ${((await res.json()) as { token: string }).token}`;
}

/** GET of a path as one user; anything but 200 throws. */
const getter = (base: string, auth: string) => async (url: string) => {
  const res = await fetchRetry(base + url, { headers: { authorization: auth } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
};

/** One table row: HTTP p95 with 1 and 10 clients, the service on rollups and base tables, the manager's p95. */
async function measureCall(
  c: Call,
  admin: (url: string) => Promise<void>,
  manager: (url: string) => Promise<void>,
) {
  const all: AnalyticsScope = { kind: 'all' };
  const raw: AnalyticsScope = { kind: 'leads', condition: sql`leads.deleted_at IS NULL`, baseVisits: true };
  for (let i = 0; i < 3; i++) await admin(c.url); // warm-up
  const one = pct(await measure(requests, 1, () => admin(c.url)), 95);
  const ten = pct(await measure(requests * 2, 10, () => admin(c.url)), 95);
  const team = await manager(c.url).then(
    async () => pct(await measure(Math.max(10, requests / 4), 1, () => manager(c.url)), 95),
    () => NaN, // not a feature of the sales manager role
  );
  let rollup = NaN;
  let base = NaN;
  if (c.url !== '/campaigns') {
    rollup = pct(await measure(requests, 1, () => c.run(all).then(() => undefined)), 95);
    base = pct(await measure(Math.max(5, requests / 8), 1, () => c.run(raw).then(() => undefined)), 95);
  }
  const f = (x: number) => (Number.isNaN(x) ? '—' : `${x.toFixed(1)} ms`);
  const speedUp = Number.isNaN(base) ? '—' : `${(base / rollup).toFixed(0)}×`;
  return `| ${c.name} | ${f(one)} | ${f(ten)} | ${f(rollup)} | ${f(base)} | ${speedUp} | ${f(team)} |`;
}

await main();
