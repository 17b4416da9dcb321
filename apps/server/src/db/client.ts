import path from 'node:path';
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
}

// BIGINT (20) and NUMERIC (1700) arrive as strings from node-postgres; counts are parsed where they are read.

/** Opens the configured database: PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir/pglite`. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries in flight still fail loudly.
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
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    pglite,
    query: async <T>(text: string, values?: unknown[]) => (await pglite.query<T>(text, values)).rows,
    exec: async (text: string) => {
      await pglite.exec(text);
    },
    close: () => pglite.close(),
  };
}
