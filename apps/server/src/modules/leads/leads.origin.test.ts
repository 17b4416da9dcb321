import { describe, expect, it } from 'vitest';
import { LEAD_ORIGIN_FIELDS, MSG, type Lead } from '@leadhouse/domain';
import { ENGINES, useHeaders, useTestApp } from '../../test/test-app.js';
import { leadForm, leadRow } from './leads.test-helpers.js';

/**
 * Issue 18 item 6: the add-lead API (`POST`/`PUT /api/leads`) takes the origin fields of spec §3 (uri,
 * placement, campaignid, adgroupid, gclid, wbraid, platform) with the intake's schemas and stores them in
 * the lead's columns as the intake does (raw: case and spaces kept; platform lower-cased), instead of
 * dropping them; an unknown field is a 400 naming it.
 */
const ORIGIN = {
  uri: 'https://landing.example.com/offer?gclid=Cj0KCQiA-MiXeD',
  placement: 'youtube.com Top',
  campaignid: '1234567890',
  adgroupid: '9876543210',
  gclid: 'Cj0KCQiA-MiXeD',
  wbraid: 'WbR-Raw',
} as const;

describe.each(ENGINES)('add-lead origin fields on %s', (engine) => {
  const t = useTestApp(engine);
  const admin = useHeaders(t, 'admin');

  it('stores the origin fields sent with a new lead, raw, in the columns the intake fills', async () => {
    expect([...LEAD_ORIGIN_FIELDS].sort()).toEqual(Object.keys(ORIGIN).sort());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: admin,
      payload: leadForm({ ...ORIGIN, platform: 'Google' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await leadRow(t, res.json<Lead>().id);
    expect(row).toMatchObject({ ...ORIGIN, platform: 'google' });
    expect(res.json<Lead>()).toMatchObject({ uri: ORIGIN.uri, gclid: ORIGIN.gclid });
  });

  it('an update sets the origin fields it is sent and keeps the others', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: admin,
      payload: leadForm(ORIGIN),
    });
    const lead = created.json<Lead>();
    const body = { ...leadForm({ phoneNumber: lead.phoneNumber.split('-').pop(), email: lead.email }) };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/leads',
      headers: admin,
      payload: { ...body, id: lead.id, gclid: 'New-Click' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await leadRow(t, lead.id)).toMatchObject({ ...ORIGIN, gclid: 'New-Click' });
  });

  it('refuses an over-long value with the intake rule, and an unknown field by name', async () => {
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: admin,
      payload: leadForm({ gclid: 'x'.repeat(501) }),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ errors: Array<{ field: string }> }>().errors[0]!.field).toBe('gclid');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: admin,
      payload: leadForm({ gclidd: 'typo' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ key: MSG.validation.unknownFields, params: { fields: 'gclidd' } });
  });
});
