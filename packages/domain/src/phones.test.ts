import { describe, expect, it } from 'vitest';
import { normaliseRow } from './csv-rows.js';
import { messageText } from './messages.js';
import { normalizePhone, PHONE_REASONS } from './phones.js';

describe('normalizePhone (issue 19 item 3)', () => {
  it('reads a number in its region and keeps the national digits in the stored form', () => {
    expect(normalizePhone('050 123 4567', 'SA')).toMatchObject({
      ok: true,
      e164: '+966501234567',
      region: 'SA',
      stored: '966-0501234567',
    });
    expect(normalizePhone('(415) 293-3313', 'US')).toMatchObject({ ok: true, stored: '1-4152933313' });
    expect(normalizePhone('262.397.7937 x12', 'US')).toMatchObject({ ok: true, e164: '+12623977937' });
  });
  it('reads the stored and international forms back', () => {
    expect(normalizePhone('966-0501234567', 'SA')).toMatchObject({ ok: true, stored: '966-0501234567' });
    expect(normalizePhone('966-0501234567', undefined)).toMatchObject({ ok: true, region: 'SA' });
    expect(normalizePhone('+971 50 123 4567', undefined)).toMatchObject({ ok: true, region: 'AE' });
    expect(normalizePhone('00966501234567', 'SA')).toMatchObject({ ok: true, stored: '966-0501234567' });
  });
  it('refuses a number that is not valid for its region, never re-prefixing it', () => {
    expect(normalizePhone('(415) 293-3313', 'SA')).toEqual({
      ok: false,
      reason: PHONE_REASONS.invalidForRegion,
    });
    expect(normalizePhone('1-955-371-0847 x371', 'US')).toEqual({
      ok: false,
      reason: PHONE_REASONS.invalidForRegion,
    });
    expect(normalizePhone('+1 415 293 3313', 'SA')).toEqual({
      ok: false,
      reason: PHONE_REASONS.otherCountry,
    });
    expect(normalizePhone('(415) 293-3313', undefined)).toEqual({
      ok: false,
      reason: PHONE_REASONS.noRegion,
    });
    expect(normalizePhone('hello', 'SA')).toMatchObject({ ok: false });
  });
});

describe('import rows read phones in the row’s region (issue 19 item 3)', () => {
  const mapping = ['fullName', 'phoneNumber', 'email'] as const;
  const row = ['Leah Boehm', '(415) 293-3313', 'leah@example.com'];
  it('a US number in a Saudi import is a row error with the reason, not 966-4152933313', () => {
    const r = normaliseRow(row, [...mapping], { country: 'SA' });
    expect(r.lead).toBeUndefined();
    expect(r.errors).toEqual([
      { field: 'phoneNumber', message: messageText(PHONE_REASONS.invalidForRegion) },
    ]);
  });
  it('with the phones’ region set to US it stores the US number and keeps the default country', () => {
    const r = normaliseRow(row, [...mapping], { country: 'SA', phoneRegion: 'US' });
    expect(r.lead).toMatchObject({ phoneNumber: '1-4152933313', country: 'SA' });
  });
  it('the row’s own country decides over the picked region', () => {
    const r = normaliseRow(
      ['Ali Hassan', '0501234567', 'ali@example.com', 'AE'],
      ['fullName', 'phoneNumber', 'email', 'country'],
      { country: 'SA', phoneRegion: 'US' },
    );
    expect(r.lead).toMatchObject({ phoneNumber: '971-0501234567', country: 'AE' });
  });
});
