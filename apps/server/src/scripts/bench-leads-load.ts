/**
 * The load runs of the leads benchmark (`bench.ts`), after the scenarios: the first page's throughput with
 * 10 clients, sequential cursor paging, and bulk status changes of 10,000 leads (over HTTP and raw).
 */
import type { SQL } from 'drizzle-orm';
import type { LeadListResponse } from '@leadhouse/domain';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { applyChange, leadScope } from '../modules/leads/index.js';
import { fetchRetry, measure } from './bench-leads-lib.js';
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

/**
 * First page with 10 clients: requests per second (issue 13 compares it with Directus: 253 req/s), over
 * `requests * 5` requests after 50 warm-up ones; also the page bytes with every column and the lean columns.
 */
export async function firstPageThroughput(base: string, authorization: string, requests: number) {
  const firstUrl = `${base}/api/leads`;
  const firstHeaders = { authorization };
  const firstCall = async () => {
    const res = await fetchRetry(firstUrl, { headers: firstHeaders });
    await res.arrayBuffer();
  };
  await measure(50, 10, firstCall);
  const t0 = performance.now();
  const firstTimes = await measure(requests * 5, 10, firstCall);
  const throughput = (requests * 5) / ((performance.now() - t0) / 1000);
  const fullBytes = await pageBytes(firstUrl, firstHeaders.authorization);
  const leanBytes = await pageBytes(`${firstUrl}?${LEAN_QS}`, firstHeaders.authorization);
  return { throughput, firstTimes, fullBytes, leanBytes };
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
