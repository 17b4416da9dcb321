/**
 * The load runs of the leads benchmark (`bench.ts`), after the scenarios: the first page's throughput with
 * 10 clients, sequential cursor paging, and bulk status changes of 10,000 leads (over HTTP and raw).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import type { SQL } from 'drizzle-orm';
import type { LeadListResponse } from '@leadhouse/domain';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { applyChange, leadScope } from '../modules/leads/index.js';
import { fetchRetry } from './bench-leads-lib.js';
import { actorOf, pageBytes } from './bench-leads-server.js';

/** The tables a lead write upserts into by trigger (count tables, migrations 0004-0011; analytics rollups). */
const ROLLUP_AND_COUNT_TABLES = [
  'lead_counts',
  'lead_facet_counts',
  'lead_hour_counts',
  'lead_daily_totals',
  'lead_daily_ad_groups',
  'lead_daily_campaigns',
  'lead_daily_mix',
  'lead_daily_sources',
];

/** The query string of the default grid columns (lean pages). */
const LEAN_QS = `columns=firstName,lastName,email,phoneNumber,country,status,funnel,campaign,platform,assignedTo,depositCount,createdAt`;

/** One autocannon run: requests per second (mean) and latency percentiles in ms. */
export interface LoadRun {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
}

/**
 * `connections` clients asking `url` for `seconds` s, from autocannon in a child process: the load
 * generator must not share the server's event loop (an in-process client spent the server's CPU on its own
 * HTTP and brotli decoding, and halved what was measured). Issue 13 compared Directus the same way.
 */
export function autocannon(
  label: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 10,
): Promise<LoadRun> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = [bin, '-j', '-c', String(connections), '-d', String(seconds)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (err, stdout) => {
      if (err) return reject(err);
      const out = JSON.parse(stdout) as {
        requests: { average: number };
        latency: { p50: number; p97_5: number; p99: number };
        non2xx: number;
      };
      resolve({
        label,
        requestsPerSecond: out.requests.average,
        p50: out.latency.p50,
        p97_5: out.latency.p97_5,
        p99: out.latency.p99,
        non2xx: out.non2xx,
      });
    });
  });
}

/**
 * First page with 10 clients (issue 13 compares it with Directus: 253 req/s), `seconds` s each after a
 * 3 s warm-up: every column uncompressed (what a load tool asks by default), every column and the default
 * grid columns as a browser asks (`accept-encoding: br, gzip`); also the page bytes of both column sets.
 */
export async function firstPageThroughput(base: string, authorization: string, seconds: number) {
  const firstUrl = `${base}/api/leads`;
  const browser = { authorization, 'accept-encoding': 'br, gzip' };
  await autocannon('warm-up', firstUrl, { authorization }, 3);
  const runs = [
    await autocannon('every column, uncompressed', firstUrl, { authorization }, seconds),
    await autocannon('every column, br', firstUrl, browser, seconds),
    await autocannon('default grid columns, br', `${firstUrl}?${LEAN_QS}`, browser, seconds),
  ];
  const fullBytes = await pageBytes(firstUrl, authorization);
  const leanBytes = await pageBytes(`${firstUrl}?${LEAN_QS}`, authorization);
  return { runs, fullBytes, leanBytes };
}

/** Sequential paging with the cursor (lean columns), from page 1 to `pages`; each page's duration in ms. */
export async function cursorPaging(base: string, authorization: string, pages: number): Promise<number[]> {
  const firstUrl = `${base}/api/leads`;
  const pageTimes: number[] = [];
  let cursor: string | null = null;
  for (let p = 1; p <= pages; p++) {
    const t1 = performance.now();
    const res = await fetchRetry(`${firstUrl}?page=${p}${cursor ? `&cursor=${cursor}` : ''}&${LEAN_QS}`, {
      headers: { authorization },
    });
    const body = (await res.json()) as LeadListResponse;
    pageTimes.push(performance.now() - t1);
    if (res.status !== 200 || !body.nextCursor) break;
    cursor = body.nextCursor;
    if (p % 1000 === 0) process.stderr.write(`cursor paging: page ${p}\n`);
  }
  return pageTimes;
}

/**
 * Bulk status change of 10,000 leads spread over the table, one request at a time, `rounds` times: over
 * HTTP (`bulkApi`) and the same change applied raw in a transaction to other leads (`bulkRaw`), in ms.
 */
export async function bulkStatusChanges(
  database: Database,
  base: string,
  authorization: string,
  adminUser: UserRow,
  rounds: number,
): Promise<{ bulkApi: number[]; bulkRaw: number[] }> {
  const bulkIds = async (k: number) =>
    (
      await database.query<{ id: string }>(
        `SELECT id FROM leads WHERE deleted_at IS NULL AND internal_id % 97 = $1 ORDER BY internal_id LIMIT 10000`,
        [k],
      )
    ).map((r) => r.id);
  const bulkApi: number[] = [];
  const bulkRaw: number[] = [];
  const adminScope = await leadScope(database.db, actorOf(adminUser));
  // A working day first: one-lead status changes on many pooled connections. Trigger plans are cached per
  // session from their first call, so this is the state a bulk change meets in production (migration 0029).
  const singles = await bulkIds(96);
  await Promise.all(
    singles.slice(0, 40).map((id, k) =>
      fetchRetry(`${base}/api/leads/bulkStatus`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ leads: [id], status: k % 2 ? 'ACTIVE' : 'FOLLOW_UP' }),
      }).then((r) => r.arrayBuffer()),
    ),
  );
  for (let i = 0; i < rounds; i++) {
    // Autovacuum's part between changes (off on this machine; see bench.ts): the rollup and count tables
    // each bulk change updates, vacuumed as their autovacuum settings (migration 0023) would.
    if (database.pool) await database.query(`VACUUM ${ROLLUP_AND_COUNT_TABLES.join(', ')}`);
    const ids = await bulkIds(i);
    const t0 = performance.now();
    const res = await fetchRetry(`${base}/api/leads/bulkStatus`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ leads: ids, status: i % 2 ? 'ACTIVE' : 'FOLLOW_UP' }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`bulk: HTTP ${res.status}`);
    bulkApi.push(performance.now() - t0);
    const rawIds = await bulkIds(i + 50);
    const t1 = performance.now();
    await database.db.transaction(async (tx) => {
      await applyChange(
        tx,
        adminScope as SQL,
        rawIds,
        { status: i % 2 ? 'ACTIVE' : 'FOLLOW_UP' },
        adminUser.id,
      );
    });
    bulkRaw.push(performance.now() - t1);
  }
  return { bulkApi, bulkRaw };
}
