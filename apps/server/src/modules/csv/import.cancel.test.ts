import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actorWith, ENGINES, uniq, useTestApp } from '../../test/test-app.js';
import { importFile } from './csv.test-helpers.js';

type Headers = { authorization: string };
type LeadRow = {
  id: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  status: string;
  deleted_at: Date | string | null;
};

const phones = () => {
  const base = 60_000_000 + Math.floor(Math.random() * 3_000_000) * 10;
  return (n: number) => '05' + String(base + n).padStart(8, '0');
};

describe.each(ENGINES)('cancelling an import on %s', (engine) => {
  const t = useTestApp(engine);
  let owner: Awaited<ReturnType<typeof actorWith>>;
  let other: Awaited<ReturnType<typeof actorWith>>;
  beforeAll(async () => {
    owner = await actorWith(t, 'admin');
    other = await actorWith(t, 'admin');
  });

  /** Every lead of a campaign, soft-deleted ones included, by phone. */
  async function leadsOf(campaign: string): Promise<LeadRow[]> {
    const res = await t.database.db.execute(
      sql`SELECT id, first_name, last_name, phone_number, status, deleted_at FROM leads
          WHERE campaign = ${campaign} ORDER BY phone_number`,
    );
    return (res as unknown as { rows: LeadRow[] }).rows;
  }
  async function allLeadRows(): Promise<number> {
    const res = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM leads`);
    return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  const post = (headers: Headers, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const cancel = (headers: Headers, id: string) => post(headers, `/api/leads/import/${id}/cancel`);

  it('soft-deletes only untouched created leads; edits by others survive and are counted', async () => {
    const tag = uniq('cx').replace(/[^a-z0-9]/gi, '');
    const p = phones();
    const csv =
      'first_name,last_name,phone,email,country\n' +
      `Amal,One,${p(1)},${tag}1@ex.com,SA\n` +
      `Badr,Two,${p(2)},${tag}2@ex.com,SA\n` +
      `Chadi,Three,${p(3)},${tag}3@ex.com,SA\n` +
      `Dana,Four,${p(4)},${tag}4@ex.com,SA\n`;
    const { preview, progress } = await importFile(t, owner.headers, csv, { defaults: { campaign: tag } });
    expect(progress).toMatchObject({ status: 'completed', imported: 4 });
    const [a, b, , d] = await leadsOf(tag);
    // Another user changes a status, comments on another lead and deletes a third; one stays untouched.
    expect(
      (await post(other.headers, '/api/leads/changeStatus', { leadId: a!.id, status: 'FOLLOW_UP' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(other.headers, '/api/leads/addComment', { leadId: b!.id, text: 'Called' })).statusCode,
    ).toBe(201);
    expect((await post(other.headers, '/api/leads/markAsDeleted', { leadsIds: [d!.id] })).statusCode).toBe(
      200,
    );
    const rowsBefore = await allLeadRows();

    const res = await cancel(owner.headers, preview.importId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      undo: { softDeleted: 1, keptChanged: 2, alreadyDeleted: 1, restoredLeads: 0 },
    });
    const after = await leadsOf(tag);
    expect(after.map((l) => [l.first_name, l.status, l.deleted_at !== null])).toEqual([
      ['Amal', 'FOLLOW_UP', false],
      ['Badr', 'NEW', false],
      ['Chadi', 'NEW', true],
      ['Dana', 'NEW', true],
    ]);
    // Nothing was DELETEd: every row is still there.
    expect(await allLeadRows()).toBe(rowsBefore);

    // The soft-deleted lead comes back through the admin's restore.
    const chadi = after[2]!;
    expect((await post(owner.headers, '/api/leads/restore', { leadsIds: [chadi.id] })).statusCode).toBe(200);
    expect((await leadsOf(tag))[2]!.deleted_at).toBeNull();

    // The answer and the progress keep the report; a second cancel is refused.
    const again = await cancel(owner.headers, preview.importId);
    expect(again.statusCode).toBe(409);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/leads/import/${preview.importId}`,
      headers: owner.headers,
    });
    expect(shown.json().undo).toMatchObject({ softDeleted: 1, keptChanged: 2 });
  });

  it('restores only the fields of updated leads that nobody changed since', async () => {
    const tag = uniq('cu').replace(/[^a-z0-9]/gi, '');
    const p = phones();
    await importFile(
      t,
      owner.headers,
      `first_name,last_name,phone,email,country\nOmar,Saleh,${p(1)},${tag}1@ex.com,SA\nRana,Haddad,${p(2)},${tag}2@ex.com,SA\n`,
      {
        defaults: { campaign: tag },
      },
    );
    // The second file renames both leads and sets a status; for Rana it also changes the phone.
    const update = await importFile(
      t,
      owner.headers,
      `first_name,last_name,phone,email,country,status\nOmer,Salih,${p(1)},${tag}1@ex.com,SA,FOLLOW_UP\nRanya,Hadad,${p(3)},${tag}2@ex.com,SA,FOLLOW_UP\n`,
      { updateExisting: true },
    );
    expect(update.progress).toMatchObject({ status: 'completed', updated: 2 });
    const [omar, rana] = await leadsOf(tag);
    // Someone else changes Omar's status afterwards; someone adds a lead with Rana's old phone.
    expect(
      (await post(other.headers, '/api/leads/changeStatus', { leadId: omar!.id, status: 'NOT_INTERESTED' }))
        .statusCode,
    ).toBe(200);
    const taken = await post(other.headers, '/api/leads', {
      firstName: 'Other',
      lastName: 'Lead',
      phoneNumber: p(2),
      email: `${tag}x@ex.com`,
      country: 'SA',
      campaign: `${tag}x`,
    });
    expect(taken.statusCode).toBe(201);
    expect(rana!.phone_number).toBe(`966-${p(3)}`);

    const res = await cancel(owner.headers, update.preview.importId);
    expect(res.statusCode).toBe(200);
    // Omar: names restored (2), status kept (1). Rana: names and status restored (3), phone in conflict.
    expect(res.json().undo).toEqual({
      softDeleted: 0,
      keptChanged: 0,
      alreadyDeleted: 0,
      restoredLeads: 2,
      restoredFields: 5,
      keptFields: 1,
      conflicts: 1,
    });
    const [omarAfter, ranaAfter] = await leadsOf(tag);
    expect(omarAfter).toMatchObject({ first_name: 'Omar', last_name: 'Saleh', status: 'NOT_INTERESTED' });
    expect(ranaAfter).toMatchObject({
      first_name: 'Rana',
      last_name: 'Haddad',
      status: 'NEW',
      phone_number: `966-${p(3)}`,
    });
  });

  it('refuses to undo an import that ended more than 24 hours ago (409), allows it before', async () => {
    const tag = uniq('co').replace(/[^a-z0-9]/gi, '');
    const p = phones();
    const csv = `first_name,last_name,phone,email,country\nOld,Import,${p(1)},${tag}1@ex.com,SA\n`;
    const old = await importFile(t, owner.headers, csv, { defaults: { campaign: tag } });
    await t.database.db.execute(
      sql`UPDATE lead_imports SET finished_at = now() - interval '25 hours' WHERE id = ${old.preview.importId}::uuid`,
    );
    const res = await cancel(owner.headers, old.preview.importId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/completed more than 24 hours ago and can no longer be undone/);
    expect((await leadsOf(tag))[0]!.deleted_at).toBeNull();

    await t.database.db.execute(
      sql`UPDATE lead_imports SET finished_at = now() - interval '23 hours' WHERE id = ${old.preview.importId}::uuid`,
    );
    const inTime = await cancel(owner.headers, old.preview.importId);
    expect(inTime.statusCode).toBe(200);
    expect(inTime.json().undo).toMatchObject({ softDeleted: 1 });
    // Someone else's import is not theirs to cancel (only its owner or an admin sees it).
    const manager = await actorWith(t, 'sales_manager');
    expect((await cancel(manager.headers, old.preview.importId)).statusCode).toBe(404);
  });
});
