import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINES, useTestApp } from '../test/test-app.js';
import { diffState, readDatabaseState, readStateFiles, STATE_ROOT } from './current-state.js';
import { runMigrations } from './migrate.js';

/** A copy of the committed functions and triggers in a temporary folder, to edit. */
function stateCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lh-state-'));
  for (const folder of ['functions', 'triggers']) {
    cpSync(path.join(STATE_ROOT, folder), path.join(root, folder), { recursive: true });
  }
  return root;
}

const appliedAt = async (t: { database: { query: <T>(sql: string) => Promise<T[]> } }) =>
  String(
    (await t.database.query<{ at: unknown }>('SELECT applied_at AS at FROM drizzle.current_state'))[0]?.at,
  );

/** What `diffState` answers when the database runs exactly the files. */
const IN_STEP = { changed: [], missingInDatabase: [], missingFile: [] };

// issue 20 §3: src/db/functions and src/db/triggers are the one copy of what the database runs; the
// migrations hold tables and data, and runMigrations applies the files after them on each engine.
describe.each(ENGINES)('current-state files on %s', (engine) => {
  const t = useTestApp(engine);
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it('every function and trigger of the migrated database has its file, equal to it', async () => {
    const files = readStateFiles();
    expect(files.size).toBeGreaterThan(20);
    const diff = diffState(files, await readDatabaseState(t.database));
    // An edited file that PostgreSQL prints otherwise: `npm run db:state -w apps/server` writes it as printed.
    expect(diff, 'run npm run db:state -w apps/server').toEqual(IN_STEP);
  });

  it('an edited, added or removed file is applied at the next start, once', async () => {
    const root = stateCopy();
    roots.push(root);
    const edit = (key: string, change: (sql: string) => string) =>
      writeFileSync(path.join(root, key), change(readFileSync(path.join(root, key), 'utf8')));
    edit('functions/lead_amount_bucket.sql', (sql) =>
      sql.replace(/\$function\$\n/, '$function$\n-- edited by the test\n'),
    );
    const leadTriggers = readFileSync(path.join(root, 'triggers/leads.sql'), 'utf8').trim().split('\n');
    expect(leadTriggers.length).toBeGreaterThan(1);
    edit('triggers/leads.sql', () => `${leadTriggers.slice(1).join('\n')}\n`);
    rmSync(path.join(root, 'triggers/users.sql'));
    rmSync(path.join(root, 'functions/lh_live_revoke.sql'));
    writeFileSync(
      path.join(root, 'functions/lh_test_added.sql'),
      'CREATE OR REPLACE FUNCTION public.lh_test_added()\n RETURNS integer\n LANGUAGE sql\nAS $function$ SELECT 7 $function$;\n',
    );
    const before = await appliedAt(t);

    await runMigrations(t.database, root);
    const after = await readDatabaseState(t.database);
    expect(diffState(readStateFiles(root), after)).toEqual(IN_STEP);
    expect(after.get('functions/lead_amount_bucket.sql')).toContain('-- edited by the test');
    expect(after.get('triggers/leads.sql')).not.toContain(leadTriggers[0]);
    expect(after.has('triggers/users.sql')).toBe(false);
    expect(after.has('functions/lh_live_revoke.sql')).toBe(false);
    expect(await t.database.query('SELECT lh_test_added() AS n')).toEqual([{ n: 7 }]);
    const applied = await appliedAt(t);
    expect(applied).not.toBe(before);

    await runMigrations(t.database, root);
    expect(await appliedAt(t)).toBe(applied);

    await runMigrations(t.database);
    expect(diffState(readStateFiles(), await readDatabaseState(t.database))).toEqual(IN_STEP);
  });

  it('a function whose parameters or return type change replaces the old one, leaving no overload', async () => {
    const root = stateCopy();
    roots.push(root);
    const write = (signature: string, body: string) =>
      writeFileSync(
        path.join(root, 'functions/lh_test_changed.sql'),
        `CREATE OR REPLACE FUNCTION public.lh_test_changed(${signature}\n LANGUAGE sql\nAS $function$ ${body} $function$;\n`,
      );
    write('a integer)\n RETURNS integer', 'SELECT a + 1');
    await runMigrations(t.database, root);
    expect(await t.database.query('SELECT lh_test_changed(1) AS n')).toEqual([{ n: 2 }]);

    // Another parameter list: CREATE OR REPLACE alone would leave lh_test_changed(integer) beside it.
    write('a integer, b integer)\n RETURNS integer', 'SELECT a + b');
    await runMigrations(t.database, root);
    expect(diffState(readStateFiles(root), await readDatabaseState(t.database))).toEqual(IN_STEP);
    expect(await t.database.query('SELECT lh_test_changed(1, 2) AS n')).toEqual([{ n: 3 }]);

    // Another return type: CREATE OR REPLACE alone refuses ("cannot change return type").
    write('a integer, b integer)\n RETURNS text', "SELECT (a + b)::text || '!'");
    await runMigrations(t.database, root);
    expect(await t.database.query('SELECT lh_test_changed(1, 2) AS n')).toEqual([{ n: '3!' }]);

    await runMigrations(t.database);
    expect(diffState(readStateFiles(), await readDatabaseState(t.database))).toEqual(IN_STEP);
  });

  it('a file that fails leaves the database as it was', async () => {
    const root = stateCopy();
    roots.push(root);
    writeFileSync(
      path.join(root, 'functions/lead_amount_bucket.sql'),
      readFileSync(path.join(root, 'functions/lead_amount_bucket.sql'), 'utf8').replace(
        /\$function\$\n/,
        '$function$\n-- edited by the failing test\n',
      ),
    );
    writeFileSync(
      path.join(root, 'triggers/visits.sql'),
      'CREATE TRIGGER lh_broken AFTER INSERT ON public.visits FOR EACH ROW EXECUTE FUNCTION lh_no_such_function();\n',
    );
    const before = await appliedAt(t);
    await expect(runMigrations(t.database, root)).rejects.toThrow(/lh_no_such_function/);
    expect(diffState(readStateFiles(), await readDatabaseState(t.database))).toEqual(IN_STEP);
    expect(await appliedAt(t)).toBe(before);
  });
});
