/**
 * The report of the leads benchmark (`bench.ts`): a markdown table of the scenarios, then the first page's
 * throughput, cursor paging, bulk changes, the load average and the total run time.
 */
import { loadavg } from 'node:os';
import { pct } from './bench-leads-lib.js';
import type { LoadRun } from './bench-leads-load.js';
import type { Row } from './bench-leads-measure.js';

/** Everything the report prints (durations in ms). */
export interface ReportInput {
  engine: 'pg' | 'pglite';
  leadCount: number;
  requests: number;
  countRequests: number;
  seed: string | undefined;
  results: Row[];
  /** The first page's autocannon runs (10 clients). */
  runs: LoadRun[];
  fullBytes: { raw: number; wire: number };
  leanBytes: { raw: number; wire: number };
  pageTimes: number[];
  bulkApi: number[];
  bulkRaw: number[];
  /** `loadavg()` before the scenarios; the one after is read when the report is built. */
  loadBefore: number[];
  /** `performance.now()` at the start of the run. */
  started: number;
}

/** The report's lines (markdown). */
export function reportLines(r: ReportInput): string[] {
  const { engine, leadCount, requests, countRequests, results, runs } = r;
  const { fullBytes, leanBytes, pageTimes, bulkApi, bulkRaw, loadBefore, started } = r;
  const f = (x: number) => x.toFixed(1);
  const p95 = (xs: number[]) => pct(xs, 95);
  return [
    `Engine: ${engine === 'pg' ? 'PostgreSQL' : 'PGlite'}, ${leadCount.toLocaleString('en-US')} leads, ` +
      `${requests} row requests and ${countRequests} count requests per client setting; seed ${r.seed}.`,
    '',
    '| scenario | rows p95 1 client (client process) | rows p95 10 clients (client process) | SQL p95 1 client | rows/SQL (p95, 1 client) | count inline | count p95 1 client | count p95 10 clients | count exact | page bytes raw / br | plan (scans of leads) |',
    '|---|---:|---:|---:|---:|:---:|---:|---:|---:|---:|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${f(p95(r.rows1))} | ${f(p95(r.rows10))} | ${f(p95(r.raw1))} | ${(p95(r.rows1) / p95(r.raw1)).toFixed(2)} | ` +
        `${r.inline ? 'yes' : 'no'} | ${f(p95(r.count1))} | ${f(p95(r.count10))} | ${(r.exactShare * 100).toFixed(0)} % | ` +
        `${r.bytes.raw} / ${r.bytes.wire} | ${r.plan} |`,
    ),
    '',
    ...runs.map(
      (x) =>
        `First page, 10 clients (autocannon), ${x.label}: ${x.requestsPerSecond.toFixed(0)} requests/s ` +
        `(p50 ${f(x.p50)} ms, p97.5 ${f(x.p97_5)} ms, p99 ${f(x.p99)} ms${x.non2xx ? `, ${x.non2xx} non-2xx` : ''}).`,
    ),
    `Page bytes (raw / br): every column ${fullBytes.raw} / ${fullBytes.wire}; the default grid columns ${leanBytes.raw} / ${leanBytes.wire}.`,
    pageTimes.length
      ? `Cursor paging, 1 client, pages 1-${pageTimes.length}: median ${f(pct(pageTimes, 50))} ms, p95 ${f(
          p95(pageTimes),
        )} ms, max ${f(Math.max(...pageTimes))} ms, last page ${f(pageTimes.at(-1)!)} ms.`
      : 'Cursor paging skipped.',
    bulkApi.length
      ? `Bulk status change of 10,000 leads (sequential): API median ${f(pct(bulkApi, 50))} ms, p95 ${f(p95(bulkApi))} ms; raw median ${f(pct(bulkRaw, 50))} ms.`
      : 'Bulk skipped.',
    '',
    `Load average (1/5/15 min) before the scenarios ${loadBefore.map((x) => x.toFixed(2)).join(' / ')}, ` +
      `after ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' / ')}. Total run time ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  ];
}
