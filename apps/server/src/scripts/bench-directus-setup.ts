/**
 * Set-up of the Directus peer run (bench-directus.ts, issue 23): Directus 11.3.5 installed on demand outside
 * the repository, its PostgreSQL database, its bootstrap and its process on a loopback port, and a `leads`
 * collection holding the very rows of a Leadhouse bench database (copied with psql's COPY).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PASSWORD, waitUntilUp } from './bench-leads-lib.js';
import { freePort } from '../test/free-port.js';

/** The Directus release compared (issue 23). */
export const DIRECTUS_VERSION = '11.3.5';
const ADMIN_EMAIL = 'bench@example.com';

/**
 * The mirrored fields: the plain scalar fields of the grid's default visible columns (`DEFAULT_LIST_COLUMNS`
 * of @leadhouse/domain: names, email, phone, country, status, funnel, campaign, assignee, created) plus the
 * two ids every Leadhouse list row carries. `assigned_to` is the assignee's id only: Leadhouse also joins
 * the assignee's name and pool, Directus is not asked to. Name, Directus type, nullable.
 */
export const LEAD_FIELDS: readonly (readonly [string, string, boolean])[] = [
  ['id', 'uuid', false],
  ['internal_id', 'bigInteger', false],
  ['first_name', 'text', false],
  ['last_name', 'text', false],
  ['email', 'text', true],
  ['phone_number', 'text', false],
  ['country', 'text', false],
  ['status', 'text', false],
  ['funnel', 'text', true],
  ['campaign', 'text', false],
  ['assigned_to', 'uuid', true],
  ['created_at', 'timestamp', false],
];
const COLUMNS = LEAD_FIELDS.map(([f]) => f).join(', ');

/** `DATABASE_URL` with its database replaced by `name`. */
export function databaseUrl(name: string): string {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is needed (a PostgreSQL server URL)');
  const url = new URL(base);
  url.pathname = '/' + name;
  return url.toString();
}

/** Runs `sql` on database `name` (`postgres` for the server-wide statements); the rows. */
export async function query<T>(name: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return name;
};

/** Drops database `name` if present (open sessions ended). */
export async function dropDatabase(name: string): Promise<void> {
  await query('postgres', `DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
}

/**
 * Makes Directus's database `name` ready to fill: with `reuse`, kept when its `leads` table already holds
 * `rows` rows (returns true: nothing to copy); otherwise dropped if present and created empty (false).
 */
export async function prepareDatabase(name: string, rows: number, reuse: boolean): Promise<boolean> {
  const exists = await query('postgres', 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.length > 0 && reuse) {
    const [t] = await query<{ t: string | null }>(name, `SELECT to_regclass('public.leads')::text AS t`);
    if (t?.t) {
      const [c] = await query<{ n: number }>(name, 'SELECT count(*)::int AS n FROM leads');
      if (c?.n === rows) return true;
    }
  }
  await dropDatabase(name);
  await query('postgres', `CREATE DATABASE ${ident(name)}`);
  return false;
}

/** A free loopback port (bound, read, released). */
/** Runs `command args` in `cwd` with its output on stderr; rejects on a non-zero exit. */
function run(command: string, args: string[], cwd: string, env = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 2, 2] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args[0]}: exit ${code}`)),
    );
  });
}

/**
 * Installs `directus@11.3.5` into `dir` (a folder outside the repository, never a dependency of it) unless
 * `dir/node_modules/directus` already holds that version. Returns the entry point to run: `@directus/api`'s
 * `cli/run.js`, what the package's bin (`cli.js`) runs after asking a package registry for a newer release;
 * skipping that update check keeps Directus's traffic on loopback.
 */
export async function installDirectus(dir: string): Promise<string> {
  const pkg = path.join(dir, 'node_modules/directus/package.json');
  const installed = existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).version === DIRECTUS_VERSION;
  if (!installed) {
    mkdirSync(dir, { recursive: true });
    const own = path.join(dir, 'package.json');
    if (!existsSync(own)) writeFileSync(own, '{ "name": "lh-directus", "private": true }\n');
    process.stderr.write(`installing directus@${DIRECTUS_VERSION} into ${dir} (a few minutes)\n`);
    // Without the npm_* variables of `npm run` (npm_config_local_prefix is the repository's root).
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    await run(npm, ['install', '--no-audit', '--no-fund', `directus@${DIRECTUS_VERSION}`], dir, env);
  }
  return path.join(dir, 'node_modules/@directus/api/dist/cli/run.js');
}

/** A running Directus: its base URL, the admin's `Bearer` header, and `stop` (SIGTERM, SIGKILL after 10 s). */
export interface DirectusServer {
  base: string;
  authorization: string;
  stop: () => Promise<void>;
}

/**
 * Bootstraps Directus on database `name` (its system tables and the admin; a no-op on a reused database),
 * starts it on a free loopback port, waits for `/server/ping` and signs the admin in. The environment:
 * no response cache (`CACHE_ENABLED=false`; the schema cache stays, as in any deployment), no telemetry,
 * no pressure limiter (it would answer 503 under the 50-client run instead of serving it), warnings only.
 */
export async function startDirectus(entry: string, dir: string, name: string): Promise<DirectusServer> {
  const port = await freePort();
  mkdirSync(path.join(dir, 'extensions'), { recursive: true });
  mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  const env = {
    ...process.env,
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: databaseUrl(name),
    KEY: randomBytes(16).toString('hex'),
    SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    TELEMETRY: 'false',
    CACHE_ENABLED: 'false',
    PRESSURE_LIMITER_ENABLED: 'false',
    ACCESS_TOKEN_TTL: '2h',
    EXTENSIONS_PATH: path.join(dir, 'extensions'),
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: path.join(dir, 'uploads'),
    NODE_ENV: 'production',
  };
  await run(process.execPath, [entry, 'bootstrap'], dir, env);
  const child: ChildProcess = spawn(process.execPath, [entry, 'start'], {
    cwd: dir,
    env,
    stdio: ['ignore', 2, 2],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${base}/server/ping`, 'Directus', () => child.exitCode !== null, 180_000, 500);
    const res = await api(base, '', 'POST', '/auth/login', { email: ADMIN_EMAIL, password: PASSWORD });
    const token = (res as { data: { access_token: string } }).data.access_token;
    return { base, authorization: `Bearer ${token}`, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** One JSON request to Directus's API; the parsed answer, or an error naming the status and body. */
async function api(base: string, authorization: string, method: string, url: string, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * Creates the `leads` collection through Directus's API (`POST /collections`, the `LEAD_FIELDS`, `id` the
 * uuid primary key), copies the live leads of database `from` into it with psql's COPY (one pipe from a
 * psql on `from` into a psql on `name`), adds the index of the default sort (`created_at DESC`, as
 * Leadhouse's `leads_created_idx` serves its default order) and the country index Leadhouse's country filter
 * walks (`country, created_at DESC`), so both products answer the filtered page with the same indexes.
 * Returns the copy's duration in ms.
 */
export async function fillLeads(d: DirectusServer, from: string, name: string): Promise<number> {
  const fields = LEAD_FIELDS.map(([field, type, nullable]) => ({
    field,
    type,
    meta: field === 'id' ? { hidden: true, readonly: true, special: ['uuid'] } : {},
    schema: field === 'id' ? { is_primary_key: true } : { is_nullable: nullable },
  }));
  await api(d.base, d.authorization, 'POST', '/collections', {
    collection: 'leads',
    meta: { icon: 'person' },
    schema: {},
    fields,
  });
  const t0 = performance.now();
  const select = `SELECT ${COLUMNS} FROM leads WHERE deleted_at IS NULL`;
  const psql = (db: string, copy: string) => [
    '-X',
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    copy,
    databaseUrl(db),
  ];
  await new Promise<void>((resolve, reject) => {
    const copyOut = psql(from, `\\copy (${select}) TO STDOUT`);
    const copyIn = psql(name, `\\copy leads(${COLUMNS}) FROM STDIN`);
    const out = spawn('psql', copyOut, { stdio: ['ignore', 'pipe', 'inherit'] });
    const into = spawn('psql', copyIn, { stdio: ['pipe', 'ignore', 'inherit'] });
    out.stdout.pipe(into.stdin);
    let pending = 2;
    const done = (who: string) => (code: number | null) => {
      if (code !== 0) reject(new Error(`psql (${who}): exit ${code}`));
      else if (--pending === 0) resolve();
    };
    out.once('error', reject).once('exit', done('copy out'));
    into.once('error', reject).once('exit', done('copy in'));
  });
  const copyMs = performance.now() - t0;
  await query(name, 'CREATE INDEX leads_created_idx ON leads (created_at DESC)');
  await query(name, 'CREATE INDEX leads_country_created_idx ON leads (country, created_at DESC)');
  return copyMs;
}
