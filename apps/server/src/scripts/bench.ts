/**
 * `npm run bench -- [--engine pg|pglite] [--leads N] [--requests N] [--count-requests N] [--reuse NAME]
 *   [--only TEXT] [--seed N] [--combos 5] [--pages 10000] [--skip-bulk] [--skip-paging] [--explain]`
 * (`--explain` prints EXPLAIN (ANALYZE, BUFFERS) of each chosen scenario's rows statement and measures nothing.)
 *
 * Seeds N demo leads into a database (PostgreSQL from DATABASE_URL: a uniquely named database dropped
 * afterwards, 1,000,000 leads by default, or `--reuse NAME` to keep and reuse it; or PGlite on disk, 200,000
 * by default), starts the real server on a loopback port and measures the leads list over HTTP (issue 13):
 * for every scenario the rows (`GET /api/leads`) with 1 and 10 clients, the count (`GET /api/leads/count`)
 * with 1 and 10 clients and how often it was exact, the very same rows statement run raw with 1 client
 * (the database floor), the page size (bytes raw and compressed) and the plan PostgreSQL chose (scans of
 * `leads` in `EXPLAIN (FORMAT JSON)`). Scenarios: each filter alone, keywords (rare and common: ~2 % and
 * ~5 % of leads), and `--combos` random combinations of 3–6 of the 16 filters drawn with `--seed` (printed).
 * Then the first page's throughput with 10 clients, sequential cursor paging from page 1 to `--pages`, and
 * bulk status changes. The load average (other jobs on the machine) is printed with the tables.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import {
  DEPOSIT_AMOUNT_OPTIONS,
  DEPOSIT_COUNT_OPTIONS,
  featuresFor,
  LEAD_FILTERS,
  LEAD_STATUSES,
  LeadListQuerySchema,
  type LeadCountResponse,
  type LeadListResponse,
} from '@leadhouse/domain';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { LEAD_SEARCH_EXPR, type UserRow } from '../db/schema/index.js';
import { applyChange, leadScope, listQueries, listScope } from '../modules/leads/index.js';
import { seedLeads } from '../modules/leads/leads.seed.js';
import { queryRows } from '../modules/leads/leads.sql.js';
import type { Actor } from '../plugins/auth.js';
import {
  fetchRetry,
  measure,
  openBenchDatabase,
  PASSWORD,
  pct,
  planScans,
  seedBenchTeam,
  seeded,
} from './bench-leads-lib.js';

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
    'skip-bulk': { type: 'boolean', default: false },
    'skip-paging': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const engine = (args.engine ?? (process.env.DATABASE_URL ? 'pg' : 'pglite')) as 'pg' | 'pglite';
const leadCount = Number(args.leads ?? (engine === 'pg' ? 1_000_000 : 200_000));
const requests = Number(args.requests);
const countRequests = Number(args['count-requests']);

/** Raw and compressed (brotli, as a browser asks) size of one answer, in bytes. */
function pageBytes(url: string, authorization: string): Promise<{ raw: number; wire: number }> {
  const get = (encoding: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(url, { headers: { authorization, 'accept-encoding': encoding } }, (res) => {
        let n = 0;
        res.on('data', (chunk: Buffer) => (n += chunk.length));
        res.on('end', () => resolve(n));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  return Promise.all([get('identity'), get('br, gzip')]).then(([raw, wire]) => ({ raw, wire }));
}

interface Row {
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

async function main(): Promise<void> {
  const started = performance.now();
  const { database, cleanup } = await openBenchDatabase(engine, args.reuse);
  try {
    await runMigrations(database);
    const team = await seedBenchTeam(database);
    const [{ n: have } = { n: 0 }] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM leads',
    );
    if (have < leadCount) {
      const t0 = performance.now();
      await seedLeads(database, team, leadCount - have, (done) =>
        process.stderr.write(`\rseeding ${done}/${leadCount - have}`),
      );
      // The visibility map: without it every index-only scan fetches heap pages (autovacuum would, later).
      if (engine === 'pg') await database.query('VACUUM (ANALYZE) leads');
      process.stderr.write(
        `\nseeded ${leadCount - have} leads in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`,
      );
    }
    const config: Config = {
      port: 0,
      host: '127.0.0.1',
      dataDir: tmpdir(),
      databaseUrl: undefined,
      jwtSecret: randomBytes(32).toString('hex'),
      adminEmail: undefined,
      adminPassword: undefined,
      smtpUrl: undefined,
      logLevel: 'silent',
      publicUrl: 'http://127.0.0.1',
      webDist: path.join(tmpdir(), 'no-web'),
    };
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const signIn = async (email: string) => {
      const res = await fetch(`${base}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password: PASSWORD }),
      });
      return `Bearer ${((await res.json()) as { token: string }).token}`;
    };
    const adminUser = team.find((u) => u.role === 'admin')!;
    const salesUser = team.find((u) => u.role === 'sales')!;
    const actorOf = (u: UserRow): Actor => ({
      id: u.id,
      role: u.role,
      features: featuresFor(u.role, null),
      user: u,
    });
    const tokens = new Map([
      [adminUser.id, await signIn(adminUser.email)],
      [salesUser.id, await signIn(salesUser.email)],
    ]);

    const pool = (await database.query<{ id: string }>('SELECT id FROM pools ORDER BY name LIMIT 1'))[0]!.id;
    const affiliate = team.find((u) => u.role === 'affiliate')!.id;
    const sample = (
      await database.query<{ last_name: string; email: string; phone_number: string }>(
        'SELECT last_name, email, phone_number FROM leads WHERE deleted_at IS NULL ORDER BY internal_id LIMIT 1 OFFSET 777',
      )
    )[0]!;
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const emailFragment = sample.email.split('@')[0]!.slice(-8);
    const phoneFragment = sample.phone_number.replace('-', '').slice(-7);

    const scenarios: Array<[string, Record<string, string>, number, UserRow?]> = [
      ['first page, default sort', {}, 25],
      ['first page as a sales user (scope)', {}, 25, salesUser],
      ['STATUS=FOLLOW_UP', { STATUS: 'FOLLOW_UP' }, 25],
      ['FUNNEL=Whale', { FUNNEL: 'Whale' }, 25],
      ['FROM (last 90 days)', { FROM: day(90) }, 25],
      ['TO (older than 300 days)', { TO: day(300) }, 25],
      ['CAMPAIGNS=Gold-Webinar', { CAMPAIGNS: 'Gold-Webinar' }, 25],
      ['COUNTRIES=KW', { COUNTRIES: 'KW' }, 25],
      ['SOURCE=tiktok', { SOURCE: 'tiktok' }, 25],
      ['POOL', { POOL: pool }, 25],
      ['EMPLOYEE', { EMPLOYEE: salesUser.id }, 25],
      ['AFFILIATE', { AFFILIATE: affiliate }, 25],
      ['LAST_COMMENT_FROM (30 days)', { LAST_COMMENT_FROM: day(30) }, 25],
      ['LAST_COMMENT_TO (200 days ago)', { LAST_COMMENT_TO: day(200) }, 25],
      ['PHONE_NUMBER fragment', { PHONE_NUMBER: phoneFragment }, 25],
      ['NUMBER_OF_DEPOSITS=4+', { NUMBER_OF_DEPOSITS: '4+' }, 25],
      ['AMOUNT_OF_DEPOSITS=10K+', { AMOUNT_OF_DEPOSITS: '10K+' }, 25],
      ['QUICK_FILTER=UNASSIGNED', { QUICK_FILTER: 'UNASSIGNED' }, 25],
      [
        'five filters combined',
        {
          STATUS: 'NEW,FOLLOW_UP',
          COUNTRIES: 'SA,AE',
          SOURCE: 'google,facebook',
          FROM: day(180),
          CAMPAIGNS: 'Gold-Webinar,Riyadh-Search,CRM',
        },
        25,
      ],
      ['keyword: name', { keywords: sample.last_name }, 30],
      ['keyword: email fragment', { keywords: emailFragment }, 30],
      ['keyword: phone fragment', { keywords: phoneFragment }, 30],
    ];

    // Random combinations of 3-6 of the 16 filters, seeded (printed with the results).
    const random = seeded(Number(args.seed));
    const pick = <T>(xs: readonly T[], n = 1) => {
      const pool = [...xs];
      const out: T[] = [];
      while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
      return out;
    };
    const facetValues = async (facet: string) =>
      (
        await database.query<{ value: string }>(
          `SELECT value FROM lead_facet_counts WHERE facet = $1 AND value IS NOT NULL GROUP BY value
           ORDER BY sum(n) DESC LIMIT 12`,
          [facet],
        )
      ).map((r) => r.value);
    const campaignNames = await facetValues('campaign');
    const countries = await facetValues('country');
    const platforms = await facetValues('platform');
    const funnels = await facetValues('funnel');
    const sales = team.filter((u) => u.role === 'sales');
    const affiliates = team.filter((u) => u.role === 'affiliate');
    const poolIds = (await database.query<{ id: string }>('SELECT id FROM pools')).map((r) => r.id);
    const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    const makers: Record<keyof typeof LEAD_FILTERS, () => string> = {
      STATUS: () => pick(LEAD_STATUSES, between(1, 2)).join(','),
      FUNNEL: () => pick(funnels, between(1, 2)).join(','),
      FROM: () => day(between(30, 300)),
      TO: () => day(between(0, 29)),
      CAMPAIGNS: () => pick(campaignNames, between(1, 3)).join(','),
      COUNTRIES: () => pick(countries, between(1, 2)).join(','),
      SOURCE: () => pick(platforms, between(1, 2)).join(','),
      AD_GROUP: () => `ag-${between(1, 40)}`,
      POOL: () => pick(poolIds)[0]!,
      EMPLOYEE: () =>
        pick(sales, between(1, 2))
          .map((u) => u.id)
          .join(','),
      AFFILIATE: () => pick(affiliates)[0]!.id,
      LAST_COMMENT_FROM: () => day(between(30, 200)),
      LAST_COMMENT_TO: () => day(between(0, 29)),
      PHONE_NUMBER: () => phoneFragment,
      NUMBER_OF_DEPOSITS: () => pick(DEPOSIT_COUNT_OPTIONS)[0]!,
      AMOUNT_OF_DEPOSITS: () => pick(DEPOSIT_AMOUNT_OPTIONS)[0]!,
      INTEGRATION: () => pick(LEAD_FILTERS.INTEGRATION.values)[0]!,
      DELIVERED: () => pick(LEAD_FILTERS.DELIVERED.values)[0]!,
      QUICK_FILTER: () => pick(LEAD_FILTERS.QUICK_FILTER.values)[0]!,
    };
    for (let i = 1; i <= Number(args.combos); i++) {
      const keys = pick(Object.keys(makers) as (keyof typeof makers)[], between(3, 6));
      const params = Object.fromEntries(keys.map((k) => [k, makers[k]()]));
      scenarios.push([`combo ${i}: ${keys.join(' + ')}`, params, 25]);
      process.stderr.write(`combo ${i}: ${new URLSearchParams(params).toString()}\n`);
    }
    // Common keywords: about 2 % and 5 % of the leads (share printed).
    for (const [word, share] of [
      ['ali', '2%'],
      ['ann', '5%'],
    ] as const) {
      const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM leads WHERE deleted_at IS NULL AND ${LEAD_SEARCH_EXPR} LIKE ${`%${word}%`}`,
      );
      scenarios.push([`keyword: common ~${share} ("${word}", ${n} leads)`, { keywords: word }, 25]);
    }

    const results: Row[] = [];
    const loadBefore = loadavg();
    for (const [name, params, , who = adminUser] of scenarios) {
      if (args.only && !name.includes(args.only)) continue;
      const qs = new URLSearchParams(params);
      const headers = { authorization: tokens.get(who.id)! };
      let exactAnswers = 0;
      let countAnswers = 0;
      let inline = false;
      const get = async (pathName: string) => {
        const res = await fetchRetry(`${base}${pathName}?${qs}`, { headers });
        if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} ${await res.text()}`);
        return res.json();
      };
      const rowsCall = async () => {
        inline = ((await get('/api/leads')) as LeadListResponse).count !== null;
      };
      const countCall = async () => {
        const c = (await get('/api/leads/count')) as LeadCountResponse;
        countAnswers++;
        if (c.exact) exactAnswers++;
      };
      const q = LeadListQuerySchema.parse(params);
      const built = listQueries(
        database.db,
        await listScope(database.db, actorOf(who), false),
        q,
        q.page,
        q.limit,
      );
      const text = built.page.toSQL();
      const raw = async () => {
        await database.query(text.sql, text.params as unknown[]);
      };
      const [explained] = await database.query<Record<string, unknown>>(
        `EXPLAIN (FORMAT JSON) ${text.sql}`,
        text.params as unknown[],
      );
      const doc = Object.values(explained!)[0];
      const parsed = (typeof doc === 'string' ? JSON.parse(doc) : doc) as Array<{ Plan: unknown }>;
      const plan = planScans(parsed[0]!.Plan).join(' + ');
      if (args.explain) {
        const lines = await database.query<Record<string, string>>(
          `EXPLAIN (ANALYZE, BUFFERS) ${text.sql}`,
          text.params as unknown[],
        );
        console.log(`\n## ${name}\n` + lines.map((r) => Object.values(r)[0]).join('\n'));
        continue;
      }
      await measure(10, 1, rowsCall); // warm-up
      await measure(10, 1, raw);
      const rows1 = await measure(requests, 1, rowsCall);
      const raw1 = await measure(requests, 1, raw);
      const rows10 = await measure(requests, 10, rowsCall);
      const count1 = await measure(countRequests, 1, countCall);
      const count10 = await measure(countRequests, 10, countCall);
      const bytes = await pageBytes(`${base}/api/leads?${qs}`, headers.authorization);
      const row: Row = {
        name,
        rows1,
        rows10,
        raw1,
        count1,
        count10,
        exactShare: countAnswers ? exactAnswers / countAnswers : 0,
        inline,
        bytes,
        plan,
      };
      results.push(row);
      process.stderr.write(
        `${name}: rows p95 1c ${pct(rows1, 95).toFixed(1)} 10c ${pct(rows10, 95).toFixed(1)} ms, SQL p95 ` +
          `${pct(raw1, 95).toFixed(1)}, count p95 1c ${pct(count1, 95).toFixed(1)} 10c ` +
          `${pct(count10, 95).toFixed(1)} ms (exact ${(row.exactShare * 100).toFixed(0)} %), ${plan}\n`,
      );
    }

    if (args.explain) {
      await app.close();
      return;
    }
    // First page with 10 clients: requests per second (issue 13 compares it with Directus: 253 req/s).
    const firstUrl = `${base}/api/leads`;
    const firstHeaders = { authorization: tokens.get(adminUser.id)! };
    const firstCall = async () => {
      const res = await fetchRetry(firstUrl, { headers: firstHeaders });
      await res.arrayBuffer();
    };
    await measure(50, 10, firstCall);
    const t0 = performance.now();
    const firstTimes = await measure(requests * 5, 10, firstCall);
    const throughput = (requests * 5) / ((performance.now() - t0) / 1000);
    const leanQs = `columns=firstName,lastName,email,phoneNumber,country,status,funnel,campaign,platform,assignedTo,depositCount,createdAt`;
    const fullBytes = await pageBytes(firstUrl, firstHeaders.authorization);
    const leanBytes = await pageBytes(`${firstUrl}?${leanQs}`, firstHeaders.authorization);

    // Sequential paging with the cursor, from page 1 to --pages.
    const pageTimes: number[] = [];
    if (!args['skip-paging']) {
      let cursor: string | null = null;
      for (let p = 1; p <= Number(args.pages); p++) {
        const t1 = performance.now();
        const res = await fetchRetry(`${firstUrl}?page=${p}${cursor ? `&cursor=${cursor}` : ''}&${leanQs}`, {
          headers: firstHeaders,
        });
        const body = (await res.json()) as LeadListResponse;
        pageTimes.push(performance.now() - t1);
        if (res.status !== 200 || !body.nextCursor) break;
        cursor = body.nextCursor;
        if (p % 1000 === 0) process.stderr.write(`cursor paging: page ${p}\n`);
      }
    }

    // Bulk status change of 10,000 leads spread over the table, one request at a time.
    const bulkIds = async (k: number) =>
      (
        await database.query<{ id: string }>(
          `SELECT id FROM leads WHERE deleted_at IS NULL AND internal_id % 97 = $1 ORDER BY internal_id LIMIT 10000`,
          [k],
        )
      ).map((r) => r.id);
    const rounds = args['skip-bulk'] ? 0 : 5;
    const bulkApi: number[] = [];
    const bulkRaw: number[] = [];
    const adminScope = await leadScope(database.db, actorOf(adminUser));
    for (let i = 0; i < rounds; i++) {
      const ids = await bulkIds(i);
      const t0 = performance.now();
      const res = await fetchRetry(`${base}/api/leads/bulkStatus`, {
        method: 'POST',
        headers: { authorization: tokens.get(adminUser.id)!, 'content-type': 'application/json' },
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
    await app.close();

    const f = (x: number) => x.toFixed(1);
    const p95 = (xs: number[]) => pct(xs, 95);
    const lines = [
      `Engine: ${engine === 'pg' ? 'PostgreSQL' : 'PGlite'}, ${leadCount.toLocaleString('en-US')} leads, ` +
        `${requests} row requests and ${countRequests} count requests per client setting; seed ${args.seed}.`,
      '',
      '| scenario | rows p95 1 client | rows p95 10 clients | SQL p95 1 client | rows/SQL (p95, 1 client) | count inline | count p95 1 client | count p95 10 clients | count exact | page bytes raw / br | plan (scans of leads) |',
      '|---|---:|---:|---:|---:|:---:|---:|---:|---:|---:|---|',
      ...results.map(
        (r) =>
          `| ${r.name} | ${f(p95(r.rows1))} | ${f(p95(r.rows10))} | ${f(p95(r.raw1))} | ${(p95(r.rows1) / p95(r.raw1)).toFixed(2)} | ` +
          `${r.inline ? 'yes' : 'no'} | ${f(p95(r.count1))} | ${f(p95(r.count10))} | ${(r.exactShare * 100).toFixed(0)} % | ` +
          `${r.bytes.raw} / ${r.bytes.wire} | ${r.plan} |`,
      ),
      '',
      `First page, 10 clients: ${throughput.toFixed(0)} requests/s (median ${f(pct(firstTimes, 50))} ms, p95 ${f(
        p95(firstTimes),
      )} ms). Page bytes (raw / br): every column ${fullBytes.raw} / ${fullBytes.wire}; the default grid columns ${leanBytes.raw} / ${leanBytes.wire}.`,
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
    console.log(lines.join('\n'));
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
