/**
 * `npm run bench -- [--engine pg|pglite] [--leads N] [--requests N] [--concurrency 10] [--reuse NAME]`
 *
 * Seeds N demo leads into a fresh database (PostgreSQL from DATABASE_URL: a uniquely named database that is
 * dropped afterwards, 1,000,000 leads by default; or PGlite on disk, 200,000 by default), starts the real
 * server on a loopback port and measures the leads API over HTTP with `concurrency` clients, next to the
 * very same SQL run raw through the same driver (the database floor). Prints a markdown table.
 * `--reuse NAME` (PostgreSQL) keeps and reuses database NAME, seeding only when it has fewer leads.
 * `--only TEXT` runs just the scenarios whose name contains TEXT; `--skip-bulk` leaves out the bulk rounds;
 * `--explain` prints EXPLAIN (ANALYZE, BUFFERS) of each scenario's statement instead of measuring it.
 * The load average (other jobs on the machine) is printed before and after, next to the table.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { featuresFor, LeadListQuerySchema, type Role } from '@leadhouse/domain';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { poolMembers, pools, users, type UserRow } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { applyChange, leadScope, listQueries, listScope } from '../modules/leads/index.js';
import { seedLeads } from '../modules/leads/leads.seed.js';
import { queryRows } from '../modules/leads/leads.sql.js';
import type { Actor } from '../plugins/auth.js';

const PASSWORD = 'Bench-Pass-2026';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string' },
    leads: { type: 'string' },
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '10' },
    reuse: { type: 'string' },
    only: { type: 'string' },
    'skip-bulk': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const engine = (args.engine ?? (process.env.DATABASE_URL ? 'pg' : 'pglite')) as 'pg' | 'pglite';
const leadCount = Number(args.leads ?? (engine === 'pg' ? 1_000_000 : 200_000));
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);

/** A small team: admin, a manager with 8 sales users in two pools, 3 affiliates, 1 integration. */
async function seedBenchTeam(database: Database): Promise<UserRow[]> {
  const { db } = database;
  const passwordHash = await hashPassword(PASSWORD);
  const plan: Array<[Role, number]> = [
    ['admin', 1],
    ['sales_manager', 1],
    ['sales', 8],
    ['affiliate', 3],
    ['integration', 1],
  ];
  for (const [role, n] of plan) {
    for (let i = 1; i <= n; i++) {
      const email = `${role.replace(/_/g, '-')}.${i}@bench.local`;
      await db
        .insert(users)
        .values({ name: `${role} ${i}`, email, username: email, role, active: true, passwordHash })
        .onConflictDoNothing();
    }
  }
  const team = await db.select().from(users);
  const manager = team.find((u) => u.role === 'sales_manager')!;
  const sales = team.filter((u) => u.role === 'sales');
  await database.query(`UPDATE users SET manager_id = $1 WHERE role = 'sales'`, [manager.id]);
  for (const [name, members] of [
    ['Bench A', sales.slice(0, 4)],
    ['Bench B', sales.slice(4)],
  ] as const) {
    await db.insert(pools).values({ name }).onConflictDoNothing();
    const [pool] = await queryRows<{ id: string }>(db, sql`SELECT id FROM pools WHERE name = ${name}`);
    await db
      .insert(poolMembers)
      .values(members.map((m) => ({ poolId: pool!.id, userId: m.id })))
      .onConflictDoNothing();
  }
  return db.select().from(users);
}

async function openBenchDatabase(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (engine === 'pg') {
    const base = process.env.DATABASE_URL;
    if (!base) throw new Error('--engine pg needs DATABASE_URL (a server URL; a bench database is created)');
    const name = args.reuse ?? `lh_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = '/' + name;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir(), poolSize: 20 });
    return {
      database,
      cleanup: async () => {
        await database.close();
        if (args.reuse) return;
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-bench-'));
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    cleanup: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `fetch`, retried once when the socket was reset before any answer: the server closes keep-alive sockets
 * idle for 5 s (e.g. while the raw-SQL half of a slow scenario runs) and the client may race that close.
 */
async function fetchRetry(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw err;
    return fetch(url, init);
  }
}

/** Runs `n` calls of `fn` with `c` in flight; returns each call's duration in ms. */
async function measure(n: number, c: number, fn: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: c }, async () => {
      while (next < n) {
        const i = next++;
        const t0 = performance.now();
        await fn(i);
        times.push(performance.now() - t0);
      }
    }),
  );
  return times;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

interface Row {
  name: string;
  api: number[];
  raw: number[];
  goal: number;
}

async function main(): Promise<void> {
  const started = performance.now();
  const { database, cleanup } = await openBenchDatabase();
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
      ['page 10,000', { page: '10000' }, 100],
    ];

    const results: Row[] = [];
    const loadBefore = loadavg();
    for (const [name, params, goal, who = adminUser] of scenarios) {
      if (args.only && !name.includes(args.only)) continue;
      const url = `${base}/api/leads?${new URLSearchParams(params)}`;
      const headers = { authorization: tokens.get(who.id)! };
      const call = async () => {
        const res = await fetchRetry(url, { headers });
        if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      };
      const q = LeadListQuerySchema.parse(params);
      const built = listQueries(
        database.db,
        await listScope(database.db, actorOf(who), false),
        q,
        q.page,
        q.limit,
      );
      // The API runs one statement per page (rows + exact count + new-leads count): so does the floor.
      const text = built.page.toSQL();
      const raw = async () => {
        await database.query(text.sql, text.params as unknown[]);
      };
      if (args.explain) {
        const plan = await database.query<Record<string, string>>(
          `EXPLAIN (ANALYZE, BUFFERS) ${text.sql}`,
          text.params as unknown[],
        );
        console.log(`\n## ${name}\n` + plan.map((r) => Object.values(r)[0]).join('\n'));
        continue;
      }
      await measure(Math.min(20, requests), concurrency, call); // warm-up
      await measure(Math.min(20, requests), concurrency, raw);
      const api = await measure(requests, concurrency, call);
      const rawTimes = await measure(requests, concurrency, raw);
      results.push({ name, api, raw: rawTimes, goal });
      process.stderr.write(
        `${name}: API median ${pct(api, 50).toFixed(1)} p95 ${pct(api, 95).toFixed(1)} ms, ` +
          `SQL median ${pct(rawTimes, 50).toFixed(1)} p95 ${pct(rawTimes, 95).toFixed(1)} ms\n`,
      );
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
    if (rounds > 0)
      results.push({
        name: 'bulk status change, 10,000 leads (sequential)',
        api: bulkApi,
        raw: bulkRaw,
        goal: 1000,
      });
    await app.close();

    const f = (x: number) => x.toFixed(1);
    const lines = [
      `Engine: ${engine === 'pg' ? 'PostgreSQL' : 'PGlite'}, ${leadCount.toLocaleString('en-US')} leads, ` +
        `${requests} requests per row, ${concurrency} concurrent clients (bulk: ${rounds} sequential rounds).`,
      '',
      '| scenario | API median ms | API p95 ms | SQL median ms | SQL p95 ms | API/SQL (p95) | goal p95 ms | met |',
      '|---|---:|---:|---:|---:|---:|---:|:---:|',
      ...results.map((r) => {
        const p95 = pct(r.api, 95);
        return `| ${r.name} | ${f(pct(r.api, 50))} | ${f(p95)} | ${f(pct(r.raw, 50))} | ${f(pct(r.raw, 95))} | ${(
          p95 / pct(r.raw, 95)
        ).toFixed(2)} | ${r.goal} | ${p95 <= r.goal ? 'yes' : 'no'} |`;
      }),
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
