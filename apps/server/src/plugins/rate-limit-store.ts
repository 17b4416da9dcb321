import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitHits, signInFailures } from '../db/schema/index.js';

/** A counter after one hit: `current` hits in the open window, `ttl` milliseconds until it closes. */
export interface HitCount {
  current: number;
  ttl: number;
}

/** One in this many `hit()` calls of a process also deletes expired rows (opportunistic pruning). */
export const PRUNE_EVERY = 100;
/** Failed sign-ins are kept this long in `sign_in_failures` (an audit trail; the limit uses counters). */
export const SIGN_IN_FAILURE_RETENTION_MS = 86_400_000;

let hitsSincePrune = 0;

/**
 * Counts one hit on `key` atomically in `rate_limit_hits` and returns the count in the open window.
 * One `INSERT … ON CONFLICT DO UPDATE … RETURNING` statement: concurrent hits from any number of
 * processes on one database each get a distinct count (row lock on the key), so a limit checked on the
 * returned count is race-free. The window opens at the first hit, lasts `windowMs` (database clock)
 * and is not extended by later hits; the first hit after it closes reopens it at 1.
 * Every `PRUNE_EVERY`-th call of this process also runs `pruneExpired`.
 * @param windowMs window length in milliseconds (> 0).
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<HitCount> {
  const closed = sql`${rateLimitHits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({
      key,
      hits: 1,
      windowStart: sql`now()`,
      expiresAt: sql`now() + ${windowMs}::double precision * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${closed} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${closed} THEN now() ELSE ${rateLimitHits.windowStart} END`,
        expiresAt: sql`CASE WHEN ${closed} THEN excluded.expires_at ELSE ${rateLimitHits.expiresAt} END`,
      },
    })
    .returning({
      current: rateLimitHits.hits,
      ttl: sql<number>`(extract(epoch from ${rateLimitHits.expiresAt} - now()) * 1000)::float8`,
    });
  hitsSincePrune += 1;
  if (hitsSincePrune >= PRUNE_EVERY) {
    hitsSincePrune = 0;
    await pruneExpired(db);
  }
  return { current: row?.current ?? 1, ttl: Math.max(0, Math.round(Number(row?.ttl ?? windowMs))) };
}

/** The open window's count for `key` without counting a hit (0 hits, ttl 0 when none is open). */
export async function peek(db: Db, key: string): Promise<HitCount> {
  const [row] = await db
    .select({
      current: rateLimitHits.hits,
      ttl: sql<number>`(extract(epoch from ${rateLimitHits.expiresAt} - now()) * 1000)::float8`,
    })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.expiresAt, sql`now()`)));
  return row
    ? { current: row.current, ttl: Math.max(0, Math.round(Number(row.ttl))) }
    : { current: 0, ttl: 0 };
}

/** Takes back one hit on `key` (never below 0), e.g. an attempt that must not count. */
export async function releaseHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
    .where(eq(rateLimitHits.key, key));
}

/** Forgets every hit on `key` (closes its window). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/**
 * Deletes closed rate-limit windows and `sign_in_failures` rows older than
 * `SIGN_IN_FAILURE_RETENTION_MS`. Safe while other processes count: a row re-opened concurrently has a
 * future `expires_at` and is re-checked by PostgreSQL before deletion.
 * @returns the number of rows deleted from each table.
 */
export async function pruneExpired(db: Db): Promise<{ hits: number; failures: number }> {
  const hits = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.expiresAt, sql`now()`))
    .returning({ key: rateLimitHits.key });
  const failures = await db
    .delete(signInFailures)
    .where(lt(signInFailures.at, new Date(Date.now() - SIGN_IN_FAILURE_RETENTION_MS)))
    .returning({ id: signInFailures.id });
  return { hits: hits.length, failures: failures.length };
}

/** What `child()` receives from `@fastify/rate-limit`: the merged options plus the route. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A `@fastify/rate-limit` store class (its `store` option) that keeps every counter in the database,
 * so all server processes on one PostgreSQL share each limit. Each rate-limited route gets a child
 * store whose keys are prefixed with the route (`ip:<METHOD> <url>:<client key>`), which keeps the
 * per-route counters of the in-memory store. Errors reach the plugin through the callback (500 unless
 * `skipOnError`).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'ip:*:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: HitCount) => void, timeWindow: number): void {
      hit(db, this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    /** Non-mutating read, used by the plugin for `{ increment: false }`. */
    read(key: string, callback: (error: Error | null, result?: HitCount) => void): void {
      peek(db, this.prefix + key).then(
        (count) => callback(null, count),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Typed as the route, but at run time the plugin passes its merged options with `routeInfo`.
      const info = (routeOptions as unknown as ChildOptions).routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '*');
      return new DatabaseStore(routeOptions, `ip:${method} ${info.url ?? '*'}:`);
    }
  }
  return DatabaseStore;
}
