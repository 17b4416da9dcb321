/**
 * `npm run bench -- [--engine pg|pglite] [--leads N] [--requests N] [--count-requests N] [--reuse NAME]
 *   [--only TEXT] [--seed N] [--combos 5] [--pages 10000] [--seconds 10] [--skip-bulk] [--skip-paging] [--explain]
 *   [--throughput-only] [--workers 2]`
 * (`--explain` prints EXPLAIN (ANALYZE, BUFFERS) of each chosen scenario's rows statement and measures nothing;
 * `--throughput-only` runs issue 23's throughput figures alone: `bench-leads-throughput.ts`, in this process's
 * server and, on PostgreSQL, again in `src/server.ts` started with `--workers` processes, 0 to skip.)
 *
 * Seeds N demo leads into a database (PostgreSQL from DATABASE_URL: a uniquely named database dropped
 * afterwards, 1,000,000 leads by default, or `--reuse NAME` to keep and reuse it; or PGlite on disk, 200,000
 * by default), starts the real server on a loopback port and measures the leads list over HTTP (issue 13):
 * for every scenario the rows (`GET /api/leads`) with 1 and 10 clients, the count (`GET /api/leads/count`)
 * with 1 and 10 clients and how often it was exact, the very same rows statement run raw with 1 client
 * (the database floor), the page size (bytes raw and compressed) and the plan PostgreSQL chose (scans of
 * `leads` in `EXPLAIN (FORMAT JSON)`). Scenarios: each filter alone, keywords (rare and common: ~2 % and
 * ~5 % of leads), and `--combos` random combinations of 3–6 of the 16 filters drawn with `--seed` (printed).
 * Then the first page's throughput with 10 clients (autocannon, `--seconds` per run), sequential cursor paging from page 1 to `--pages`, and
 * bulk status changes. The load average (other jobs on the machine) is printed with the tables.
 *
 * This file is the entry point; the parts live next to it in `bench-leads-*.ts`: the scenarios (`-scenarios`,
 * `-combos`), the server and its users (`-server`), one scenario's measures (`-measure`, `-plan`), the load
 * runs (`-load`), the report (`-report`) and the shared helpers (`-lib`).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { runMigrations } from '../db/migrate.js';
import { seedLeads } from '../modules/leads/leads.seed.js';
import { startBenchClient } from './bench-leads-client.js';
import { comboScenarios } from './bench-leads-combos.js';
import { openBenchDatabase, seedBenchTeam } from './bench-leads-lib.js';
import { bulkStatusChanges, cursorPaging, firstPageThroughput } from './bench-leads-load.js';
import { measureScenario, type Row } from './bench-leads-measure.js';
import { reportLines } from './bench-leads-report.js';
import { commonKeywordScenarios, fixedScenarios } from './bench-leads-scenarios.js';
import { startBenchServer } from './bench-leads-server.js';
import { pageThroughput, spawnServer, throughputLines } from './bench-leads-throughput.js';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string' },
    leads: { type: 'string' },
    requests: { type: 'string', default: '100' },
    'count-requests': { type: 'string', default: '30' },
    reuse: { type: 'string' },
    only: { type: 'string' },
    seed: { type: 'string', default: '13' },
    combos: { type: 'string', default: '5' },
    pages: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    'skip-bulk': { type: 'boolean', default: false },
    'skip-paging': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    'throughput-only': { type: 'boolean', default: false },
    workers: { type: 'string', default: '2' },
  },
  allowPositionals: true,
});
const engine = (args.engine ?? (process.env.DATABASE_URL ? 'pg' : 'pglite')) as 'pg' | 'pglite';
const leadCount = Number(args.leads ?? (engine === 'pg' ? 1_000_000 : 200_000));
const requests = Number(args.requests);
const countRequests = Number(args['count-requests']);

type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>['database'];
type BenchTeam = Awaited<ReturnType<typeof seedBenchTeam>>;
type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/** Seeds demo leads until the database holds `leadCount`, printing progress and the time taken (s). */
async function seedToCount(database: BenchDatabase, team: BenchTeam): Promise<void> {
  const [{ n: have } = { n: 0 }] = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM leads',
  );
  if (have >= leadCount) return;
  const t0 = performance.now();
  await seedLeads(database, team, leadCount - have, (done) =>
    process.stderr.write(`\rseeding ${done}/${leadCount - have}`),
  );
  process.stderr.write(
    `\nseeded ${leadCount - have} leads in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`,
  );
}

/**
 * Issue 23's throughput lines: 10 and 50 clients on the first page beside /users/me, in this process and
 * (PostgreSQL `url`, `--workers` > 0) in `src/server.ts` with that many processes. None with `--explain`.
 */
async function throughputSection(server: BenchServer, url: string | undefined): Promise<string[]> {
  const { base, tokens, adminUser } = server;
  const seconds = Number(args.seconds);
  const since = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  const filteredQs = `STATUS=NEW&COUNTRIES=AE&FROM=${since}`;
  if (args.explain) args.workers = '0';
  const one = args.explain
    ? { rows: [], bytes: { raw: 0, wire: 0 } }
    : await pageThroughput(base, tokens.get(adminUser.id)!, seconds, filteredQs);
  const throughput = [
    ...throughputLines(`Throughput, ${engine}, ${leadCount} leads, one process (in the bench)`, one.rows),
    '',
    `First page bytes (no columns asked): ${one.bytes.raw} raw / ${one.bytes.wire} br. Filtered page: \`${filteredQs}\`.`,
  ];
  process.stderr.write(throughput.join('\n') + '\n');
  const workers = Number(args.workers);
  if (!url || workers <= 0) return throughput;
  const srv = await spawnServer(url, workers, adminUser.email);
  try {
    const many = await pageThroughput(srv.base, srv.authorization, seconds, filteredQs);
    const title = `Throughput, ${engine}, \`src/server.ts\` with WEB_CONCURRENCY=${workers}`;
    const lines = throughputLines(title, many.rows);
    process.stderr.write(lines.join('\n') + '\n');
    return [...throughput, ...lines];
  } finally {
    await srv.stop();
  }
}

/**
 * Measures every scenario (fixed, `--combos` seeded combinations, common keywords) matching `--only`;
 * answers the rows and `loadavg()` taken just before the first.
 */
async function measureScenarios(
  database: BenchDatabase,
  team: BenchTeam,
  server: BenchServer,
): Promise<{ results: Row[]; loadBefore: number[] }> {
  const { base, tokens, adminUser } = server;
  const { scenarios, phoneFragment } = await fixedScenarios(database, team);
  scenarios.push(
    ...(await comboScenarios(database, team, phoneFragment, Number(args.seed), Number(args.combos))),
  );
  scenarios.push(...(await commonKeywordScenarios(database)));
  const results: Row[] = [];
  const loadBefore = loadavg();
  const client = startBenchClient();
  const ctx = { database, base, tokens, requests, countRequests, explain: args.explain, client };
  try {
    for (const [name, params, , who = adminUser] of scenarios) {
      if (args.only && !name.includes(args.only)) continue;
      const row = await measureScenario(ctx, name, params, who);
      if (row) results.push(row);
    }
  } finally {
    client.stop();
  }
  return { results, loadBefore };
}

/**
 * Measures the scenarios and the load runs (first page throughput, cursor paging, bulk status changes),
 * closes the server and answers the report's lines; with `--explain`, prints the plans only (no lines).
 */
async function scenarioReport(
  database: BenchDatabase,
  team: BenchTeam,
  server: BenchServer,
  started: number,
) {
  const { app, base, tokens, adminUser } = server;
  const { results, loadBefore } = await measureScenarios(database, team, server);
  if (args.explain) {
    await app.close();
    return [];
  }
  const adminToken = tokens.get(adminUser.id)!;
  const { runs, fullBytes, leanBytes } = await firstPageThroughput(base, adminToken, Number(args.seconds));
  const pageTimes = args['skip-paging'] ? [] : await cursorPaging(base, adminToken, Number(args.pages));
  const rounds = args['skip-bulk'] ? 0 : 5;
  const { bulkApi, bulkRaw } = await bulkStatusChanges(database, base, adminToken, adminUser, rounds);
  await app.close();
  return reportLines({
    engine,
    leadCount,
    requests,
    countRequests,
    seed: args.seed,
    results,
    runs,
    fullBytes,
    leanBytes,
    pageTimes,
    bulkApi,
    bulkRaw,
    loadBefore,
    started,
  });
}

/** The benchmark run (see the file's head): seed, throughput, scenarios, load runs, report on stdout. */
async function main(): Promise<void> {
  const started = performance.now();
  const { database, cleanup, url } = await openBenchDatabase(engine, args.reuse);
  try {
    await runMigrations(database);
    const team = await seedBenchTeam(database);
    await seedToCount(database, team);
    // What autovacuum keeps in production (this machine's PostgreSQL runs with it off, conf.d/90-ci.conf):
    // the visibility map (without it every index-only scan fetches heap pages), fresh statistics, and
    // rollup and count tables without the dead rows of earlier runs' updates (their upserts slow down
    // with every dead version). Every run starts from that state, a reused database included.
    if (engine === 'pg') await database.query('VACUUM (ANALYZE)');
    const server = await startBenchServer(database, team);
    const throughput = await throughputSection(server, url);
    if (args['throughput-only']) {
      await server.app.close();
      console.log(throughput.join('\n'));
      return;
    }
    const lines = await scenarioReport(database, team, server, started);
    if (!args.explain) console.log([...lines, ...throughput].join('\n'));
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
