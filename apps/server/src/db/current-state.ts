import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client.js';

/*
 * The database's current behaviour in one readable place (issue 20 §3). Migrations restate a trigger
 * function each time it changes (`lead_rollups_apply_update` is written out in five of them); to know what
 * runs today, read `src/db/functions/<name>.sql` (one file per function, as PostgreSQL prints it) and
 * `src/db/triggers/<table>.sql` (the table's triggers). `db/current-state.test.ts` migrates an empty
 * database on each engine and fails when a file and the database disagree, so the files cannot go stale;
 * `npm run db:functions -- migration --name <name>` writes the migration for edited files (and `dump`
 * rewrites the files from the migrations).
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

/**
 * The SQL that brings a database to the files' state for `keys`: a function file is run as it stands
 * (`CREATE OR REPLACE`); a table's triggers are dropped by name and created again.
 */
export function migrationSql(files: StateFiles, database: StateFiles, keys: readonly string[]): string {
  const parts: string[] = [];
  // Functions first: a new trigger names a function that must exist when it is created.
  const ordered = [...keys].sort(
    (a, b) => Number(b.startsWith('functions/')) - Number(a.startsWith('functions/')),
  );
  for (const key of ordered) {
    const sql = files.get(key);
    if (sql === undefined) continue;
    if (key.startsWith('functions/')) {
      parts.push(sql.trim());
      continue;
    }
    const table = path.basename(key, '.sql');
    const names = (text: string) =>
      [...text.matchAll(/CREATE (?:CONSTRAINT )?TRIGGER (\w+)/g)].map((m) => m[1]);
    for (const name of new Set([...names(database.get(key) ?? ''), ...names(sql)])) {
      parts.push(`DROP TRIGGER IF EXISTS ${name} ON ${table};`);
    }
    // pg_get_triggerdef prints each trigger on one line; one statement per part (PGlite runs one at a time).
    parts.push(
      ...sql
        .trim()
        .split('\n')
        .filter((line) => line.trim()),
    );
  }
  return parts.join('\n--> statement-breakpoint\n');
}
