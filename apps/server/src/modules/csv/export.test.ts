import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CSV_LIMITS, EXPORT_COLUMNS } from '@leadhouse/domain';
import {
  actorWith,
  createTestApp,
  ENGINES,
  makeUser,
  uniq,
  useActor,
  useTestApp,
} from '../../test/test-app.js';
import { importFile, leadIdsOfCampaign, parseCsv, phoneOf } from './csv.test-helpers.js';

/** Line ends outside quotes: CRLF and bare LF counts. */
function recordEnds(text: string) {
  let quoted = false;
  let crlf = 0;
  let bare = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text[i] === '\n') {
      if (text[i - 1] === '\r') crlf++;
      else bare++;
    }
  }
  return { crlf, bare };
}

describe.each(ENGINES)('CSV export on %s', (engine) => {
  const t = useTestApp(engine);
  const admin = useActor(t, 'admin');

  const exportQuery = (query: string, headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/leads/export?${query}`, headers });

  it('writes the 16 columns, comma, CRLF, UTF-8 BOM, a Leads+timestamp file name; neutralises formulas', async () => {
    const tag = uniq('exp').replace(/[^a-z0-9]/gi, '');
    const base = 60_000_000 + Math.floor(Math.random() * 1e6) * 10;
    const csv =
      'first_name,last_name,phone,email,country,campaign,personal,platform,gclid\n' +
      `=cmd|' /C calc'!A0,Smith,${phoneOf(base)},${tag}a@ex.com,SA,${tag},"line1\nline2",Google,g1\n` +
      `@Ali,-Minus,${phoneOf(base + 1)},${tag}b@ex.com,KW,${tag},"+1, ""quoted""",facebook,\n` +
      `Tab\tName,Inside,${phoneOf(base + 2)},${tag}c@ex.com,AE,${tag},zero,,\n`;
    const imported = await importFile(t, admin.headers, csv);
    expect(imported.progress).toMatchObject({ imported: 3 });
    // Leading tab, CR and LF cannot come through the (trimming) import: written directly.
    await t.database.db.execute(sql`
      INSERT INTO leads (first_name, last_name, phone_number, email, country, campaign, personal)
      VALUES (E'\tTab', E'\rCR', ${'973-' + phoneOf(base + 3)}, ${tag + 'd@ex.com'}, 'BH', ${tag}, E'\nLF')`);

    const res = await exportQuery(`CAMPAIGNS=${tag}&sortBy=${encodeURIComponent('{"phoneNumber":1}')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Leads-\d{8}-\d{6}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const body = res.body;
    expect(recordEnds(body)).toEqual({ crlf: 5, bare: 0 });
    const rows = parseCsv(body);
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toHaveLength(5);
    // Sorted by phone: 965 (KW), 966 (SA), 971 (AE), 973 (BH).
    const [b, a, c, d] = rows
      .slice(1)
      .map((r) => Object.fromEntries(EXPORT_COLUMNS.map((k, i) => [k, r[i]])));
    expect(a).toMatchObject({
      firstName: "'=cmd|' /C calc'!A0",
      lastName: 'Smith',
      phoneNumber: `966-${phoneOf(base)}`,
      country: 'SA',
      email: `${tag}a@ex.com`,
      campaign: tag,
      personal: 'line1\nline2',
      platform: 'google',
      gclid: 'g1',
      status: 'NEW',
      funnel: '',
    });
    expect(b).toMatchObject({ firstName: "'@Ali", lastName: "'-Minus", personal: '\'+1, "quoted"' });
    expect(d).toMatchObject({ firstName: "'\tTab", lastName: "'\rCR", personal: "'\nLF" });
    expect(c).toMatchObject({ firstName: 'Tab\tName', phoneNumber: `971-${phoneOf(base + 2)}` });
    // No cell of the file starts with a formula character (phones start with a digit).
    for (const row of rows.slice(1)) {
      for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r\n\0]/);
    }
  });

  it('exports the selected ids only, inside the caller’s scope, and fails before the first byte with JSON', async () => {
    const sales = await actorWith(t, 'sales_manager');
    const other = await makeUser(t, { role: 'sales' });
    const tag = uniq('sel').replace(/[^a-z0-9]/gi, '');
    const base = 70_000_000 + Math.floor(Math.random() * 1e6) * 10;
    let csv = 'name,phone,email,country,campaign\n';
    for (let i = 0; i < 4; i++) csv += `Lead Number${i},${phoneOf(base + i)},${tag}${i}@ex.com,SA,${tag}\n`;
    await importFile(t, sales.headers, csv); // assigned to the manager (add-lead rule)
    await importFile(
      t,
      admin.headers,
      `name,phone,email,country,campaign\nHidden One,${phoneOf(base + 9)},${tag}9@ex.com,SA,${tag}\n`,
      { defaults: { assignedTo: other.id } },
    );
    const ids = await leadIdsOfCampaign(t, tag);
    expect(ids).toHaveLength(5);

    const mine = parseCsv((await exportQuery(`CAMPAIGNS=${tag}`, sales.headers)).body);
    expect(mine).toHaveLength(5); // header + the manager's 4, not the other team's lead
    const all = parseCsv((await exportQuery(`CAMPAIGNS=${tag}`)).body);
    expect(all).toHaveLength(6);

    const picked = await t.app.inject({
      method: 'POST',
      url: '/api/leads/export',
      headers: sales.headers,
      payload: { ids: [ids[0], ids[4]] },
    });
    expect(picked.statusCode).toBe(200);
    expect(parseCsv(picked.body)).toHaveLength(2); // the foreign id is silently out of scope

    const bad = await exportQuery('sortBy=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Error preparing csv');
    const badSort = await exportQuery(`sortBy=${encodeURIComponent('{"password":1}')}`);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toBe('Error preparing csv');
    const noIds = await t.app.inject({
      method: 'POST',
      url: '/api/leads/export',
      headers: admin.headers,
      payload: { ids: [] },
    });
    expect(noIds.json()).toMatchObject({ message: 'Error preparing csv' });
    const affiliate = await actorWith(t, 'affiliate');
    expect((await exportQuery('', affiliate.headers)).statusCode).toBe(403);
  });

  it('pages through more than one keyset batch in the list order, for nullable and tied sort keys', async () => {
    const tag = uniq('many').replace(/[^a-z0-9]/gi, '');
    const n = CSV_LIMITS.exportBatch + 37;
    await t.database.db.execute(sql`
      INSERT INTO leads (first_name, last_name, phone_number, email, country, campaign, platform, created_at)
      SELECT 'F' || (g % 7), 'L' || g, '973-' || lpad(g::text, 10, '0'), ${tag} || g || '@ex.com', 'BH', ${tag},
        CASE WHEN g % 3 = 0 THEN NULL ELSE 'p' || (g % 5) END,
        timestamptz '2026-01-01' + (g % 11) * interval '1 microsecond'
      FROM generate_series(1, ${n}) g`);
    for (const sort of [
      undefined,
      '{"platform":1}',
      '{"platform":-1}',
      '{"firstName":-1}',
      '{"createdAt":1}',
    ]) {
      const q = `CAMPAIGNS=${tag}` + (sort ? `&sortBy=${encodeURIComponent(sort)}` : '');
      const rows = parseCsv((await exportQuery(q)).body).slice(1);
      expect(rows, sort).toHaveLength(n);
      expect(new Set(rows.map((r) => r[2])).size, sort).toBe(n); // every lead once
      if (sort === '{"platform":1}') {
        const platforms = rows.map((r) => r[14]);
        const firstEmpty = platforms.indexOf('');
        expect(platforms.slice(firstEmpty).every((p) => p === '')).toBe(true); // NULLs last ascending
        expect(platforms.slice(0, firstEmpty)).toEqual([...platforms.slice(0, firstEmpty)].sort());
      }
    }
  });

  it('round trip: an export re-imports to the same leads', async () => {
    const tag = uniq('trip').replace(/[^a-z0-9]/gi, '');
    const base = 80_000_000 + Math.floor(Math.random() * 1e6) * 10;
    const csv =
      'First Name,Last Name,Mobile,E-mail,Country,Campaign,Status,Funnel,Platform,Notes,uri,gclid\n' +
      `Ali,Hassan,${phoneOf(base)},${tag}1@ex.com,Saudi Arabia,${tag},FOLLOW_UP,Whale,google,=vip,https://x.y/?a=1,G1\n` +
      `Noor,Saleh,+974 ${phoneOf(base + 1)},${tag}2@ex.com,,${tag},NEW,,tiktok,-,,\n`;
    await importFile(t, admin.headers, csv, { defaults: { country: 'SA' } });
    const first = (await exportQuery(`CAMPAIGNS=${tag}&sortBy=${encodeURIComponent('{"email":1}')}`)).body;

    // Into a fresh database: the same leads.
    const other = await createTestApp(engine);
    try {
      const otherAdmin = await actorWith(other, 'admin');
      const again = await importFile(other, otherAdmin.headers, first);
      expect(again.preview.mapping).toEqual([...EXPORT_COLUMNS]);
      expect(again.progress).toMatchObject({ imported: 2, rejected: 0 });
      const second = await other.app.inject({
        method: 'GET',
        url: `/api/leads/export?CAMPAIGNS=${tag}&sortBy=${encodeURIComponent('{"email":1}')}`,
        headers: otherAdmin.headers,
      });
      expect(second.body).toBe(first);
    } finally {
      await other.close();
    }
    // Into the same database with update-existing: nothing new, the same values.
    const same = await importFile(t, admin.headers, first, { updateExisting: true });
    expect(same.progress).toMatchObject({ imported: 0, updated: 2, rejected: 0 });
    expect((await exportQuery(`CAMPAIGNS=${tag}&sortBy=${encodeURIComponent('{"email":1}')}`)).body).toBe(
      first,
    );
    const rows = parseCsv(first);
    expect(rows[1]!.slice(0, 8)).toEqual([
      'Ali',
      'Hassan',
      `966-${phoneOf(base)}`,
      'SA',
      `${tag}1@ex.com`,
      tag,
      "'=vip",
      'Whale',
    ]);
    expect(rows[2]!.slice(0, 4)).toEqual(['Noor', 'Saleh', `974-${phoneOf(base + 1)}`, 'QA']);
  });
});
