/**
 * `npm run bench:csv -w apps/server -- [--rows 100000,1000000] [--engines pg,pglite] [--export] [--no-copy]`
 *
 * CSV import and export benchmark. For each row count it writes a generated file (1% rows with a bad email,
 * 1% repeating an earlier phone: validation and duplicate checks do real work), then on each engine (a
 * uniquely named PostgreSQL database from DATABASE_URL, dropped afterwards; PGlite on disk in a temp folder)
 * with every migration (all lead indexes and triggers):
 * - upload: the file through `receiveUpload` (copy to DATA_DIR, sniff, preview of 1,000 rows);
 * - import: the background job (`ImportRunner`, units of 5,000 rows), rows/s and peak RSS of the process;
 * - raw floor (PostgreSQL): `psql \copy` of the same valid rows, already normalised, into the same indexed
 *   table of another fresh database; the ratio import/COPY;
 * - export (`--export`, on the largest import): every lead through `exportLeads`, rows/s.
 * Prints a markdown table.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { COUNTRIES } from '@leadhouse/domain';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { leadImports, users } from '../db/schema/index.js';
import { exportLeads } from '../modules/csv/export.service.js';
import { actorById, receiveUpload } from '../modules/csv/import.service.js';
import { ImportRunner } from '../modules/csv/import.worker.js';
import { scratchPg } from './bench-scratch.js';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000,1000000' },
    engines: { type: 'string' },
    export: { type: 'boolean', default: false },
    'no-copy': { type: 'boolean', default: false },
  },
});
const rowCounts = args.rows.split(',').map(Number);
const engines = (args.engines ?? (process.env.DATABASE_URL ? 'pg,pglite' : 'pglite')).split(',') as (
  'pg' | 'pglite'
)[];
const work = mkdtempSync(path.join(tmpdir(), 'lh-bench-csv-'));

const FIRST = ['Ali', 'Noor', 'Omar', 'Layla', 'Khalid', 'Sara', 'Yusuf', 'Mariam', 'Hassan', 'Fatima'];
const LAST = [
  'Al-Harbi',
  'Saleh',
  'Haddad',
  'Nasser',
  'Qasim',
  'Rahman',
  'Aziz',
  'Karim',
  'Mansour',
  'Farouk',
];
const PLATFORMS = ['google', 'facebook', 'tiktok', 'instagram', 'twitter', 'snapchat'];

/** The import file and, beside it, the valid rows already normalised (the COPY input). */
async function generate(rows: number): Promise<{ file: string; copyFile: string; valid: number }> {
  const file = path.join(work, `leads-${rows}.csv`);
  const copyFile = path.join(work, `copy-${rows}.csv`);
  const out = createWriteStream(file);
  const copy = createWriteStream(copyFile);
  out.write('First Name,Last Name,Mobile,Email,Country,Campaign,Platform,Notes\n');
  let valid = 0;
  for (let i = 0; i < rows; i++) {
    const dupOf = i % 100 === 99 ? i - 1 : i;
    const country = COUNTRIES[dupOf % COUNTRIES.length]!;
    const national = '5' + String(dupOf).padStart(9, '0');
    const bad = i % 100 === 42;
    const email = bad ? `user${i}.example.com` : `user${i}@example.com`;
    const first = FIRST[i % 10]!;
    const last = LAST[Math.floor(i / 10) % 10]!;
    const campaign = `Spring${i % 20}`;
    const platform = PLATFORMS[i % 6]!;
    const line = `${first},${last},+${country.dialCode} ${national},${email},${country.code},${campaign},${platform},"note ${i}, ok"\n`;
    if (!out.write(line)) await once(out, 'drain');
    if (!bad && dupOf === i) {
      valid++;
      const row = `${first},${last},${country.dialCode}-${national},${email},${country.code},${campaign},${platform},"note ${i}, ok",NEW\n`;
      if (!copy.write(row)) await once(copy, 'drain');
    }
  }
  out.end();
  copy.end();
  await Promise.all([once(out, 'finish'), once(copy, 'finish')]);
  return { file, copyFile, valid };
}

async function freshDatabase(engine: 'pg' | 'pglite', label: string) {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(work, `pglite-${label}-`));
    const database = await openDatabase({ dataDir });
    await runMigrations(database);
    return {
      database,
      url: undefined as string | undefined,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await scratchPg('lh_bench_csv');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: work, poolSize: 5 });
  await runMigrations(database);
  const dataDir = mkdtempSync(path.join(work, `data-${label}-`));
  return {
    database,
    url: scratch.url,
    dataDir,
    drop: async () => {
      await database.close().catch(() => undefined);
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function makeAdmin(database: Database) {
  const [user] = await database.db
    .insert(users)
    .values({
      name: 'Bench Admin',
      email: 'bench@x.local',
      username: 'bench@x.local',
      role: 'admin',
      active: true,
      passwordHash: 'x',
    })
    .returning();
  return (await actorById(database.db, user!.id))!;
}

/** Peak RSS while `fn` runs (sampled every 50 ms), and the RSS before it. */
async function measured<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; seconds: number; rssBefore: number; rssPeak: number }> {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const timer = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
  const t0 = performance.now();
  try {
    const result = await fn();
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    return { result, seconds: (performance.now() - t0) / 1000, rssBefore, rssPeak };
  } finally {
    clearInterval(timer);
  }
}

const mb = (b: number) => Math.round(b / 1024 / 1024);
const lines: string[] = [];
const row = (...cells: (string | number)[]) => lines.push(`| ${cells.join(' | ')} |`);
/** A measured row of the table, also shown on stderr as it comes. */
function resultRow(...cells: (string | number)[]) {
  row(...cells);
  console.error(lines.at(-1));
}
/** The time (s) and rate (rows/s) cells of `count` rows done in `seconds`. */
const timeAndRate = (count: number, seconds: number) => [
  `${seconds.toFixed(1)} s`,
  `${Math.round(count / seconds).toLocaleString('en')} rows/s`,
];
/** The peak RSS cell of a measured run (`measured`): the peak and its growth over the start, in MB. */
const peakCell = (m: { rssBefore: number; rssPeak: number }) =>
  `${mb(m.rssPeak)} MB (+${mb(m.rssPeak - m.rssBefore)})`;

async function importOn(
  engine: 'pg' | 'pglite',
  rows: number,
  gen: Awaited<ReturnType<typeof generate>>,
  doExport: boolean,
) {
  const env = await freshDatabase(engine, `${rows}`);
  try {
    const { db } = env.database;
    const actor = await makeAdmin(env.database);
    const run = await importMeasured(engine, db, env.dataDir, actor, rows, gen);
    if (engine === 'pg' && !args['no-copy']) await copyFloor(rows, gen, run.seconds);
    if (doExport) await exportMeasured(db, actor, engine, gen.valid);
  } finally {
    await env.database.close().catch(() => undefined);
    await env.drop();
  }
}

type BenchDb = Parameters<typeof receiveUpload>[0];
type BenchActor = Awaited<ReturnType<typeof makeAdmin>>;
const engineName = (engine: 'pg' | 'pglite') => (engine === 'pg' ? 'PostgreSQL' : 'PGlite (disk)');

/** Upload, preview and a full import run of the generated file, checked and reported as one row. */
async function importMeasured(
  engine: 'pg' | 'pglite',
  db: BenchDb,
  dataDir: string,
  actor: BenchActor,
  rows: number,
  gen: Awaited<ReturnType<typeof generate>>,
) {
  const up = await measured(() =>
    receiveUpload(db, dataDir, actor, {
      filename: path.basename(gen.file),
      file: createReadStream(gen.file),
    }),
  );
  const id = up.result.importId;
  await db
    .update(leadImports)
    .set({ status: 'queued', mapping: up.result.mapping, defaults: {} })
    .where(eq(leadImports.id, id));
  global.gc?.();
  let last = performance.now();
  const runner = new ImportRunner({
    db,
    dataDir,
    afterUnit: process.env.BENCH_VERBOSE
      ? (_id, n) => {
          console.error(`  unit to ${n}: ${Math.round(performance.now() - last)} ms`);
          last = performance.now();
        }
      : undefined,
  });
  const run = await measured(() => runner.run(id));
  const [imp] = await db.select().from(leadImports).where(eq(leadImports.id, id));
  if (run.result !== 'completed' || imp!.imported !== gen.valid) {
    throw new Error(`import ${run.result}: imported ${imp!.imported}, expected ${gen.valid}`);
  }
  resultRow(
    engineName(engine),
    `import ${rows.toLocaleString('en')}`,
    ...timeAndRate(rows, run.seconds),
    peakCell(run),
    `upload+preview ${up.seconds.toFixed(1)} s; ${imp!.imported.toLocaleString('en')} imported, ${imp!.rejected.toLocaleString('en')} rejected`,
  );
  return run;
}

/** The floor: psql's `\\copy` of the valid rows into a fresh PostgreSQL database, against the import's time. */
async function copyFloor(rows: number, gen: Awaited<ReturnType<typeof generate>>, importSeconds: number) {
  const floor = await freshDatabase('pg', `copy${rows}`);
  let copySeconds: number;
  try {
    const t0 = performance.now();
    execFileSync('psql', [
      floor.url!,
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `\\copy leads (first_name, last_name, phone_number, email, country, campaign, platform, personal, status) FROM '${gen.copyFile}' WITH (FORMAT csv)`,
    ]);
    copySeconds = (performance.now() - t0) / 1000;
  } finally {
    await floor.drop();
  }
  resultRow(
    'PostgreSQL',
    `raw COPY ${gen.valid.toLocaleString('en')} valid rows`,
    ...timeAndRate(gen.valid, copySeconds),
    '(psql)',
    `import / COPY = ${(importSeconds / copySeconds).toFixed(2)}×`,
  );
}

/** A full export (default sort) streamed and counted. */
async function exportMeasured(db: BenchDb, actor: BenchActor, engine: 'pg' | 'pglite', valid: number) {
  global.gc?.();
  const ex = await measured(async () => {
    const stream = await exportLeads(db, actor, { query: { TZ: 'UTC' } as never });
    let bytes = 0;
    for await (const chunk of stream) bytes += (chunk as Buffer).length;
    return bytes;
  });
  resultRow(
    engineName(engine),
    `export ${valid.toLocaleString('en')}`,
    ...timeAndRate(valid, ex.seconds),
    peakCell(ex),
    `${mb(ex.result)} MB of CSV, default sort (createdAt desc), keyset batches of 5,000`,
  );
}

try {
  console.error(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  row('engine', 'operation', 'time', 'rate', 'peak RSS (growth)', 'notes');
  row('---', '---', '---', '---', '---', '---');
  for (const rows of rowCounts) {
    const gen = await generate(rows);
    console.error(`generated ${rows} rows: ${mb(statSync(gen.file).size)} MB, ${gen.valid} valid`);
    for (const engine of engines) {
      await importOn(engine, rows, gen, args.export && rows === Math.max(...rowCounts));
    }
  }
  console.error(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(lines.join('\n'));
} finally {
  rmSync(work, { recursive: true, force: true });
}
