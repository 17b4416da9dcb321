import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@leadhouse/domain';
import { buildApp, type AppDeps } from '../app.js';
import type { Config } from '../config.js';
import { openDatabase, type Database, type Engine } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { users, type UserRow } from '../db/schema/index.js';
// The `inject` keys read below are declared by the set-up that provides them (also when e2e imports this file).
import type {} from './global-setup.js';
import { leasePglite } from './pglite-pool.js';
import { createScratchDatabase } from './server-process.js';

export { ENGINES } from './engines.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    adminEmail: undefined,
    adminPassword: undefined,
    smtpUrl: undefined,
    logLevel: 'silent',
    publicUrl: 'http://localhost:3000',
    webDist: path.join(dataDir, 'no-web'),
    ...overrides,
  };
}

/** The dump read once per worker process (files share the process: `isolate: false`); a Blob is immutable. */
const dumps = new Map<string, Blob>();

/**
 * What the server project's `globalSetup` migrated once for the run (test/global-setup.ts): a PGlite dump and
 * a PostgreSQL template database. Empty outside vitest (e.g. `bench-hosting`), where each app migrates its own.
 * Reading the 43 MB dump cost ~0.45 s per PGlite app on a slow disk; it is read once per worker.
 */
async function migratedSources(): Promise<{ pgliteDump?: Blob; pgTemplate?: string }> {
  if (!process.env.VITEST) return {};
  const { inject } = await import('vitest');
  const dumpPath = inject('lhPgliteDump');
  const pgTemplate = inject('lhPgTemplate') || undefined;
  if (dumpPath && !dumps.has(dumpPath)) dumps.set(dumpPath, new Blob([readFileSync(dumpPath)]));
  return { pgliteDump: dumpPath ? dumps.get(dumpPath) : undefined, pgTemplate };
}

/**
 * A fresh application on its own database: in-memory PGlite, or a uniquely named PostgreSQL database
 * created from `TEST_DATABASE_URL` and dropped by `close()`. Under vitest the database is in the state of the
 * one `globalSetup` migrated (PGlite: a pooled instance reset to the dump and proven equal to it,
 * test/pglite-pool.ts; PostgreSQL: a copy of the template); `runMigrations` then finds nothing to apply.
 */
export async function createTestApp(
  engine: Engine,
  overrides: Partial<Config> = {},
  /** Registers test-only routes or hooks before the app is ready. */
  configure?: (app: FastifyInstance) => void,
  /** Worker tuning passed to `buildApp` (integration deliveries, domain checks). */
  deps: Pick<AppDeps, 'integrations' | 'domains' | 'distribution'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-test-'));
  const migrated = await migratedSources();
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (engine === 'postgres') {
    const scratch = await createScratchDatabase('lh_test', migrated.pgTemplate);
    databaseUrl = scratch.url;
    dropDb = scratch.drop;
  }
  // PGlite under vitest: an instance of this worker's pool, reset to the migrated dump (test/pglite-pool.ts).
  const database =
    engine === 'pglite' && migrated.pgliteDump
      ? await leasePglite(migrated.pgliteDump)
      : await openDatabase({ databaseUrl, dataDir, inMemory: true, poolSize: 10 });
  await runMigrations(database);
  const config = testConfig(dataDir, { databaseUrl, ...overrides });
  const app = await buildApp({ config, database, ...deps });
  (await import('./openapi-check.js')).checkAnswers(app); // every JSON answer vs /api/docs/json
  configure?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await dropDb?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let seq = 0;
/** A unique suffix so tests in one file never collide on emails or names. */
export const uniq = (p = 'u') => `${p}${Date.now().toString(36)}${(seq++).toString(36)}`;

export const TEST_PASSWORD = 'Correct-Horse-9';
/**
 * `TEST_PASSWORD` as argon2id at the smallest cost (m=64 KiB, t=1). Sign-in verifies with the cost written in
 * the hash, so each test sign-in takes ~0.3 ms instead of ~50 ms at the production cost (m=19 MiB, t=2);
 * passwords set through the API still use `hashPassword` (SECURITY.md "Passwords").
 */
let cachedHash: Promise<string> | undefined;
const cheapHash = () => hash(TEST_PASSWORD, { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 });

/** Inserts a user directly (factory); active by default, password `TEST_PASSWORD`. */
export async function makeUser(
  t: TestApp,
  fields: Partial<Pick<UserRow, 'name' | 'active' | 'managerId' | 'email'>> & { role?: Role } = {},
): Promise<UserRow> {
  cachedHash ??= cheapHash();
  const email = fields.email ?? `${uniq()}@example.com`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: fields.name ?? `User ${uniq()}`,
      email,
      username: email,
      role: fields.role ?? 'sales',
      active: fields.active ?? true,
      managerId: fields.managerId ?? null,
      passwordHash: await cachedHash,
    })
    .returning();
  return row!;
}

/** Signs in through the API and returns the bearer header for later calls. */
export async function signInAs(t: TestApp, user: Pick<UserRow, 'email'>): Promise<{ authorization: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { username: user.email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

/** The headers a test sends with a request (`inject`'s `headers`): a bearer header and any others. */
export type Headers = Record<string, string>;

/** A user and the bearer header it signed in with. */
export type Signed = { user: UserRow; headers: { authorization: string } };

/** A user of `role` plus its auth header. */
export async function actorWith(t: TestApp, role: Role): Promise<Signed> {
  const user = await makeUser(t, { role });
  return { user, headers: await signInAs(t, user) };
}

/**
 * Something a file (or a `describe` block) opens once (`what`, named in the error): `open()` in a `beforeAll` registered now, `close` in an
 * `afterAll` (none by default). Answers at once a stand-in that forwards every property to what was opened
 * (read, `in`, listed and spread: a header object given to `inject` or spread into another works), so tests
 * and the hooks registered after this call use it as the thing itself; touching it before it is open throws.
 * Hooks run in the order registered and `afterAll`s in reverse, so a file's own clean-up runs before it closes.
 */
export function useOpened<T extends object>(
  what: string,
  open: () => Promise<T>,
  close: (opened: T) => Promise<void> = async () => {},
): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await open();
  });
  afterAll(async () => {
    if (current) await close(current);
    current = undefined;
  });
  const opened = (): T => {
    if (!current) throw new Error(`${what} opens in beforeAll: use it in a test or a later hook`);
    return current;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(opened(), key) as unknown,
    has: (_, key) => Reflect.has(opened(), key),
    ownKeys: () => Reflect.ownKeys(opened()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(opened(), key),
  });
}

/** The test app of a file (or of a `describe` block), opened by `createTestApp(...args)` (`useOpened`). */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  return useOpened(
    'the test app',
    () => createTestApp(...args),
    (t) => t.close(),
  );
}

/** A user of `role` and its bearer header (`actorWith`), made and signed in before the block's first test (`useOpened`). */
export function useActor(t: TestApp, role: Role): Signed {
  return useOpened(`the ${role} user`, () => actorWith(t, role));
}

/** The bearer header of a fresh user of `role` (`useActor`), for a block that needs only the header. */
export function useHeaders(t: TestApp, role: Role): Signed['headers'] {
  return useOpened(`the ${role} user's header`, async () => (await actorWith(t, role)).headers);
}
