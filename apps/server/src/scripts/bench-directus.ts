/**
 * `npm run bench:directus -- [--from lh_bench_1m] [--db directus_bench] [--reuse] [--seconds 10]
 *   [--dir /tmp/lh-directus]` (PostgreSQL, `DATABASE_URL` a server URL)
 *
 * Issue 23's peer run: the leads list of Directus 11.3.5 measured as `bench.ts --throughput-only` measures
 * Leadhouse's, on the very same rows. Directus is installed on demand into `--dir`, outside the repository
 * (`npm install directus@11.3.5` when missing; never a dependency of Leadhouse), bootstrapped on its own
 * database `--db` and started as a child process on a loopback port with no response cache
 * (`CACHE_ENABLED=false`: every request reaches the database, as every Leadhouse request does), no
 * telemetry and no pressure limiter (bench-directus-setup.ts `startDirectus`). A `leads` collection is
 * created through its API with the plain scalar fields of the grid's default columns and filled with the
 * live leads of the Leadhouse bench database `--from` by psql's COPY; it gets the index of the default sort
 * (`created_at DESC`), as Leadhouse has one for its default order, then `VACUUM (ANALYZE)`.
 *
 * Measured, `--seconds` s per autocannon run (a child process, bench-leads-load.ts) after a 3 s warm-up,
 * uncompressed (`accept-encoding: identity`): `GET /users/me` with 10 clients (the framework's floor), the
 * first page (`/items/leads?limit=40&sort=-created_at&fields=…`) with 10, 50 and 1 client (the 1-client p50
 * is the first page's median), then the filtered page with its exact count in one request
 * (`meta=filter_count`: status NEW, country AE, created in the last 60 days), one client, the median of 40
 * after 5 warm-ups. Printed: the table (`throughputLines`, the load average beside each row), the first
 * page's bytes, then one JSON line of the figures. Directus is stopped at the end (SIGTERM, then SIGKILL);
 * its database is dropped unless `--reuse` (which also keeps and reuses one already holding the rows).
 * Loopback only: Directus's update check (its bin) is skipped and its telemetry is off; the one outbound
 * request is the `npm install`.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { benchArgs } from './bench-app.js';
import { fetchRetry, measure, pct } from './bench-leads-lib.js';
import { autocannon, type LoadRun } from './bench-leads-load.js';
import { pageBytes } from './bench-leads-server.js';
import { throughputLines, type ThroughputRow } from './bench-leads-throughput.js';
import {
  DIRECTUS_VERSION,
  LEAD_FIELDS,
  dropDatabase,
  fillLeads,
  installDirectus,
  prepareDatabase,
  query,
  startDirectus,
  type DirectusServer,
} from './bench-directus-setup.js';

const args = benchArgs(
  { seconds: 10 },
  {
    from: { type: 'string', default: 'lh_bench_1m' },
    db: { type: 'string', default: 'directus_bench' },
    reuse: { type: 'boolean', default: false },
    dir: { type: 'string', default: '/tmp/lh-directus' },
  },
);

const load1 = () => loadavg()[0]!;
const row = (r: LoadRun): ThroughputRow => ({ ...r, load: load1() });

/** The figures of one run: the table rows (req/s, ms), the first page's bytes, the filter's exact count. */
export interface DirectusFigures {
  rows: ThroughputRow[];
  bytes: { raw: number; wire: number };
  filterCount: number;
}

/**
 * Measures Directus at `base` (`authorization` the admin's bearer header): `seconds` s per autocannon run
 * after a 3 s warm-up, then the filtered page with `meta=filter_count` (`filteredQs`), one client, 5
 * warm-ups and the median of 40 (ms). Fails when the first page is not 40 rows.
 */
export async function directusThroughput(
  base: string,
  authorization: string,
  seconds: number,
  filteredQs: string,
): Promise<DirectusFigures> {
  const fields = LEAD_FIELDS.map(([f]) => f).join(',');
  const page = `${base}/items/leads?limit=40&sort=-created_at&fields=${fields}`;
  const headers = { authorization, 'accept-encoding': 'identity' };
  const getJson = async (url: string) => {
    const res = await fetchRetry(url, { headers });
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
    return (await res.json()) as { data: unknown[]; meta?: { filter_count?: number } };
  };
  const first = await getJson(page);
  if (first.data.length !== 40) throw new Error(`first page: ${first.data.length} rows, not 40`);
  await autocannon('warm-up', page, headers, 3);
  const rows: ThroughputRow[] = [
    row(await autocannon('GET /users/me, 10 clients', `${base}/users/me`, headers, seconds)),
    row(await autocannon('first page, 10 clients', page, headers, seconds, 10)),
    row(await autocannon('first page, 50 clients', page, headers, seconds, 50)),
    row(await autocannon('first page, 1 client', page, headers, seconds, 1)),
  ];
  const filtered = `${base}/items/leads?${filteredQs}&fields=${fields}`;
  let filterCount = -1;
  const once = async () => {
    filterCount = (await getJson(filtered)).meta?.filter_count ?? -1;
  };
  await measure(5, 1, once);
  const times = await measure(40, 1, once);
  rows.push({ label: 'filtered page + exact count, 1 client', p50: pct(times, 50), load: load1() });
  return { rows, bytes: await pageBytes(page, authorization), filterCount };
}

/** Prints the peer run's table (markdown) and one JSON line of its figures to stdout. */
function printResults(
  r: Awaited<ReturnType<typeof directusThroughput>>,
  leads: number,
  seconds: number,
  filteredQs: string,
): void {
  const lines = [
    ...throughputLines(`Throughput, Directus ${DIRECTUS_VERSION}, pg, ${leads} leads, one process`, r.rows),
    '',
    `First page bytes (\`fields\` = the ${LEAD_FIELDS.length} mirrored fields): ${r.bytes.raw} raw / ` +
      `${r.bytes.wire} asked with br, gzip. Filtered page: \`${filteredQs}\` (filter_count ${r.filterCount}).`,
  ];
  console.log(lines.join('\n'));
  const [usersMe, page10, page50, page1, filtered] = r.rows;
  console.log(
    JSON.stringify({
      bench: 'directus',
      version: DIRECTUS_VERSION,
      leads,
      seconds,
      usersMe10: { rps: usersMe?.requestsPerSecond, p50: usersMe?.p50, p97_5: usersMe?.p97_5 },
      firstPage10: { rps: page10?.requestsPerSecond, p50: page10?.p50, p97_5: page10?.p97_5 },
      firstPage50: { rps: page50?.requestsPerSecond, p50: page50?.p50, p97_5: page50?.p97_5 },
      firstPageMedianMs: page1?.p50,
      filteredPageExactCountMedianMs: filtered?.p50,
      non2xx: r.rows.reduce((s, x) => s + (x.non2xx ?? 0), 0),
      firstPageBytes: r.bytes,
      filterCount: r.filterCount,
      load: r.rows.map((x) => x.load),
    }),
  );
}

/** The peer run (see the file's head): install, database, Directus, rows, figures, clean-up. */
async function main(): Promise<void> {
  const seconds = args.seconds;
  const dir = path.resolve(args.dir);
  const [{ n: leads } = { n: 0 }] = await query<{ n: number }>(
    args.from,
    'SELECT count(*)::int AS n FROM leads WHERE deleted_at IS NULL',
  );
  if (leads === 0) throw new Error(`${args.from} holds no live leads`);
  const entry = await installDirectus(dir);
  const reused = await prepareDatabase(args.db, leads, args.reuse);
  let server: DirectusServer | undefined;
  try {
    server = await startDirectus(entry, dir, args.db);
    if (reused) process.stderr.write(`reusing ${args.db} (${leads} leads)\n`);
    else {
      const ms = await fillLeads(server, args.from, args.db);
      process.stderr.write(`copied ${leads} leads from ${args.from} in ${(ms / 1000).toFixed(1)} s\n`);
    }
    await query(args.db, 'VACUUM (ANALYZE) leads');
    // The same filter as bench.ts's filtered page (STATUS=NEW&COUNTRIES=AE&FROM=<60 days ago>).
    const since = `${new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;
    const filteredQs =
      `filter[status][_eq]=NEW&filter[country][_eq]=AE&filter[created_at][_gte]=${since}` +
      `&limit=40&sort=-created_at&meta=filter_count`;
    const [{ n: expected } = { n: -1 }] = await query<{ n: number }>(
      args.from,
      `SELECT count(*)::int AS n FROM leads
        WHERE deleted_at IS NULL AND status = 'NEW' AND country = 'AE' AND created_at >= $1`,
      [since],
    );
    const r = await directusThroughput(server.base, server.authorization, seconds, filteredQs);
    if (r.filterCount !== expected) {
      throw new Error(
        `filter_count ${r.filterCount}, but ${args.from} counts ${expected}` +
          (reused ? ': the reused copy is older than its source; run again without --reuse' : ''),
      );
    }
    printResults(r, leads, seconds, filteredQs);
  } finally {
    await server?.stop();
    if (!args.reuse) await dropDatabase(args.db);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
