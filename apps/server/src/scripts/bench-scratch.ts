import { randomBytes } from 'node:crypto';
import { adminQuery } from '../test/server-process.js';

/** A database a benchmark made for itself: its URL, and the drop that removes it. */
export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A fresh, empty PostgreSQL database `<prefix>_<ms>_<hex>` on the server of `base` (default `DATABASE_URL`),
 * and its drop (`DROP DATABASE … WITH (FORCE)`: the benchmark's own connections may still be open).
 * @throws Error when there is no `base`; PostgreSQL's error when the database cannot be made.
 */
export async function scratchPg(prefix: string, base = process.env.DATABASE_URL): Promise<ScratchDatabase> {
  if (!base) throw new Error('this benchmark runs on PostgreSQL: set DATABASE_URL');
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`, base);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => void (await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, base)),
  };
}
