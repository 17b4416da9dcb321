/**
 * `npm run bench:intake -w apps/server -- [--duration 30] [--affiliates 10] [--engines pg,pglite]`
 *
 * Lead intake benchmark (issue 10): on each engine (a uniquely named PostgreSQL database from DATABASE_URL,
 * dropped afterwards; PGlite on disk in a temp folder), with every migration (lead indexes, count-table
 * triggers), the real server listens on a loopback port and `--affiliates` clients, each with its own API
 * key, post new leads (`POST /api/intake/leads`, one request at a time per client, with an origin and a
 * gclid) for `--duration` seconds: accepted leads per second and latency p50/p95/p99. Before it, the same
 * clients call `GET /api/health` for the same time (the HTTP floor: server and clients share this process's
 * CPU). Then the database floor: the
 * same number of concurrent workers run a plain single-row `INSERT INTO leads` of the same kind of rows
 * (no HTTP, no key check, no duplicate check, no attribution) through the same driver for the same time.
 * Prints a markdown table.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { apiKeys, users } from '../db/schema/index.js';
import { hashApiKey, newApiKey } from '../modules/api-keys/index.js';
import { benchConfig, listenLoopback, loadAverages } from './bench-app.js';
import { scratchPg } from './bench-scratch.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    affiliates: { type: 'string', default: '10' },
    engines: { type: 'string' },
  },
});
const durationMs = Number(args.duration) * 1000;
const clients = Number(args.affiliates);
const engines = (args.engines ?? (process.env.DATABASE_URL ? 'pg,pglite' : 'pglite')).split(',') as (
  'pg' | 'pglite'
)[];
const work = mkdtempSync(path.join(tmpdir(), 'lh-bench-intake-'));

interface Run {
  accepted: number;
  failed: number;
  latencies: number[];
  seconds: number;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/** Runs `workers` loops of `step` until the deadline; each step's duration is a latency sample. */
async function drive(workers: number, step: (worker: number, i: number) => Promise<boolean>): Promise<Run> {
  const latencies: number[] = [];
  let accepted = 0;
  let failed = 0;
  const start = performance.now();
  const deadline = start + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t0 = performance.now();
        const ok = await step(w, i);
        latencies.push(performance.now() - t0);
        if (ok) accepted++;
        else failed++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { accepted, failed, latencies, seconds: (performance.now() - start) / 1000 };
}

let phoneSeq = Math.floor(Math.random() * 1e6) * 1000;
/** A new lead's fields (unique phone and email). */
function leadFields(w: number, i: number) {
  phoneSeq += 1;
  const n = phoneSeq;
  return {
    firstName: 'Layla',
    lastName: `Haddad${w}`,
    phoneNumber: '5' + String(n).padStart(9, '0'),
    email: `bench.${n}.${w}.${i}@example.com`,
    country: 'SA',
    campaign: `Bench-${w % 3}`,
    uri: `https://land.example.com/offer?gclid=Cj0KCQiA${n}`,
    gclid: `Cj0KCQiA${n}`,
    campaignid: '1234567890',
    adgroupid: String(9_000 + (n % 20)),
    platform: 'google',
    ip: '203.0.113.7',
  };
}

async function openEngine(engine: 'pg' | 'pglite') {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(work, 'pglite-'));
    const database = await openDatabase({ dataDir });
    await runMigrations(database);
    return { database, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const scratch = await scratchPg('lh_bench_intake');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: work, poolSize: 10 });
  await runMigrations(database);
  const dataDir = mkdtempSync(path.join(work, 'data-'));
  return {
    database,
    dataDir,
    drop: scratch.drop,
  };
}

/** `clients` affiliates with one API key each. */
async function affiliates(database: Database): Promise<Array<{ id: string; key: string }>> {
  const out = [];
  for (let i = 0; i < clients; i++) {
    const tag = randomBytes(4).toString('hex');
    const [user] = await database.db
      .insert(users)
      .values({
        name: `Bench Affiliate ${i}`,
        email: `aff.${tag}@bench.local`,
        username: `aff.${tag}@bench.local`,
        role: 'affiliate',
        active: true,
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    const key = newApiKey();
    await database.db.insert(apiKeys).values({
      userId: user!.id,
      name: 'bench',
      hint: key.slice(0, 11),
      keyHash: hashApiKey(key),
    });
    out.push({ id: user!.id, key });
  }
  return out;
}

async function intakeRun(database: Database, dataDir: string): Promise<[Run, Run]> {
  const config = benchConfig(dataDir, { intakeRatePerMinute: 1_000_000 });
  const app = await buildApp({ config, database });
  const url = `${await listenLoopback(app)}/api/intake/leads`;
  const keys = await affiliates(database);
  try {
    // The HTTP floor: the same clients on the smallest route (GET /api/health, one SELECT).
    const health = await drive(clients, async () => {
      const res = await fetch(url.replace('/intake/leads', '/health'));
      await res.arrayBuffer();
      return res.status === 200;
    });
    return [
      health,
      await drive(clients, async (w, i) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${keys[w]!.key}`, 'content-type': 'application/json' },
          body: JSON.stringify(leadFields(w, i)),
        });
        await res.arrayBuffer();
        return res.status === 201;
      }),
    ];
  } finally {
    await app.close();
  }
}

async function floorRun(database: Database): Promise<Run> {
  const keys = await affiliates(database);
  return drive(clients, async (w, i) => {
    const f = leadFields(w, i);
    await database.db.execute(sql`
      INSERT INTO leads (first_name, last_name, email, phone_number, country, campaign, platform, created_by,
        affiliate_id, uri, campaignid, adgroupid, gclid, ip)
      VALUES (${f.firstName}, ${f.lastName}, ${f.email}, ${'966-' + f.phoneNumber}, ${f.country}, ${f.campaign},
        ${f.platform}, ${keys[w]!.id}::uuid, ${keys[w]!.id}::uuid, ${f.uri}, ${f.campaignid}, ${f.adgroupid},
        ${f.gclid}, ${f.ip})`);
    return true;
  });
}

const row = (label: string, r: Run) => {
  const rate = r.accepted / r.seconds;
  return `| ${label} | ${r.accepted} | ${r.failed} | ${rate.toFixed(0)} | ${pct(r.latencies, 50).toFixed(1)} | ${pct(r.latencies, 95).toFixed(1)} | ${pct(r.latencies, 99).toFixed(1)} |`;
};

console.log(`load average before: ${loadAverages()}`);
console.log(`${clients} concurrent clients, ${durationMs / 1000} s each run\n`);
console.log('| engine / run | accepted | failed | leads/s | p50 ms | p95 ms | p99 ms |');
console.log('|---|---|---|---|---|---|---|');
for (const engine of engines) {
  const { database, dataDir, drop } = await openEngine(engine);
  try {
    const [health, intake] = await intakeRun(database, dataDir);
    console.log(row(`${engine}: GET /api/health (HTTP floor)`, health));
    console.log(row(`${engine}: POST /api/intake/leads`, intake));
    const floor = await floorRun(database);
    console.log(row(`${engine}: plain INSERT (floor)`, floor));
    console.log(
      `| ${engine}: intake / floor | | | ${((intake.accepted / intake.seconds / (floor.accepted / floor.seconds)) * 100).toFixed(0)} % | | | |`,
    );
  } finally {
    await database.close().catch(() => undefined);
    await drop();
  }
}
console.log(`\nload average after: ${loadAverages()}`);
rmSync(work, { recursive: true, force: true });
