import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, VALIDATION, type IntakeResult, type Lead } from '@leadhouse/domain';
import { ENGINES, useHeaders, useTestApp } from '../../test/test-app.js';
import { affiliateWithKey, intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { leadForm, leadRow, makeLead, nextDigits } from './leads.test-helpers.js';

/**
 * One phone rule (issue 19 D): the add/edit form and the intake read a phone with `normalizePhone`, as the
 * import does. A number not valid for the lead's country is a 400 naming `phoneNumber` with its reason,
 * never stored re-prefixed with the country's dial code; a valid number written with `+CC` or separators
 * is stored as `dialCode-national`.
 */
describe.each(ENGINES)('the lead phone rule on %s', (engine) => {
  const t = useTestApp(engine);
  const admin = useHeaders(t, 'admin');
  let affiliateKey: string;

  beforeAll(async () => {
    affiliateKey = (await affiliateWithKey(t)).key;
  });

  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/leads', headers: admin, payload });
  const update = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/leads', headers: admin, payload });
  const fieldError = (body: string) =>
    JSON.parse(body) as { errors: { field: string; message: string; key?: string }[] };

  const refused = [
    ['(415) 293-3313', 'SA', VALIDATION.phoneInvalidForRegion, MSG.validation.phoneInvalidForRegion],
    ['+1 415 293 3313', 'SA', VALIDATION.phoneOtherCountry, MSG.validation.phoneOtherCountry],
    ['+971 50 123 4567', 'SA', VALIDATION.phoneOtherCountry, MSG.validation.phoneOtherCountry],
    ['phone me', 'KW', VALIDATION.phoneUnreadable, MSG.validation.phoneUnreadable],
    ['12345abcde', 'SA', VALIDATION.phoneNumber, MSG.validation.phoneNumber],
  ] as const;

  it.each(refused)('POST /api/leads refuses %s in %s with its reason', async (phone, country, text, key) => {
    const res = await create(leadForm({ phoneNumber: phone, country }));
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldError(res.body).errors).toEqual([
      expect.objectContaining({ field: 'phoneNumber', message: text, key }),
    ]);
  });

  it('POST /api/leads stores a valid +CC number as dialCode-national, not re-prefixed', async () => {
    const res = await create(leadForm({ phoneNumber: '+966 50 123 4567', country: 'Saudi Arabia' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Lead>().phoneNumber).toBe('966-0501234567');
  });

  it('the spec’s 10 national digits are still stored as dialCode-digits (spec §5)', async () => {
    const digits = nextDigits();
    const res = await create(leadForm({ phoneNumber: digits, country: 'AE' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Lead>().phoneNumber).toBe(`971-${digits}`);
  });

  it('PUT /api/leads refuses a number not valid for the country and keeps the stored one', async () => {
    const lead = await makeLead(t);
    const res = await update(leadForm({ id: lead.id, phoneNumber: '(415) 293-3313', email: lead.email }));
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldError(res.body).errors[0]).toMatchObject({
      field: 'phoneNumber',
      message: VALIDATION.phoneInvalidForRegion,
    });
    expect((await leadRow(t, lead.id))?.phoneNumber).toBe(lead.phoneNumber);

    const ok = await update(leadForm({ id: lead.id, phoneNumber: '+965 5001 2345', country: 'KW' }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await leadRow(t, lead.id))?.phoneNumber).toBe('965-50012345');
  });

  it('other field errors and the phone reason are answered together', async () => {
    const res = await create(leadForm({ firstName: 'A', phoneNumber: '(415) 293-3313' }));
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.body).errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['firstName', 'phoneNumber']),
    );
  });

  it.each(refused)(
    'POST /api/intake/leads refuses %s in %s with its reason',
    async (phone, country, text) => {
      const res = await postLead(t, affiliateKey, intakeBody({ phoneNumber: phone, country }));
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldError(res.body).errors).toEqual([
        expect.objectContaining({ field: 'phoneNumber', message: text }),
      ]);
    },
  );

  it('POST /api/intake/leads stores a valid +CC number as dialCode-national', async () => {
    const res = await postLead(t, affiliateKey, intakeBody({ phoneNumber: '+974 3312 3456', country: 'QA' }));
    expect(res.statusCode, res.body).toBe(201);
    const row = await leadRow(t, res.json<IntakeResult>().id);
    expect(row?.phoneNumber).toBe('974-33123456');
  });
});
