/**
 * One scenario of the leads benchmark (`bench.ts`): the rows (`GET /api/leads`) with 1 and 10 clients, from
 * the client process (`bench-leads-client.ts`, so the client's HTTP work is not the server's), the count
 * (`GET /api/leads/count`) with 1 and 10 clients from this process and how often it was exact, the very
 * same rows statement run raw with 1 client (the database floor), the page size and the plan PostgreSQL chose.
 */
import { LeadListQuerySchema, type LeadCountResponse } from '@leadhouse/domain';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { listQueries, listScope } from '../modules/leads/index.js';
import { fetchRetry, measure, pct } from './bench-leads-lib.js';
import { explainAnalyze, planSummary } from './bench-leads-plan.js';
import type { BenchClient } from './bench-leads-client.js';
import { actorOf, pageBytes } from './bench-leads-server.js';

/** The measures of one scenario (durations in ms; one row of the report). */
export interface Row {
  name: string;
  rows1: number[];
  rows10: number[];
  raw1: number[];
  count1: number[];
  count10: number[];
  exactShare: number;
  inline: boolean;
  bytes: { raw: number; wire: number };
  plan: string;
}

/** What every scenario is measured against: the database, the server and the request counts. */
export interface MeasureContext {
  database: Database;
  base: string;
  tokens: Map<string, string>;
  requests: number;
  countRequests: number;
  /** Print `EXPLAIN (ANALYZE, BUFFERS)` of the rows statement instead of measuring. */
  explain: boolean;
  /** The request client in its own process, for the rows. */
  client: BenchClient;
}

/**
 * The scenario's count call as `who`: `countCall` (GET /api/leads/count, tallies exact answers); `seen` holds what they noted. Throws on any
 * answer other than 200 (with its status and body).
 */
function apiCalls(ctx: MeasureContext, name: string, qs: URLSearchParams, authorization: string) {
  const seen = { inline: false, exactAnswers: 0, countAnswers: 0 };
  const get = async (pathName: string) => {
    const res = await fetchRetry(`${ctx.base}${pathName}?${qs}`, { headers: { authorization } });
    if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  };
  const countCall = async () => {
    const c = (await get('/api/leads/count')) as LeadCountResponse;
    seen.countAnswers++;
    if (c.exact) seen.exactAnswers++;
  };
  return { seen, countCall };
}

/** The rows statement (SQL text and parameters) the list builds for `params` as `who`. */
async function rowsStatement(database: Database, params: Record<string, string>, who: UserRow) {
  const q = LeadListQuerySchema.parse(params);
  const scope = await listScope(database.db, actorOf(who), false);
  return listQueries(database.db, scope, q, q.page, q.limit).page.toSQL();
}

/** Prints one row's p95s (ms), exact-count share (%) and plan to stderr. */
function printRow(row: Row): void {
  const { name, rows1, rows10, raw1, count1, count10, plan } = row;
  process.stderr.write(
    `${name}: rows p95 1c ${pct(rows1, 95).toFixed(1)} 10c ${pct(rows10, 95).toFixed(1)} ms, SQL p95 ` +
      `${pct(raw1, 95).toFixed(1)}, count p95 1c ${pct(count1, 95).toFixed(1)} 10c ` +
      `${pct(count10, 95).toFixed(1)} ms (exact ${(row.exactShare * 100).toFixed(0)} %), ${plan}\n`,
  );
}

/**
 * Measures one scenario as user `who` and prints its p95s to stderr; with `explain`, prints the plan of
 * its rows statement to stdout instead and returns undefined.
 */
export async function measureScenario(
  ctx: MeasureContext,
  name: string,
  params: Record<string, string>,
  who: UserRow,
): Promise<Row | undefined> {
  const { database, base, tokens, requests, countRequests } = ctx;
  const qs = new URLSearchParams(params);
  const authorization = tokens.get(who.id)!;
  const { seen, countCall } = apiCalls(ctx, name, qs, authorization);
  const text = await rowsStatement(database, params, who);
  const raw = async () => {
    await database.query(text.sql, text.params);
  };
  const plan = await planSummary(database, text);
  if (ctx.explain) {
    const lines = await explainAnalyze(database, text);
    console.log(`\n## ${name}\n` + lines.join('\n'));
    return undefined;
  }
  const rowsUrl = `${base}/api/leads?${qs}`;
  await ctx.client.measure(rowsUrl, authorization, 10, 1); // warm-up
  await measure(10, 1, raw);
  const first = await ctx.client.measure(rowsUrl, authorization, requests, 1);
  const rows1 = first.times;
  seen.inline = first.inline;
  const raw1 = await measure(requests, 1, raw);
  const rows10 = (await ctx.client.measure(rowsUrl, authorization, requests, 10)).times;
  const count1 = await measure(countRequests, 1, countCall);
  const count10 = await measure(countRequests, 10, countCall);
  const bytes = await pageBytes(`${base}/api/leads?${qs}`, authorization);
  const exactShare = seen.countAnswers ? seen.exactAnswers / seen.countAnswers : 0;
  const row: Row = {
    name,
    rows1,
    rows10,
    raw1,
    count1,
    count10,
    exactShare,
    inline: seen.inline,
    bytes,
    plan,
  };
  printRow(row);
  return row;
}
