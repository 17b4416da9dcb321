import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { actorWith, ENGINES, makeUser, type TestApp, uniq, useTestApp } from '../../test/test-app.js';
import { importFile, parseCsv, upload, uploadOk } from './csv.test-helpers.js';

/** The real files in `shared/data`, which sits beside the repository (CI) or at /work/shared (here). */
const DATA =
  [path.resolve(import.meta.dirname, '../../../../../../shared/data'), '/work/shared/data'].find((d) =>
    existsSync(d),
  ) ?? '/work/shared/data';
const atomic = readFileSync(`${DATA}/atomic-crm-contacts.csv`);
const spreadsheet = readFileSync(`${DATA}/spreadsheet-import-example.csv`);

/** Independent expectation for the atomic-crm file: first non-empty email and phone, 10 digits after `x…`. */
function atomicExpectation() {
  const lines = atomic.toString('utf8').trim().split('\n');
  const header = lines[0]!.split(',');
  let valid = 0;
  let phoneRejected = 0;
  for (const line of lines.slice(1)) {
    // The phone columns are the last three and contain no commas.
    const cells = line.split(',');
    const phones = cells.slice(-3);
    const phone = phones.find((p) => p.trim()) ?? '';
    const digits = phone.replace(/\s*x\d+$/, '').replace(/\D/g, '');
    if (digits.length === 10) valid++;
    else phoneRejected++;
  }
  expect(header.slice(-3)).toEqual(['phone_work', 'phone_home', 'phone_other']);
  return { valid, phoneRejected };
}

async function leadsWhere(t: TestApp, condition: ReturnType<typeof sql>) {
  const res = await t.database.db.execute(sql`SELECT * FROM leads WHERE ${condition}`);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe.each(ENGINES)('CSV import on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: Awaited<ReturnType<typeof actorWith>>;
  beforeAll(async () => {
    admin = await actorWith(t, 'admin');
  });

  it('imports the atomic-crm contacts: US numbers are not read as Saudi ones; read in the US they import', async () => {
    const expected = atomicExpectation();
    expect(expected).toEqual({ valid: 380, phoneRejected: 120 });
    const preview = await uploadOk(t, admin.headers, atomic);
    expect(preview).toMatchObject({ delimiter: ',', encoding: 'utf-8', totalEstimate: 500 });
    const map = Object.fromEntries(preview.headers.map((h, i) => [h, preview.mapping[i]]));
    expect(map).toMatchObject({
      first_name: 'firstName',
      last_name: 'lastName',
      email_work: 'email',
      email_home: 'email',
      email_other: 'email',
      phone_work: 'phoneNumber',
      phone_home: 'phoneNumber',
      phone_other: 'phoneNumber',
      status: null, // warm/cold/hot are not lead statuses
      id: null,
      company_name: null,
    });
    expect(preview.stats).toMatchObject({ rowsChecked: 500, valid: 0, rejected: 500 });
    expect(preview.stats.rejectedByRule['country: Country is required']).toBe(500);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/leads/import/${preview.importId}/preview`,
      headers: admin.headers,
      payload: { defaults: { country: 'Saudi Arabia', campaign: 'AtomicCRM' } },
    });
    expect(again.statusCode).toBe(200);
    // Issue 19 item 3: read as Saudi numbers, the US numbers are refused with a reason, never re-prefixed.
    expect(again.json().stats).toMatchObject({ valid: 2, rejected: 498, duplicates: 0 });
    expect(again.json().stats.rejectedByRule).toEqual({
      'phoneNumber: Not a valid phone number for its country': 498,
    });
    expect(again.json().preview[0]).toMatchObject({ line: 2, lead: null });
    // Leah Boehm (row 3) is not stored as 966-4152933313.
    expect(again.json().preview[1]).toMatchObject({ line: 3, lead: null });

    const start = await t.app.inject({
      method: 'POST',
      url: `/api/leads/import/${preview.importId}/start`,
      headers: admin.headers,
      payload: { defaults: { country: 'SA', campaign: 'AtomicCRM', phoneRegion: 'US' } },
    });
    expect(start.statusCode).toBe(202);
    const { waitFor } = await import('./csv.test-helpers.js');
    const done = await waitFor(t, admin.headers, preview.importId);
    expect(done).toMatchObject({
      status: 'completed',
      total: 500,
      rowsRead: 500,
      imported: 299,
      rejected: 201,
    });

    // Checked by hand: row 3 (Leah Boehm) has phone_work (415) 293-3313 and email Leah93@yahoo.com.
    const [leah] = await leadsWhere(t, sql`email = 'leah93@yahoo.com'`);
    expect(leah).toMatchObject({
      first_name: 'Leah',
      last_name: 'Boehm',
      phone_number: '1-4152933313',
      country: 'SA',
      campaign: 'AtomicCRM',
      status: 'NEW',
    });
    // Row 2 (Shelley Kerluke) has only 1-955-371-0847 x371: 955 is no US area code, rejected.
    expect(await leadsWhere(t, sql`lower(email) = 'shelley_kerluke47@hotmail.com'`)).toHaveLength(0);

    const report = await t.app.inject({
      method: 'GET',
      url: `/api/leads/import/${preview.importId}/rejections.csv`,
      headers: admin.headers,
    });
    expect(report.statusCode).toBe(200);
    expect(report.body.startsWith('\uFEFFrow,reason,id,first_name')).toBe(true);
    const rows = parseCsv(report.body);
    expect(rows).toHaveLength(202);
    expect(rows[1]).toEqual(
      expect.arrayContaining([
        '2',
        'phoneNumber: Not a valid phone number for its country',
        'Shelley',
        'Kerluke',
      ]),
    );
  });

  it('rejects every row of the spreadsheet example (no phone column) with reasons', async () => {
    const { preview, progress } = await importFile(t, admin.headers, spreadsheet, {
      defaults: { country: 'KW', campaign: 'Sheet' },
    });
    expect(preview.mapping).toEqual(['firstName', 'lastName', null, null, null, 'email']);
    expect(preview.stats.rejectedByRule['phoneNumber: Phone Number must be 10 digits']).toBe(1000);
    expect(progress).toMatchObject({ status: 'completed', imported: 0, rejected: 1000 });
    // 3 rows also have a malformed email (a space in it; checked with an independent RFC 5322 dot-atom
    // regex); `Joleen.O'Carroll@…` and `Kalina.O'Neill@…` are valid addresses.
    const atext = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
    const dotAtom = new RegExp(`^${atext}(\\.${atext})*@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$`);
    const bad = spreadsheet
      .toString()
      .trim()
      .split('\n')
      .slice(1)
      .filter((l) => !dotAtom.test(l.split(',').at(-1)!.trim()));
    expect(bad).toHaveLength(3);
    const report = parseCsv(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/leads/import/${preview.importId}/rejections.csv`,
          headers: admin.headers,
        })
      ).body,
    );
    expect(report.filter((r) => r[1]?.includes('email: Wrong email'))).toHaveLength(3);
  });

  it('detects delimiter and encoding: semicolon, tab, BOM, Windows-1252', async () => {
    const semi = await uploadOk(t, admin.headers, 'Vorname;Nachname;Mobile\nA;B;1\n');
    expect(semi).toMatchObject({ delimiter: ';', encoding: 'utf-8' });
    expect(semi.mapping).toEqual(['firstName', 'lastName', 'phoneNumber']);
    const tab = await uploadOk(t, admin.headers, 'name\tphone\temail\nAli Hassan\t0501234567\ta@b.co\n');
    expect(tab).toMatchObject({ delimiter: '\t' });
    const bom = await uploadOk(t, admin.headers, '\uFEFFfirstName,lastName\nAli,Hassan\n');
    expect(bom).toMatchObject({ encoding: 'utf-8-bom', headers: ['firstName', 'lastName'] });
    const latin = Buffer.from('first_name,last_name\nJos\xe9,M\xfcller\n', 'latin1');
    const win = await uploadOk(t, admin.headers, latin);
    expect(win.encoding).toBe('windows-1252');
    expect(win.preview[0]!.values).toEqual(['José', 'Müller']);
  });

  it('answers a clear 4xx for bad files, never a 500', async () => {
    const cases: [string, Buffer | string, number, RegExp][] = [
      ['empty', '', 400, /empty/],
      ['blank lines', '\n\n  \r\n', 400, /empty/],
      [
        'binary',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        400,
        /not a CSV/,
      ],
      ['header only', 'first_name,last_name,phone\n', 400, /header but no rows/],
      ['unclosed quote', 'a,b\n1,2\n"3,4\n5,6\n', 400, /line \d+: a quote is opened and never closed/],
      [
        '10,000 columns',
        Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',') + '\n1\n',
        400,
        /10000 columns/,
      ],
    ];
    for (const [name, body, status, message] of cases) {
      const res = await upload(t, admin.headers, body);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message, name).toMatch(message);
    }
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/leads/import',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na,b\n1,2\n',
    });
    expect(truncated.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/leads/import',
      headers: admin.headers,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('keeps ragged rows, 1 MB fields and formula cells as data rows with reasons', async () => {
    const phone = () => '05' + String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const big = 'x'.repeat(1024 * 1024);
    const csv =
      'first_name,last_name,country,phone,email,personal\n' +
      `Ragged,Short,SA,${phone()}\n` +
      `Ragged,Long,SA,${phone()},${uniq('r')}@ex.com,note,extra,cells\n` +
      `Huge,Cell,SA,${phone()},${uniq('h')}@ex.com,${big}\n` +
      `=HYPERLINK("http://evil"),@Cmd,SA,${phone()},${uniq('f')}@ex.com,+danger\n`;
    const { preview, progress } = await importFile(t, admin.headers, csv, { defaults: { country: 'SA' } });
    expect(preview.preview.map((p) => p.errors.map((e) => e.field))).toEqual([['email'], [], ['row'], []]);
    expect(progress).toMatchObject({ status: 'completed', imported: 2, rejected: 2 });
    const [formula] = await leadsWhere(t, sql`first_name = '=HYPERLINK("http://evil")'`);
    expect(formula).toMatchObject({ last_name: '@Cmd', personal: '+danger' });
  });

  it('rejects duplicates within the file and against the database; updates visible ones on request', async () => {
    const tag = uniq('dup').replace(/[^a-z0-9]/gi, '');
    const p = (n: number) => '05' + String(n).padStart(8, '0');
    const base = 40_000_000 + Math.floor(Math.random() * 1e6) * 10;
    const first =
      'first_name,last_name,phone,email,campaign,country\n' +
      `Ali,One,${p(base + 1)},${tag}1@ex.com,${tag},SA\n` +
      `Bea,Two,${p(base + 2)},${tag}2@ex.com,${tag},SA\n` +
      `Ali,Again,${p(base + 1)},${tag}9@ex.com,${tag},SA\n` + // same phone as line 2
      `Cem,Three,${p(base + 3)},${tag}2@EX.com,${tag},SA\n`; // same email as line 3 (case-insensitive)
    const one = await importFile(t, admin.headers, first);
    expect(one.preview.stats.duplicates).toBe(2);
    expect(one.progress).toMatchObject({ imported: 2, rejected: 2 });
    const reasons = parseCsv(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/leads/import/${one.preview.importId}/rejections.csv`,
          headers: admin.headers,
        })
      ).body,
    ).map((r) => r.slice(0, 2));
    expect(reasons).toEqual([
      ['row', 'reason'],
      ['4', 'phoneNumber: Duplicate of an earlier row in the file'],
      ['5', 'email: Duplicate of an earlier row in the file'],
    ]);

    const second =
      'first_name,last_name,phone,email,status,country\n' +
      `Alia,Changed,${p(base + 1)},${tag}1@ex.com,FOLLOW_UP,SA\n` + // matches lead 1 by phone
      `Dan,Four,${p(base + 4)},${tag}2@ex.com,NEW,SA\n` + // matches lead 2 by email
      `Eve,Five,${p(base + 5)},${tag}5@ex.com,NEW,SA\n`;
    const noUpdate = await importFile(t, admin.headers, second);
    expect(noUpdate.progress).toMatchObject({ imported: 1, updated: 0, rejected: 2 });

    const withUpdate = await importFile(t, admin.headers, second, { updateExisting: true });
    expect(withUpdate.progress).toMatchObject({ imported: 0, updated: 3, rejected: 0 }); // Eve exists since the previous import
    const [ali] = await leadsWhere(t, sql`email = ${tag + '1@ex.com'}`);
    expect(ali).toMatchObject({
      first_name: 'Alia',
      last_name: 'Changed',
      status: 'FOLLOW_UP',
      campaign: tag,
    });
    const [dan] = await leadsWhere(t, sql`email = ${tag + '2@ex.com'}`);
    expect(dan).toMatchObject({ first_name: 'Dan', phone_number: `966-${p(base + 4)}` });

    // Cancel (within 24 hours of the end) undoes the updates: the old values come back. Eve's row changed
    // nothing, so two leads are restored.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/leads/import/${withUpdate.preview.importId}/cancel`,
      headers: admin.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      status: 'cancelled',
      undo: { restoredLeads: 2, keptFields: 0, conflicts: 0, softDeleted: 0 },
    });
    const [aliBack] = await leadsWhere(t, sql`email = ${tag + '1@ex.com'}`);
    expect(aliBack).toMatchObject({ first_name: 'Ali', last_name: 'One', status: 'NEW' });
    const [beaBack] = await leadsWhere(t, sql`email = ${tag + '2@ex.com'}`);
    expect(beaBack).toMatchObject({ first_name: 'Bea', phone_number: `966-${p(base + 2)}` });
  });

  it('does not update leads outside the importer’s scope', async () => {
    const manager = await actorWith(t, 'sales_manager');
    const other = await makeUser(t, { role: 'sales' });
    const tag = uniq('scope').replace(/[^a-z0-9]/gi, '');
    const phone = '05' + String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    await importFile(t, admin.headers, `name,phone,email\nHidden Lead,${phone},${tag}@ex.com\n`, {
      defaults: { country: 'SA', assignedTo: other.id },
    });
    const res = await importFile(t, manager.headers, `name,phone,email\nNew Name,${phone},${tag}@ex.com\n`, {
      defaults: { country: 'SA' },
      updateExisting: true,
    });
    expect(res.progress).toMatchObject({ imported: 0, updated: 0, rejected: 1 });
    const [lead] = await leadsWhere(t, sql`email = ${tag + '@ex.com'}`);
    expect(lead).toMatchObject({ first_name: 'Hidden', assigned_to: other.id });
  });

  it('cancels an uploaded or queued import, and checks feature and ownership', async () => {
    const preview = await uploadOk(t, admin.headers, 'name,phone\nA B,0501234567\n');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/leads/import/${preview.importId}/cancel`,
      headers: admin.headers,
    });
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/leads/import/${preview.importId}/start`,
      headers: admin.headers,
      payload: {},
    });
    expect(start.statusCode).toBe(409);

    const sales = await actorWith(t, 'sales');
    expect((await upload(t, sales.headers, 'a\n1\n')).statusCode).toBe(403);
    const manager = await actorWith(t, 'sales_manager');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/leads/import/${preview.importId}`,
      headers: manager.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/leads/imports', headers: admin.headers });
    expect(list.json().rows[0].importId).toBe(preview.importId);
  });

  it('POST /api/leads/bulk keeps the spec contract {message, errors: [{op, message, row}]}', async () => {
    const tag = uniq('bulk').replace(/[^a-z0-9]/gi, '');
    const phone = '05' + String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const data = [
      { 'First Name': 'Ali', 'Last Name': 'Bulk', Mobile: phone, Email: `${tag}@ex.com`, country: 'SA' },
      { 'First Name': 'X', 'Last Name': 'Bulk', Mobile: '12', Email: 'nope', country: 'SA' },
      { 'First Name': 'Ali', 'Last Name': 'Dup', Mobile: phone, Email: `${tag}b@ex.com`, country: 'SA' },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads/bulk',
      headers: admin.headers,
      payload: { data },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '1 leads imported, 0 updated, 2 rejected',
      imported: 1,
      updated: 0,
      errors: [
        {
          op: data[1],
          row: 2,
          message:
            'firstName: First Name is required; phoneNumber: Phone Number must be 10 digits; email: Wrong email',
        },
        { op: data[2], row: 3, message: 'phoneNumber: Duplicate of an earlier row in the file' },
      ],
    });
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/leads/bulk',
      headers: admin.headers,
      payload: { data: Array.from({ length: 10_001 }, () => ({ a: 1 })) },
    });
    expect(tooMany.statusCode).toBe(413);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/leads/bulk',
      headers: admin.headers,
      payload: { data: [] },
    });
    expect(empty.statusCode).toBe(400);
  });
});
