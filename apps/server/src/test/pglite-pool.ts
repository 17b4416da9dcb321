import type { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, startPglite, type Database } from '../db/client.js';

/*
 * The server tests' PGlite instances, kept per worker process and reset between test apps (issue 20 §4;
 * docs/decisions.md "Test suite speed"). Loading the migrated dump into a new PGlite cost 1.0-1.5 s per test
 * app on a quiet machine (an empty cluster alone takes ~1 s: untar and start); resetting a released one
 * takes a fraction of that. A reset instance is only reused when it is proven equal to a freshly loaded
 * one, else it is closed and the next app gets a new one:
 * - the schema (every relation, column, default, constraint, index, trigger, function, view, type, enum
 *   label, policy, namespace, extension, role and per-database setting) has the fingerprint of the dump;
 * - every table holds exactly the dump's rows and every sequence the dump's value (one checksum of all);
 * - the session is reset (`DISCARD ALL`: settings, temporary tables, prepared statements, advisory locks,
 *   LISTENs) and no JavaScript `listen` callback of the last app is left;
 * - the last app cannot touch it again: each app gets a revocable proxy of the instance, revoked on release,
 *   so a timer or query left over from a closed app throws as it would on a closed database.
 */

/** What a freshly loaded dump looks like, taken once per worker from the first instance before any use. */
interface Pristine {
  fingerprint: string;
  checksum: string;
  /** Tables of the dump's schema outside `drizzle` (emptied on reset), quoted `schema.table`. */
  tables: string[];
  /** The rows the migrations wrote (e.g. `analytics_settings`), restored after emptying. */
  seeds: { table: string; columns: string[]; rows: unknown[] }[];
  sequences: { name: string; value: string | null }[];
}

/** Schemas of the database's own objects: not the system's, nor a session's temporary ones (`DISCARD ALL` drops
 * the temporary tables but keeps their schema). */
const USER_SCHEMAS = `NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg\\_%temp\\_%'`;

/** One text over the whole user schema (catalog rows as text, sorted); equal texts mean equal schemas. */
const FINGERPRINT_SQL = `SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS v FROM (
  SELECT concat_ws(':', 'n', nspname) AS x FROM pg_namespace n WHERE n.nspname NOT LIKE 'pg\\_%temp\\_%'
  UNION ALL SELECT concat_ws(':', 'c', c.oid::regclass, c.relkind, c.reloptions, c.relpersistence)
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT concat_ws(':', 'a', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod),
      a.attnotnull, a.attidentity, a.attgenerated, a.attnum, pg_get_expr(d.adbin, d.adrelid))
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname ${USER_SCHEMAS} AND a.attnum > 0 AND NOT a.attisdropped
  UNION ALL SELECT concat_ws(':', 'k', conrelid::regclass, conname, pg_get_constraintdef(k.oid))
    FROM pg_constraint k JOIN pg_namespace n ON n.oid = k.connamespace WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT concat_ws(':', 'i', pg_get_indexdef(indexrelid)) FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT concat_ws(':', 't', pg_get_triggerdef(oid), tgenabled) FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT concat_ws(':', 'p', p.oid::regprocedure, md5(p.prosrc), p.provolatile, p.proconfig)
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT concat_ws(':', 'v', c.oid::regclass, md5(pg_get_viewdef(c.oid))) FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname ${USER_SCHEMAS} AND c.relkind IN ('v', 'm')
  UNION ALL SELECT concat_ws(':', 'y', t.oid::regtype, t.typtype) FROM pg_type t
    JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname ${USER_SCHEMAS}
  UNION ALL SELECT concat_ws(':', 'e', enumtypid::regtype, enumlabel, enumsortorder) FROM pg_enum
  UNION ALL SELECT concat_ws(':', 'q', seqrelid::regclass, seqstart, seqincrement, seqcycle) FROM pg_sequence
  UNION ALL SELECT concat_ws(':', 'o', polrelid::regclass, polname) FROM pg_policy
  UNION ALL SELECT concat_ws(':', 'r', ev_class::regclass, rulename) FROM pg_rewrite r
    JOIN pg_class c ON c.oid = r.ev_class JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname ${USER_SCHEMAS} AND r.rulename <> '_RETURN'
  UNION ALL SELECT concat_ws(':', 'x', extname, extversion) FROM pg_extension
  UNION ALL SELECT concat_ws(':', 'u', rolname, rolsuper) FROM pg_roles
  UNION ALL SELECT concat_ws(':', 's', setdatabase, setrole, setconfig) FROM pg_db_role_setting
  UNION ALL SELECT concat_ws(':', 'l', count(*)) FROM pg_largeobject_metadata
) f`;

/** One checksum of every table's rows and every sequence's value. */
function checksumSql(allTables: string[]): string {
  const parts = allTables.map(
    (t) =>
      `SELECT '${t}' AS t, (SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) FROM ${t} r) AS s`,
  );
  parts.push(
    `SELECT 'seq:' || schemaname || '.' || sequencename, coalesce(last_value::text, '-') FROM pg_sequences`,
  );
  return `SELECT md5(string_agg(t || '=' || s, ',' ORDER BY t)) AS v FROM (${parts.join(' UNION ALL ')}) x`;
}

const ALL_TABLES_SQL = `SELECT format('%I.%I', n.nspname, c.relname) AS t, n.nspname AS s FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND n.nspname ${USER_SCHEMAS} ORDER BY 1`;

async function one(pglite: PGlite, sql: string): Promise<string> {
  const { rows } = await pglite.query<{ v: string }>(sql);
  return rows[0]!.v;
}

/** Reads what a freshly loaded dump holds (`pglite` must not have been used yet). */
async function capturePristine(pglite: PGlite): Promise<Pristine> {
  const all = (await pglite.query<{ t: string; s: string }>(ALL_TABLES_SQL)).rows;
  const tables = all.filter((r) => r.s !== 'drizzle').map((r) => r.t);
  const seeds: Pristine['seeds'] = [];
  for (const table of tables) {
    const rows = (await pglite.query<{ r: unknown }>(`SELECT to_jsonb(x) AS r FROM ${table} x`)).rows;
    if (rows.length === 0) continue;
    const columns = (
      await pglite.query<{ c: string }>(
        `SELECT quote_ident(attname) AS c FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0
           AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [table],
      )
    ).rows.map((r) => r.c);
    seeds.push({ table, columns, rows: rows.map((r) => r.r) });
  }
  const sequences = (
    await pglite.query<{ name: string; value: string | null }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value FROM pg_sequences`,
    )
  ).rows;
  const checksum = await one(pglite, checksumSql(all.map((r) => r.t)));
  return { fingerprint: await one(pglite, FINGERPRINT_SQL), checksum, tables, seeds, sequences };
}

/**
 * Brings a released instance back to the dump's state and proves it (module comment).
 * @returns false when it cannot be proven equal (the caller closes it).
 */
async function reset(pglite: PGlite, pristine: Pristine): Promise<boolean> {
  await pglite.exec('ROLLBACK'); // a transaction a test left open (outside one: a warning only)
  await pglite.exec('DISCARD ALL');
  await pglite.exec('DROP SCHEMA IF EXISTS pgboss CASCADE'); // pg-boss creates it when an app starts
  if ((await one(pglite, FINGERPRINT_SQL)) !== pristine.fingerprint) return false;
  await pglite.transaction(async (tx) => {
    // No trigger runs for the reset (the ledger tables refuse TRUNCATE) nor for the seeds going back.
    await tx.exec('SET LOCAL session_replication_role = replica');
    await tx.exec(`TRUNCATE ${pristine.tables.join(', ')} RESTART IDENTITY CASCADE`);
    for (const { table, columns, rows } of pristine.seeds) {
      const list = columns.join(', ');
      await tx.query(
        `INSERT INTO ${table} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1)`,
        [JSON.stringify(rows)],
      );
    }
    for (const { name, value } of pristine.sequences) {
      if (value === null) await tx.exec(`ALTER SEQUENCE ${name} RESTART`);
      else await tx.query('SELECT setval($1::regclass, $2::bigint)', [name, value]);
    }
  });
  const all = (await pglite.query<{ t: string }>(ALL_TABLES_SQL)).rows.map((r) => r.t);
  return (await one(pglite, checksumSql(all))) === pristine.checksum;
}

const idle: PGlite[] = [];
/** How this worker's test apps got their database so far (the pool's own test reads it). */
export const poolCounts = { loaded: 0, reused: 0, discarded: 0 };
let pristine: Promise<Pristine> | undefined;

/**
 * Wraps `real` in a revocable proxy that counts the `listen` callbacks still registered; functions are bound to
 * `real` (PGlite keeps private fields).
 */
function lease(real: PGlite) {
  let listening = 0;
  const { proxy, revoke } = Proxy.revocable(real, {
    get(target, key) {
      if (key === 'listen') {
        return async (...args: Parameters<PGlite['listen']>) => {
          const unlisten = await target.listen(...args);
          listening++;
          let done = false;
          return async (tx?: Parameters<typeof unlisten>[0]) => {
            if (!done) listening--;
            done = true;
            await unlisten(tx);
          };
        };
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { proxy, revoke, listening: () => listening };
}

/**
 * A PGlite database in the state of `dump` for one test app: a released instance reset and proven equal to a
 * fresh load, else a new one loaded from `dump`. Its `close()` revokes the app's access and puts the instance
 * back (or closes it when it cannot be reused). Used by `createTestApp` under vitest.
 */
export async function leasePglite(dump: Blob): Promise<Database> {
  let real = idle.pop();
  if (real) poolCounts.reused++;
  else {
    real = await startPglite('memory://', dump);
    poolCounts.loaded++;
    pristine ??= capturePristine(real);
    await pristine;
  }
  const { proxy, revoke, listening } = lease(real);
  const instance = real;
  let released = false;
  return pgliteDatabase(proxy, async () => {
    if (released) return;
    released = true;
    revoke();
    if (instance.closed) return;
    const reusable = listening() === 0 && (await reset(instance, await pristine!).catch(() => false));
    if (reusable) idle.push(instance);
    else {
      poolCounts.discarded++;
      await instance.close();
    }
  });
}
