import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client.js';

/*
 * The database's current behaviour in one readable place (issue 20 §3). Migrations used to restate a
 * trigger function each time it changed (`lead_rollups_apply_update` was written out in five of them, until
 * they were squashed into `drizzle/0000_baseline.sql`); to know what runs today, read
 * `src/db/functions/<name>.sql` (one file per function, as PostgreSQL prints it) and
 * `src/db/triggers/<table>.sql` (the table's triggers). They are the one copy: migrations hold tables and
 * data, and `runMigrations` applies these files after them (`applyCurrentState`), as Flyway applies its
 * repeatable migrations. To change a function or a trigger, edit its file.
 */

/** Where the current-state files live. */
export const STATE_ROOT = path.resolve(import.meta.dirname);
export const FUNCTIONS_FOLDER = path.join(STATE_ROOT, 'functions');
export const TRIGGERS_FOLDER = path.join(STATE_ROOT, 'triggers');

/** A function or a table's triggers, keyed by its file path relative to `src/db` (`functions/x.sql`). */
export type StateFiles = Map<string, string>;

/** Trailing spaces and blank-line runs differ between engines' printers and editors; nothing else may. */
export function normaliseSql(sql: string): string {
  return `${sql
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/**
 * Reads the project's own functions (schema `public`, not an extension's) and triggers from a migrated
 * database, as the files state them: `CREATE OR REPLACE FUNCTION …;` per function, and per table its
 * `CREATE TRIGGER …;` lines sorted by name.
 */
export async function readDatabaseState(database: Database): Promise<StateFiles> {
  const state: StateFiles = new Map();
  const functions = await database.query<{ name: string; def: string }>(
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS def
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.prokind IN ('f', 'p')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
      ORDER BY p.proname, p.oid`,
  );
  for (const f of functions) {
    const key = `functions/${f.name}.sql`;
    const previous = state.get(key);
    state.set(key, normaliseSql(`${previous ? `${previous}\n` : ''}${f.def.trim()};`));
  }
  const triggers = await database.query<{ tbl: string; def: string }>(
    `SELECT c.relname AS tbl, pg_get_triggerdef(t.oid) AS def
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND NOT t.tgisinternal
      ORDER BY c.relname, t.tgname`,
  );
  const byTable = new Map<string, string[]>();
  for (const t of triggers) byTable.set(t.tbl, [...(byTable.get(t.tbl) ?? []), `${t.def.trim()};`]);
  for (const [table, defs] of byTable) state.set(`triggers/${table}.sql`, normaliseSql(defs.join('\n')));
  return state;
}

/** Reads the committed current-state files (normalised), keyed like `readDatabaseState`. */
export function readStateFiles(root = STATE_ROOT): StateFiles {
  const files: StateFiles = new Map();
  for (const folder of ['functions', 'triggers']) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.sql'))
      .sort()) {
      files.set(`${folder}/${name}`, normaliseSql(readFileSync(path.join(dir, name), 'utf8')));
    }
  }
  return files;
}

/** What differs between the files and a database: changed or new files, and objects with no file. */
export interface StateDiff {
  /** Files whose text differs from the database's object (edited, or a migration changed it). */
  changed: string[];
  /** Files with no object in the database (new functions or triggers not yet migrated). */
  missingInDatabase: string[];
  /** Database objects with no file (a migration added them; run `dump`). */
  missingFile: string[];
}

/** Compares the committed files with a migrated database's state. */
export function diffState(files: StateFiles, database: StateFiles): StateDiff {
  const changed: string[] = [];
  const missingInDatabase: string[] = [];
  for (const [key, sql] of files) {
    const live = database.get(key);
    if (live === undefined) missingInDatabase.push(key);
    else if (live !== sql) changed.push(key);
  }
  const missingFile = [...database.keys()].filter((key) => !files.has(key));
  return { changed, missingInDatabase, missingFile };
}

/** Each `name(parameters) RETURNS type` a function file or the database states, as one line each. */
const signatures = (text: string) =>
  [...text.matchAll(/CREATE OR REPLACE (?:FUNCTION|PROCEDURE) ([\s\S]*?)\n\s*(?:LANGUAGE|AS) /g)]
    .map((m) => m[1]!.replace(/\s+/g, ' ').trim())
    .sort()
    .join('\n');

/** Drops every function of `name` in schema `public`, whatever its parameters (its overloads too). */
const dropFunctionsSql = (name: string) =>
  `DO $drop$ DECLARE f regprocedure; BEGIN
     FOR f IN SELECT p.oid::regprocedure FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
               WHERE n.nspname = 'public' AND p.proname = '${name}' LOOP
       EXECUTE 'DROP FUNCTION ' || f::text;
     END LOOP;
   END $drop$;`;

const triggerNames = (text: string) =>
  [...text.matchAll(/CREATE (?:CONSTRAINT )?TRIGGER (\w+)/g)].map((m) => m[1]!);

/**
 * The SQL that brings a database whose state is `live` to the files' state, or null when they agree:
 * triggers of a changed or removed table file are dropped by name, every changed or new function file is run
 * as it stands (`CREATE OR REPLACE`), the tables' triggers are created again from their files, and a
 * function with no file any more is dropped last. A changed file whose parameters or return type differ
 * from the database's (`CREATE OR REPLACE` cannot change those, or would add an overload beside the old
 * one) has the old function dropped first, every overload of its name. One text of statements for
 * `Database.exec`; function bodies are checked when called, not when created (`check_function_bodies`), so
 * the files' order is free. A function something else depends on (a view, a column default) cannot be
 * dropped: the text fails whole and the database stays as it was.
 */
export function stateSql(files: StateFiles, live: StateFiles): string | null {
  const { changed, missingInDatabase, missingFile } = diffState(files, live);
  if (changed.length + missingInDatabase.length + missingFile.length === 0) return null;
  const table = (key: string) => path.basename(key, '.sql');
  const isTriggers = (key: string) => key.startsWith('triggers/');
  const parts = [`SELECT set_config('check_function_bodies', 'off', true);`];
  for (const key of [...changed, ...missingFile].filter(isTriggers)) {
    for (const name of triggerNames(live.get(key) ?? '')) {
      parts.push(`DROP TRIGGER IF EXISTS ${name} ON ${table(key)};`);
    }
  }
  for (const key of changed.filter((k) => !isTriggers(k))) {
    if (signatures(files.get(key)!) !== signatures(live.get(key)!)) parts.push(dropFunctionsSql(table(key)));
  }
  const applied = [...changed, ...missingInDatabase];
  for (const key of applied.filter((k) => !isTriggers(k))) parts.push(files.get(key)!.trim());
  for (const key of applied.filter(isTriggers)) parts.push(files.get(key)!.trim());
  for (const key of missingFile.filter((k) => !isTriggers(k))) parts.push(dropFunctionsSql(table(key)));
  return parts.join('\n');
}

/** A hash of the files' normalised text, recorded in `drizzle.current_state` once they are applied. */
export function stateHash(files: StateFiles): string {
  const hash = createHash('sha256');
  for (const key of [...files.keys()].sort()) hash.update(`${key}\n${files.get(key)}\n`);
  return hash.digest('hex');
}

/**
 * Brings the database's functions and triggers to the files under `root` (issue 20 §3: the files are the one
 * copy; migrations hold tables and data only). Reads one row when nothing changed; otherwise applies
 * `stateSql` and records the files' hash in one transaction (a multi-statement text sent at once is one
 * transaction on either engine: a failing statement leaves nothing applied). The caller holds the migration
 * lock (`runMigrations`), so processes starting together apply it once.
 */
export async function applyCurrentState(database: Database, root = STATE_ROOT): Promise<void> {
  const files = readStateFiles(root);
  const hash = stateHash(files);
  const rows = await database.query<{ hash: string }>('SELECT hash FROM drizzle.current_state');
  if (rows[0]?.hash === hash) return;
  const sql = stateSql(files, await readDatabaseState(database));
  await database.exec(
    `${sql ?? ''}\nINSERT INTO drizzle.current_state (id, hash) VALUES (true, '${hash}')
       ON CONFLICT (id) DO UPDATE SET hash = EXCLUDED.hash, applied_at = now();`,
  );
}
