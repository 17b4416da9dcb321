import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actorWith, ENGINES, type TestApp, uniq, useTestApp } from '../../test/test-app.js';
import { importFile } from './csv.test-helpers.js';

/* Issue 19 item 2: "Assign to: Nobody (unassigned)" leaves imported leads unassigned. */

const phone = () => '05' + String(Math.floor(Math.random() * 1e8)).padStart(8, '0');

async function assigneesOf(t: TestApp, campaign: string) {
  const res = await t.database.db.execute(sql`SELECT assigned_to FROM leads WHERE campaign = ${campaign}`);
  return (res as unknown as { rows: Array<{ assigned_to: string | null }> }).rows.map((r) => r.assigned_to);
}

describe.each(ENGINES)('import ownership on %s', (engine) => {
  const t = useTestApp(engine);

  it('a sales manager importing with assignedTo null leaves every lead unassigned', async () => {
    const manager = await actorWith(t, 'sales_manager');
    const campaign = uniq('nobody').replace(/[^a-z0-9]/gi, '');
    const csv = `name,phone,email\nAli One,${phone()},${campaign}1@ex.com\nBea Two,${phone()},${campaign}2@ex.com\n`;
    const { progress } = await importFile(t, manager.headers, csv, {
      defaults: { country: 'SA', campaign, assignedTo: null },
    });
    expect(progress).toMatchObject({ imported: 2, rejected: 0 });
    expect(await assigneesOf(t, campaign)).toEqual([null, null]);
  });

  it('without assignedTo the add-lead rule still assigns a manager’s import to the manager', async () => {
    const manager = await actorWith(t, 'sales_manager');
    const campaign = uniq('me').replace(/[^a-z0-9]/gi, '');
    const { progress } = await importFile(
      t,
      manager.headers,
      `name,phone,email\nCy Three,${phone()},${campaign}@ex.com\n`,
      {
        defaults: { country: 'SA', campaign },
      },
    );
    expect(progress).toMatchObject({ imported: 1 });
    expect(await assigneesOf(t, campaign)).toEqual([manager.user.id]);
  });
});
