/**
 * `npm run bench:ledger -w apps/server -- [--duration 30] [--clients 20] [--accounts 10] [--leads 1000000]
 *   [--requests 40]`
 *
 * Funds ledger benchmark (issue 12), on PostgreSQL (DATABASE_URL: a server URL; a bench database is created
 * and dropped). The real server listens on a loopback port.
 * 1. Ledger: `--clients` clients post top-ups (`POST /api/accounts/funds`) and spend items
 *    (`POST /api/accounts/addItem`) to the same `--accounts` accounts for `--duration` seconds, each with a
 *    fresh Idempotency-Key, 5 % of them a retry of an earlier call (same key and body). Half the accounts
 *    have an overdraft limit of 50.00, half none; spend items are a bit larger on average than top-ups, so
 *    balances reach their limit and refusals (409) happen. Entries per second (2 per transaction) and
 *    latency p50/p95/p99. Then the checks: every stored balance = the sum of its entries
 *    (`ledger_mismatches()`), no balance below its limit, every transaction balanced, and each balance equals
 *    the opening top-up plus the amounts of the transactions the clients were answered 201 for.
 * 2. Statistics: 100 accounts with 2 campaigns each, `--leads` leads over 56 days on those campaigns (the
 *    analytics rollups), 4 top-ups and a daily spend item per account; `POST /api/accounts/accountsAnalytics`
 *    for all 100 accounts, last_four_weeks, `--requests` times with 1 and with 10 clients: p50/p95.
 * Prints markdown tables (docs/benchmarks.md).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { queryRows } from '../lib/sql.js';
import { accountsAnalytics, ledgerMismatches } from '../modules/accounts/index.js';
import { accountLeadTotals } from '../modules/analytics/index.js';
import { seedStats } from './bench-ledger-seed.js';
import { measure, openBenchDatabase, PASSWORD, pct, seedBenchTeam, seeded } from './bench-leads-lib.js';
import { benchArgs, benchConfig, listenLoopback, loadAverages } from './bench-app.js';

const args = benchArgs(
  { duration: 30, clients: 20, accounts: 10, leads: 1_000_000, requests: 40 },
  {
    // Keep (or reuse) the named bench database: the statistics seed is skipped when it is already there.
    reuse: { type: 'string' },
    'skip-ledger': { type: 'boolean', default: false },
  },
);
const durationMs = args.duration * 1000;
const { clients, accounts: accountCount, leads: leadTarget, requests } = args;
const OPENING = 100_00;

async function serve(database: Database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-bench-ledger-'));
  const app = await buildApp({ config: benchConfig(dataDir), database });
  const base = `${await listenLoopback(app)}/api`;
  const auth = await fetch(`${base}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin.1@bench.local', password: PASSWORD }),
  });
  const { token } = (await auth.json()) as { token: string };
  const post = async (url: string, body: unknown, key?: string) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(key && { 'idempotency-key': key }),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { app, post };
}

type Post = Awaited<ReturnType<typeof serve>>['post'];

async function ledgerRun(database: Database, post: Post) {
  const { ids, expected } = await openAccounts(post);
  const rand = seeded(12);
  const latencies: number[] = [];
  const tally = { created: 0, replayed: 0, refused: 0, other: 0 };
  const sent: Call[] = [];
  const start = performance.now();
  const deadline = start + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const call = nextCall(rand, ids, sent);
        const t0 = performance.now();
        const res = await post(call.url, call.body, call.key);
        latencies.push(performance.now() - t0);
        if (res.status === 201) {
          tally.created++;
          const tx = res.body.transaction as { accountId: string; amount: number };
          expected.set(tx.accountId, expected.get(tx.accountId)! + tx.amount);
        } else if (res.status === 200) tally.replayed++;
        else if (res.status === 409) tally.refused++;
        else tally.other++;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, latencies, tally, ...(await ledgerChecks(database, expected)) };
}

type Call = { url: string; body: unknown; key: string };

/** `accountCount` accounts (every other one with an overdraft limit), each funded with `OPENING`. */
async function openAccounts(post: Post) {
  const ids: string[] = [];
  const expected = new Map<string, number>();
  for (let i = 0; i < accountCount; i++) {
    const created = await post('/accounts', {
      stageName: `Bench Ledger ${i} ${randomUUID().slice(0, 6)}`,
      overdraftLimit: i % 2 ? 50_00 : 0,
    });
    const id = (created.body.account as { id: string }).id;
    await post('/accounts/funds', { accountId: id, funds: OPENING }, randomUUID());
    ids.push(id);
    expected.set(id, OPENING);
  }
  return { ids, expected };
}

/** 5 % retries of an earlier call (same key), else a new spend item (55 %) or funding on a random account. */
function nextCall(rand: () => number, ids: readonly string[], sent: Call[]): Call {
  if (sent.length > 20 && rand() < 0.05) return sent[Math.floor(rand() * sent.length)]!;
  const accountId = ids[Math.floor(rand() * ids.length)]!;
  const amount = 1 + Math.floor(rand() * 20_00);
  const call =
    rand() < 0.55
      ? {
          url: '/accounts/addItem',
          body: { accountId, amount, date: '2026-03-01', description: 'Bench spend' },
          key: randomUUID(),
        }
      : { url: '/accounts/funds', body: { accountId, funds: amount }, key: randomUUID() };
  sent.push(call);
  return call;
}

/** The ledger's invariants after the run, each a count that must be 0 (and the smallest headroom). */
async function ledgerChecks(database: Database, expected: Map<string, number>) {
  const { db } = database;
  const mismatches = await ledgerMismatches(db);
  const [below] = await queryRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM account_balances WHERE balance < -overdraft_limit`,
  );
  const [unbalanced] = await queryRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY 1 HAVING sum(amount) <> 0) x`,
  );
  const balances = await queryRows<{ account_id: string; balance: unknown; overdraft_limit: unknown }>(
    db,
    sql`SELECT account_id, balance, overdraft_limit FROM account_balances`,
  );
  const tallyMismatch = balances.filter(
    (b) => expected.has(b.account_id) && Number(b.balance) !== expected.get(b.account_id),
  ).length;
  const minHeadroom = Math.min(...balances.map((b) => Number(b.balance) + Number(b.overdraft_limit)));
  return {
    mismatches: mismatches.length,
    below: Number(below!.n),
    unbalanced: Number(unbalanced!.n),
    tallyMismatch,
    minHeadroom,
  };
}

function printLedger(r: Awaited<ReturnType<typeof ledgerRun>>) {
  const rate = (r.tally.created * 2) / r.seconds;
  console.log(
    `\n${clients} clients, ${accountCount} accounts, ${(durationMs / 1000).toFixed(0)} s on PostgreSQL\n`,
  );
  console.log(
    '| created (201) | retries (200) | refused (409) | other | entries/s | p50 ms | p95 ms | p99 ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${r.tally.created} | ${r.tally.replayed} | ${r.tally.refused} | ${r.tally.other} | ${rate.toFixed(0)} | ${pct(r.latencies, 50).toFixed(1)} | ${pct(r.latencies, 95).toFixed(1)} | ${pct(r.latencies, 99).toFixed(1)} |`,
  );
  console.log(
    `\nchecks: balances ≠ entries ${r.mismatches}; below limit ${r.below}; unbalanced transactions ${r.unbalanced}; ` +
      `balances ≠ client tally ${r.tallyMismatch}; smallest headroom above the limit ${r.minHeadroom} minor units`,
  );
}

async function main() {
  const { database, cleanup } = await openBenchDatabase('pg', args.reuse);
  try {
    await runMigrations(database);
    await seedBenchTeam(database);
    const { app, post } = await serve(database);
    try {
      console.log(`load average before: ${loadAverages()}`);
      const r = args['skip-ledger'] ? undefined : await ledgerRun(database, post);
      if (r) printLedger(r);
      await statsRun(database, post);
      console.log(`\nload average after: ${loadAverages()}`);
    } finally {
      await app.close();
    }
  } finally {
    await cleanup();
  }
}

/** Account statistics over `leadTarget` leads: HTTP p50/p95 with 1 and 10 clients, and in-process. */
async function statsRun(database: Database, post: Post) {
  const t0 = performance.now();
  const ids = await seedStats(database, leadTarget);
  console.error(`stats seed ${Math.round((performance.now() - t0) / 1000)} s`);
  const body = { ids, quickTimeFilter: 'last_four_weeks' };
  let checked = false;
  const once = async () => {
    const res = await post('/accounts/accountsAnalytics', body);
    if (res.status !== 200) throw new Error(`accountsAnalytics ${res.status}`);
    if (!checked) {
      checked = true;
      const first = (res.body.accounts as Array<{ leads: number; spend: number }>)[0]!;
      console.error(`first account: ${JSON.stringify(first).slice(0, 200)}`);
    }
  };
  await once();
  const one = await measure(requests, 1, once);
  const ten = await measure(requests, 10, once);
  console.log(
    `\nAccount statistics: ${ids.length} accounts, ${leadTarget} leads, last_four_weeks, over HTTP\n`,
  );
  console.log('| clients | requests | p50 ms | p95 ms |');
  console.log('|---|---|---|---|');
  console.log(`| 1 | ${requests} | ${pct(one, 50).toFixed(1)} | ${pct(one, 95).toFixed(1)} |`);
  console.log(`| 10 | ${requests} | ${pct(ten, 50).toFixed(1)} | ${pct(ten, 95).toFixed(1)} |`);
  // The same figures in-process (no HTTP, no JSON): the whole service, and its lead totals alone.
  const input = { ids, quickTimeFilter: 'last_four_weeks' as const };
  const service = await measure(requests, 1, async () => {
    await accountsAnalytics(database.db, input, 'UTC', accountLeadTotals);
  });
  const totalsOnly = await measure(requests, 1, async () => {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    await accountLeadTotals(database.db, ids, day(Date.now() - 27 * 86_400_000), day(Date.now()));
  });
  console.log(
    `| in-process service | ${requests} | ${pct(service, 50).toFixed(1)} | ${pct(service, 95).toFixed(1)} |`,
  );
  console.log(
    `| in-process lead totals only | ${requests} | ${pct(totalsOnly, 50).toFixed(1)} | ${pct(totalsOnly, 95).toFixed(1)} |`,
  );
}

await main();
