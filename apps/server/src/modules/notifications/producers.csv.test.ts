import { describe, expect, it } from 'vitest';
import { actorWith, ENGINES, uniq, useTestApp } from '../../test/test-app.js';
import { importFile } from '../csv/csv.test-helpers.js';

/*
 * CSV producers (issue 21 §1): a finished import tells its importer (counts, the import to open) and each
 * assignee of its new leads once with the count; a finished export tells its exporter the row count.
 */
const phone = () => '055' + String(Math.floor(Math.random() * 1e7)).padStart(7, '0');

describe.each(ENGINES)('import and export notifications on %s', (engine) => {
  const t = useTestApp(engine);

  const notificationsOf = (userId: string) =>
    t.database.query<{ kind: string; subject: string; subject_id: string; data: Record<string, unknown> }>(
      'SELECT kind, subject, subject_id, data FROM notifications WHERE user_id = $1 ORDER BY seq',
      [userId],
    );

  it('an import with an assignee tells the importer its counts and the assignee once', async () => {
    const admin = await actorWith(t, 'admin');
    const agent = await actorWith(t, 'sales');
    const campaign = uniq('imp').replace(/[^a-z0-9]/gi, '');
    const lines = Array.from({ length: 120 }, (_, i) => `Lead ${i},${phone()},${campaign}${i}@ex.com`);
    const csv = `name,phone,email\n${lines.join('\n')}\nBad,,\n`;
    const { preview, progress } = await importFile(t, admin.headers, csv, {
      defaults: { country: 'SA', campaign, assignedTo: agent.user.id },
    });
    expect(progress.status).toBe('completed');
    const mine = await notificationsOf(admin.user.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'import.finished',
      subject: 'import',
      subject_id: preview.importId,
    });
    // Every row is counted once: imported or rejected (the last one has no phone).
    const { imported, rejected } = mine[0]!.data as { imported: number; rejected: number };
    expect(mine[0]!.data.status).toBe('completed');
    expect([imported + rejected, imported > 0, rejected > 0]).toEqual([121, true, true]);
    const theirs = await notificationsOf(agent.user.id);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ kind: 'lead.assigned', subject: 'lead' });
    expect(theirs[0]!.data).toEqual({ count: imported, importId: preview.importId });
  });

  it('an export read to its end tells the exporter how many rows it had', async () => {
    const admin = await actorWith(t, 'admin');
    const res = await t.app.inject({ url: '/api/leads/export', headers: admin.headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const rows = res.body.trim().split('\r\n').length - 1;
    const mine = await notificationsOf(admin.user.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'export.finished', subject: 'export', data: { count: rows } });
  });
});
