/**
 * Helpers of the leads benchmark (`bench.ts`): the bench team, the bench database (PostgreSQL from
 * DATABASE_URL, kept with `reuse`; or PGlite in a temp folder), closed-loop measurement and percentiles.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Role } from '@leadhouse/domain';
import { openDatabase, type Database } from '../db/client.js';
import { poolMembers, pools, users, type UserRow } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { queryRows } from '../modules/leads/leads.sql.js';

export const PASSWORD = 'Bench-Pass-2026';

/** A small team: admin, a manager with 8 sales users in two pools, 3 affiliates, 1 integration. */
export async function seedBenchTeam(database: Database): Promise<UserRow[]> {
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

export async function openBenchDatabase(
  engine: 'pg' | 'pglite',
  reuse: string | undefined,
): Promise<{ database: Database; cleanup: () => Promise<void>; url?: string }> {
  if (engine === 'pg') {
    const base = process.env.DATABASE_URL;
    if (!base) throw new Error('--engine pg needs DATABASE_URL (a server URL; a bench database is created)');
    const name = reuse ?? `lh_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
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
      url: url.toString(),
      cleanup: async () => {
        await database.close();
        if (reuse) return;
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
export async function fetchRetry(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw err;
    return fetch(url, init);
  }
}

/** Runs `n` calls of `fn` with `c` in flight; returns each call's duration in ms. */
export async function measure(n: number, c: number, fn: (i: number) => Promise<void>): Promise<number[]> {
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

/** The `p`th percentile (nearest rank) of `xs`. */
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

/** A small seeded PRNG (mulberry32): the random filter combinations are the same for the same seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The node types of an `EXPLAIN (FORMAT JSON)` plan that read `leads` (e.g. "Index Scan Backward leads_created_idx"). */
export function planScans(plan: unknown): string[] {
  const out: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    const rel = node['Relation Name'];
    if (
      rel === 'leads' ||
      rel === 'lead_counts' ||
      rel === 'lead_facet_counts' ||
      rel === 'lead_hour_counts'
    ) {
      const dir = node['Scan Direction'] === 'Backward' ? ' Backward' : '';
      const index = node['Index Name'] ? ` ${String(node['Index Name'])}` : '';
      out.push(`${String(node['Node Type'])}${dir}${index}${rel === 'leads' ? '' : ` (${String(rel)})`}`);
    }
    for (const child of (node['Plans'] as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(plan as Record<string, unknown>);
  return [...new Set(out)];
}

/**
 * Polls `url` every `intervalMs` until it answers 2xx. @throws Error `${what} did not start` after `ms`, or
 * as soon as `exited()` says the process serving it is gone.
 */
export async function waitUntilUp(
  url: string,
  what: string,
  exited: () => boolean,
  ms: number,
  intervalMs = 300,
): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline || exited()) throw new Error(`${what} did not start`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
