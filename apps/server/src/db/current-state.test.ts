import { describe, expect, it } from 'vitest';
import { ENGINES, useTestApp } from '../test/test-app.js';
import { diffState, migrationSql, readDatabaseState, readStateFiles } from './current-state.js';

// issue 20 §3: src/db/functions and src/db/triggers state what runs today; they must equal what the
// committed migrations produce on each engine, and the migration written from an edited file must apply it.
describe.each(ENGINES)('current-state files on %s', (engine) => {
  const t = useTestApp(engine);

  it('every function and trigger of the migrated database has its file, equal to it', async () => {
    const files = readStateFiles();
    expect(files.size).toBeGreaterThan(20);
    const diff = diffState(files, await readDatabaseState(t.database));
    expect(diff).toEqual({ changed: [], missingInDatabase: [], missingFile: [] });
  });

  it('the migration written from edited files brings the database to them', async () => {
    const files = readStateFiles();
    const fn = 'functions/lead_amount_bucket.sql';
    const triggers = 'triggers/leads.sql';
    const edited = new Map(files);
    edited.set(fn, files.get(fn)!.replace(/\$function\$\n/, '$function$\n-- edited by the test\n'));
    const kept = files.get(triggers)!.trim().split('\n');
    expect(kept.length).toBeGreaterThan(1);
    edited.set(triggers, `${kept.slice(1).join('\n')}\n`);
    const before = await readDatabaseState(t.database);
    expect(diffState(edited, before).changed.sort()).toEqual([fn, triggers].sort());
    const sql = migrationSql(edited, before, [fn, triggers]);
    for (const statement of sql.split('--> statement-breakpoint')) await t.database.exec(statement);
    const after = await readDatabaseState(t.database);
    expect(after.get(fn)).toContain('-- edited by the test');
    expect(diffState(edited, after).changed).toEqual([]);
    expect(after.get(triggers)).not.toContain(kept[0]);
  });
});
