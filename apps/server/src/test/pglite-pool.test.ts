import { inject, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Database } from '../db/client.js';
import { leasePglite, poolCounts } from './pglite-pool.js';

/*
 * The worker's PGlite pool (test/pglite-pool.ts): whatever a test app did to its database, the next app gets
 * one equal to a fresh load of the migrated dump, or a fresh load. The pool hands out the instance released
 * last first, so a lease right after a release gets that instance when it was reset.
 */

const dump = () => new Blob([readFileSync(inject('lhPgliteDump'))]);

/** What a fresh load answers to the questions below; each test compares a leased database with it. */
async function state(database: Database) {
  const [row] = await database.query<Record<string, unknown>>(
    `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM analytics_settings) AS settings,
       current_setting('TimeZone') AS tz, to_regclass('scratch') IS NULL AS no_scratch,
       to_regnamespace('pgboss') IS NULL AS no_boss, (SELECT count(*)::int FROM pg_listening_channels()) AS channels,
       (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory') AS advisory_locks`,
  );
  return row;
}

const addUser = (database: Database, email: string) =>
  database.exec(
    `INSERT INTO users (name, email, username, role, password_hash) VALUES ('P', '${email}', '${email}', 'sales', 'x')`,
  );

describe('the PGlite pool of the server tests', () => {
  it('gives the next app the dump’s rows, settings and session after one wrote, set and locked', async () => {
    const first = await leasePglite(dump());
    const fresh = await state(first);
    expect(fresh).toMatchObject({ users: 0, settings: 1, no_scratch: true, channels: 0, advisory_locks: 0 });
    await addUser(first, 'pool-a@example.com');
    await first.exec(`DELETE FROM analytics_settings; SET TimeZone = 'Asia/Tokyo'; LISTEN somewhere`);
    await first.query('SELECT pg_advisory_lock(42)');
    await first.exec(`CREATE SCHEMA pgboss; CREATE TABLE pgboss.job (id int); CREATE TEMP TABLE t (x int)`);
    const before = { ...poolCounts };
    await first.close();
    const second = await leasePglite(dump());
    expect(poolCounts.reused).toBe(before.reused + 1);
    expect(await state(second)).toEqual(fresh);
    await second.close();
  });

  it('rolls back what a test left in an open transaction', async () => {
    const first = await leasePglite(dump());
    await first.exec('BEGIN');
    await addUser(first, 'pool-b@example.com');
    const before = { ...poolCounts };
    await first.close();
    const second = await leasePglite(dump());
    expect(poolCounts.reused).toBe(before.reused + 1);
    expect(await state(second)).toMatchObject({ users: 0 });
    await second.close();
  });

  it('starts identities again where a fresh load starts them', async () => {
    const next = `SELECT nextval(pg_get_serial_sequence('lead_history', 'id'))::int AS n`;
    const first = await leasePglite(dump());
    const [start] = await first.query<{ n: number }>(next);
    await first.query(next);
    const before = { ...poolCounts };
    await first.close();
    const second = await leasePglite(dump());
    expect(poolCounts.reused).toBe(before.reused + 1);
    expect(await second.query<{ n: number }>(next)).toEqual([start]);
    await second.close();
  });

  it('closes a database whose schema a test changed instead of reusing it', async () => {
    const first = await leasePglite(dump());
    await first.exec('CREATE TABLE scratch (x int)');
    const before = { ...poolCounts };
    await first.close();
    expect(poolCounts.discarded).toBe(before.discarded + 1);
    // The next app gets another instance: one an earlier file released (files share the worker) or a new load.
    const second = await leasePglite(dump());
    expect(await state(second)).toMatchObject({ no_scratch: true });
    await second.close();
  });

  it('closes a database an app left listening on', async () => {
    const first = await leasePglite(dump());
    await first.pglite!.listen('lh_pool_test', () => undefined);
    const before = { ...poolCounts };
    await first.close();
    expect(poolCounts.discarded).toBe(before.discarded + 1);
  });

  it('refuses every use by an app after it was released', async () => {
    const first = await leasePglite(dump());
    await first.close();
    await expect(first.query('SELECT 1')).rejects.toThrow(/revoked/);
    const second = await leasePglite(dump());
    expect(await second.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await second.close();
  });
});
