/**
 * `npm run bench:live -w apps/server -- [--streams 500] [--rounds 20] [--leads 20000] [--requests 300]`
 *
 * Live updates benchmark (issue 21), PostgreSQL (`DATABASE_URL`; a fresh database, dropped afterwards): a
 * real server process (`src/server.ts`) with `--streams` connected event streams, one per sales user, held
 * by this process (so the server's memory is its own). Reports:
 * - event-to-client latency p50/p95/max of notifications fanned out to every stream (`--rounds` rounds:
 *   one transaction inserts one notification per user, as `notify` does; measured from before the
 *   transaction to each frame's arrival);
 * - memory per stream: the server's RSS after connecting minus before, divided by the streams;
 * - the leads list (`GET /api/leads`, an admin, page 1) p50/p95 over `--requests` sequential requests
 *   without streams and with them connected.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { openDatabase } from '../db/client.js';
import { insertNotifications } from '../modules/notifications/notifications.repository.js';
import {
  eventsOf,
  openStream,
  type TestStream,
} from '../modules/notifications/notifications.test-helpers.js';
import { adminQuery, signInOver, startServerProcess } from '../test/server-process.js';
import { benchArgs } from './bench-app.js';
import { scratchPg } from './bench-scratch.js';

const args = benchArgs({ streams: 500, rounds: 20, leads: 20000, requests: 300 });
const { streams: STREAMS, rounds: ROUNDS } = args;
const PASSWORD = 'Bench-Live-Pass-1';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
const rssKiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `n` sequential `GET /api/leads` of page 1 as `headers`; their durations in ms. */
async function listTimes(base: string, headers: Record<string, string>, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/leads?page=1&limit=25`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`list: ${res.status}`);
    out.push(performance.now() - t0);
  }
  return out;
}

async function seed(url: string): Promise<void> {
  const h = await hash(PASSWORD, { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 });
  await adminQuery(
    `INSERT INTO users (name, email, username, role, active, password_hash)
     SELECT 'Agent ' || g, 'agent' || g || '@bench.test', 'agent' || g || '@bench.test', 'sales', true, '${h}'
     FROM generate_series(1, ${STREAMS}) g`,
    url,
  );
  await adminQuery(
    `INSERT INTO leads (first_name, last_name, email, phone_number, country, campaign, assigned_to)
     SELECT 'Bench', 'Lead' || g, 'live' || g || '@bench.test', '44-77' || lpad(g::text, 8, '0'), 'GB', 'CRM',
       (SELECT id FROM users WHERE email = 'agent' || (1 + g % ${STREAMS}) || '@bench.test')
     FROM generate_series(1, ${args.leads}) g`,
    url,
  );
  await adminQuery('ANALYZE', url);
}

/**
 * A session token as the server signs it (HS256, `sub`, `tv` 0, one hour), made here: signing in 500 users
 * over HTTP would meet the sign-in rate limit.
 */
function tokenFor(secret: string, userId: string): { authorization: string } {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: userId, tv: 0, iat: now, exp: now + 3600 })}`;
  const signature = createHmac('sha256', secret).update(body).digest('base64url');
  return { authorization: `Bearer ${body}.${signature}` };
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('bench:live needs DATABASE_URL (PostgreSQL)');
  const scratch = await scratchPg('lh_bench_live', process.env.DATABASE_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-bench-live-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const server = await startServerProcess({ databaseUrl: scratch.url, jwtSecret, dataDir });
  const streams: TestStream[] = [];
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir, poolSize: 2 });
  try {
    await seed(scratch.url);
    const admin = await signInOver(server.url);
    const users = await adminQuery<{ id: string; email: string }>(
      `SELECT id, email FROM users WHERE role = 'sales' ORDER BY email`,
      scratch.url,
    );
    const headers = users.map((u) => tokenFor(jwtSecret, u.id));
    await listTimes(server.url, admin, 30); // warm-up
    const listBefore = await listTimes(server.url, admin, args.requests);
    await settle(1_000);
    const rssBefore = rssKiB(server.child.pid!);
    for (const h of headers) streams.push(await openStream(server.url, h));
    while (streams.some((s) => eventsOf(s, 'ready').length === 0)) await settle(50);
    await settle(2_000);
    const rssAfter = rssKiB(server.child.pid!);
    const latencies = await fanOuts(database, users, streams);
    const listWith = await listTimes(server.url, admin, args.requests);
    const lines = [
      `live updates, PostgreSQL, ${STREAMS} streams on one process, ${args.leads} leads (load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
      `  event-to-client latency, ${ROUNDS} fan-outs to every stream (${latencies.length} events): ${fmt(latencies)}`,
      `  server RSS ${Math.round(rssBefore / 1024)} MiB -> ${Math.round(rssAfter / 1024)} MiB: ${((rssAfter - rssBefore) / STREAMS).toFixed(1)} KiB per stream`,
      `  leads list (admin, page 1), ${args.requests} sequential requests without streams: ${fmt(listBefore)}`,
      `  leads list with ${STREAMS} streams connected: ${fmt(listWith)}`,
    ];
    process.stdout.write(lines.join('\n') + '\n');
  } finally {
    for (const s of streams) s.close();
    await database.close();
    await server.stop();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `ROUNDS` fan-outs of one notification to every user (one transaction each); waits for each round to
 * reach every stream. Answers each event's latency (ms from the insert's start to its arrival).
 */
async function fanOuts(
  database: Awaited<ReturnType<typeof openDatabase>>,
  users: readonly { id: string }[],
  streams: readonly TestStream[],
): Promise<number[]> {
  const latencies: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const t0 = performance.now();
    await database.db.transaction((tx) =>
      insertNotifications(
        tx,
        users.map((u) => u.id),
        {
          kind: 'lead.assigned',
          subject: 'lead',
          subjectId: randomBytes(8).toString('hex'),
          data: { count: 1 },
        },
      ),
    );
    while (streams.some((s) => eventsOf(s, 'notification').length < round)) await settle(2);
    for (const s of streams) latencies.push(eventsOf(s, 'notification')[round - 1]!.at - t0);
  }
  return latencies;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
