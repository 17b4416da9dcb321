import { describe, expect, it } from 'vitest';
import { escapeCell, unescapeCell } from './csv-cells.js';
import { guessField, guessMapping, normaliseRow } from './csv-rows.js';
import { originShape } from './lead-origin.js';

describe('guessField: header spellings', () => {
  it.each([
    ['first_name', 'firstName'],
    ['firstName', 'firstName'],
    ['First Name', 'firstName'],
    ['FIRST-NAME', 'firstName'],
    ['fname', 'firstName'],
    ['firstname', 'firstName'],
    ['last_name', 'lastName'],
    ['Last Name', 'lastName'],
    ['surname', 'lastName'],
    ['lname', 'lastName'],
    ['name', 'fullName'],
    ['Full Name', 'fullName'],
    ['email', 'email'],
    ['E-mail', 'email'],
    ['Email Address', 'email'],
    ['email_work', 'email'],
    ['email_home', 'email'],
    ['email2', 'email'],
    ['Mobile', 'phoneNumber'],
    ['phone', 'phoneNumber'],
    ['Phone Number', 'phoneNumber'],
    ['phoneNumber', 'phoneNumber'],
    ['phone_home', 'phoneNumber'],
    ['phone_work', 'phoneNumber'],
    ['phone_other', 'phoneNumber'],
    ['tel', 'phoneNumber'],
    ['country', 'country'],
    ['Country Code', 'country'],
    ['campaign', 'campaign'],
    ['utm_campaign', 'campaign'],
    ['platform', 'platform'],
    ['status', 'status'],
    ['funnel', 'funnel'],
    ['personal', 'personal'],
    ['gclid', 'gclid'],
    ['wbraid', 'wbraid'],
    ['campaignid', 'campaignid'],
    ['adgroupid', 'adgroupid'],
    ['uri', 'uri'],
    ['placement', 'placement'],
  ])('%s → %s', (header, field) => {
    expect(guessField(header)).toBe(field);
  });

  it.each(['id', 'company_name', 'telegram', 'mailing_list', 'years', 'team', 'has_newsletter', ''])(
    '%s is not mapped',
    (header) => {
      expect(guessField(header)).toBeNull();
    },
  );

  it('drops `name` next to first and last name, and a status column of foreign values', () => {
    expect(guessMapping(['name', 'first_name', 'last_name'])).toEqual([null, 'firstName', 'lastName']);
    expect(guessMapping(['status'], [['warm'], ['cold'], ['hot']])).toEqual([null]);
    expect(guessMapping(['status'], [['NEW'], ['follow up'], ['']])).toEqual(['status']);
  });
});

describe('cell escaping', () => {
  it('prefixes formula starts with an apostrophe and reads it back', () => {
    for (const v of ['=1+1', '+33612345678', '-2', '@SUM(A1)', '\tx', '\rx', '\nx', '\0x']) {
      expect(escapeCell(v)).toBe("'" + v);
      expect(unescapeCell(escapeCell(v))).toBe(v);
    }
    expect(escapeCell('966-5012345678')).toBe('966-5012345678');
    expect(escapeCell("it's")).toBe("it's");
    expect(unescapeCell("'hello")).toBe("'hello");
  });
});

describe('normaliseRow', () => {
  const mapping = ['fullName', 'phoneNumber', 'email', 'email', 'country', 'status'] as const;
  it('splits a full name, takes the first non-empty email, lower-cases it, applies defaults', () => {
    const r = normaliseRow(['  Ali Bin Hassan ', '0501234567', '', 'Ali@Example.COM', '', ''], [...mapping], {
      country: 'AE',
      campaign: 'Spring',
    });
    expect(r.lead).toMatchObject({
      firstName: 'Ali',
      lastName: 'Bin Hassan',
      phoneNumber: '971-0501234567',
      email: 'ali@example.com',
      country: 'AE',
      campaign: 'Spring',
      status: 'NEW',
    });
  });
  it('reports every failing field with the spec message', () => {
    const r = normaliseRow(['A', '123', 'nope', '', 'France', 'weird'], [...mapping], {});
    expect(r.errors).toEqual([
      { field: 'firstName', message: 'First Name is required' },
      { field: 'lastName', message: 'Last Name is required' },
      { field: 'phoneNumber', message: 'Phone Number must be 10 digits' },
      { field: 'country', message: 'Country is required' },
      { field: 'email', message: 'Wrong email' },
      { field: 'status', message: 'Unknown status' },
    ]);
  });
  it("bounds the lead's origin fields as the intake does (a gclid of 501 characters is a row error)", () => {
    const mapping = ['fullName', 'phoneNumber', 'email', 'gclid', 'uri'] as const;
    const row = (gclid: string, uri: string) =>
      normaliseRow(['Ana Diaz', '0501234567', 'ana@example.com', gclid, uri], [...mapping], {
        country: 'AE',
      });
    expect(row('g'.repeat(500), 'u'.repeat(2000)).lead?.gclid).toHaveLength(500);
    expect(row('g'.repeat(501), 'u'.repeat(2000)).errors).toEqual([
      { field: 'gclid', message: 'At most 500 characters' },
    ]);
    expect(row('g', 'u'.repeat(2001)).errors).toEqual([{ field: 'uri', message: 'At most 2000 characters' }]);
    // The intake's and the add-lead API's schema draws the same line.
    expect(originShape.gclid.safeParse('g'.repeat(500)).success).toBe(true);
    expect(originShape.gclid.safeParse('g'.repeat(501)).success).toBe(false);
  });
  it('rejects a row with a huge cell', () => {
    const r = normaliseRow(['x'.repeat(20_000)], ['personal'], {});
    expect(r.errors?.[0]?.field).toBe('row');
  });
});
