import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle handle every repository uses; the same type on both engines. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

/** Runs one SQL text with positional parameters and returns plain rows (engine-neutral). */
export type RawQuery = <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;

export interface Database {
  db: Db;
  engine: Engine;
  query: RawQuery;
  /** Runs parameterless multi-statement SQL (migrations, pg-boss schema). */
  exec: (text: string) => Promise<void>;
  close: () => Promise<void>;
  /** The PGlite instance (embedded engine only). */
  pglite?: PGlite;
  /** The node-postgres pool (PostgreSQL only). */
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when set, PGlite is not used (DESIGN.md §1). */
  databaseUrl?: string | undefined;
  /** Folder for the embedded engine; `memory://` keeps it in memory (tests). */
  dataDir: string;
  inMemory?: boolean;
  poolSize?: number;
  /**
   * PGlite only: a data-folder tarball from `pglite.dumpDataDir()` to start from instead of an empty cluster
   * (tests clone one migrated database per run, `test/global-setup.ts`). Ignored on PostgreSQL.
   */
  loadDataDir?: Blob | undefined;
}

// BIGINT (20) and NUMERIC (1700) arrive as strings from node-postgres; counts are parsed where they are read.

/**
 * Opens the configured database: PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir/pglite` (or in
 * memory with `inMemory`), started from the `loadDataDir` dump when one is given.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      // A request waits at most this long for a connection while PostgreSQL is unreachable, then fails (503).
      connectionTimeoutMillis: 10_000,
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool drops it and opens a new one on the next checkout.
    });
    pool.on('connect', (client) => {
      // A checked-out client (a transaction between two statements) gets no pool listener: without this one a
      // terminated backend ("Unhandled 'error' event") would end the process. Its next query fails instead,
      // and the pool drops the broken client when it is released.
      client.on('error', () => undefined);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      pool,
      query: async <T>(text: string, values?: unknown[]) => (await pool.query(text, values)).rows as T[],
      exec: async (text: string) => {
        await pool.query(text);
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.inMemory ? 'memory://' : path.join(opts.dataDir, 'pglite');
  return pgliteDatabase(await startPglite(dir, opts.loadDataDir));
}

/**
 * Starts PGlite in `dir` (a folder, or `memory://`) with `pg_trgm`, from the `loadDataDir` dump when one is
 * given, with each top-level statement yielding to the event loop first (`yieldBetweenStatements`).
 */
export async function startPglite(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  const pglite = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  yieldBetweenStatements(pglite);
  return pglite;
}

/**
 * The engine-neutral handle over a started PGlite (`startPglite`). `close` defaults to closing the instance;
 * the tests' pool passes its own (test/pglite-pool.ts).
 */
export function pgliteDatabase(pglite: PGlite, close: () => Promise<void> = () => pglite.close()): Database {
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    pglite,
    query: async <T>(text: string, values?: unknown[]) => (await pglite.query<T>(text, values)).rows,
    exec: async (text: string) => {
      await pglite.exec(text);
    },
    close,
  };
}

/**
 * PGlite runs SQL on the main thread and hands its lock from one queued statement to the next inside
 * microtasks, so 200 queued requests ran back to back for seconds with no turn of the event loop: no
 * signal (SIGTERM), socket or timer was seen until the queue was empty. Each top-level statement, `exec` or
 * transaction now waits one turn of the loop (`setImmediate`) after taking the lock, before it runs.
 * Statements inside a transaction run without yielding. Measured: no change to single-client list latency.
 */
function yieldBetweenStatements(pglite: PGlite): void {
  const runExclusive = pglite._runExclusiveTransaction.bind(pglite);
  pglite._runExclusiveTransaction = <T>(fn: () => Promise<T>) =>
    runExclusive(async () => {
      await nextTurn();
      return fn();
    });
}

/** SQLSTATE classes and socket errors of a lost or refused connection (PostgreSQL appendix A). */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'Client was closed',
  'timeout exceeded when trying to connect',
];

/**
 * True when `err` (or an error in its `cause` chain, e.g. drizzle's `DrizzleQueryError`) means the database
 * connection was lost or could not be made: SQLSTATE 57P01/57P02/57P03 (admin, crash or cannot-connect-now
 * shutdown) or class 08 (connection exception), a socket error (ECONNRESET, ECONNREFUSED, …) or node-postgres'
 * "Connection terminated" / "not queryable" texts. Such a failure is transient: the request may be retried.
 */
export function isConnectionError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code))
        return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
    e = cause;
  }
  return false;
}
