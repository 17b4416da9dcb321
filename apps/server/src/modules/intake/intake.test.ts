import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAMPAIGN,
  type IntakeResult,
  type LeadAttribution,
  type LeadListResponse,
} from '@leadhouse/domain';
import { intakeRules, leads, users } from '../../db/schema/index.js';
import { actorWith, ENGINES, makeUser, useTestApp } from '../../test/test-app.js';
import { leadRow, makePool } from '../leads/leads.test-helpers.js';
import { affiliateWithKey, intakeBody, postLead } from './intake.test-helpers.js';

/** The intake API: keys, validation, duplicates, idempotency, rate limit, assignment, attribution. */
describe.each(ENGINES)('lead intake on %s', (engine) => {
  const t = useTestApp(engine, {
    intakeRatePerMinute: 25,
    intakeDuplicateWindowSeconds: 3600,
    visitorRatePerMinute: 40,
  });

  it('creates the lead with the key’s affiliate, its origin and an intake attribution', async () => {
    const aff = await affiliateWithKey(t);
    const body = intakeBody({
      gclid: 'Cj0KCQiA-MiXeD',
      campaignid: '123',
      platform: 'Google',
      ip: '203.0.113.7',
      extra: { sub1: 'x' },
    });
    const res = await postLead(t, aff.key, body);
    expect(res.statusCode, res.body).toBe(201);
    const { id, result } = res.json<IntakeResult>();
    expect(result).toBe('created');
    const row = await leadRow(t, id);
    expect(row).toMatchObject({
      affiliateId: aff.user.id,
      createdBy: aff.user.id,
      phoneNumber: `966-${body.phoneNumber}`,
      gclid: 'Cj0KCQiA-MiXeD',
      platform: 'google',
      campaignid: '123',
      ip: '203.0.113.7',
      extra: { sub1: 'x' },
      assignedTo: null,
    });
    const attr = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${id}/attribution`,
      headers: aff.headers,
    });
    expect(attr.statusCode).toBe(200);
    expect(attr.json<LeadAttribution>()).toMatchObject({
      origin: 'intake',
      gclid: 'Cj0KCQiA-MiXeD',
      platform: 'Google',
    });
    // The affiliate sees its lead in the list; another affiliate does not.
    const other = await affiliateWithKey(t);
    const list = async (h: Record<string, string>) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/leads?limit=500', headers: h })
      ).json<LeadListResponse>();
    expect((await list(aff.headers)).rows.map((r) => r.id)).toContain(id);
    expect((await list(other.headers)).rows.map((r) => r.id)).not.toContain(id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/leads/${id}/attribution`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    // The key's last use is stamped (shown in the key list).
    const keys = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: aff.headers });
    expect(
      keys.json<{ rows: Array<{ id: string; lastUsedAt: string | null }> }>().rows[0]!.lastUsedAt,
    ).not.toBeNull();
    // X-Api-Key works as well as the bearer form.
    expect((await postLead(t, aff.key, intakeBody(), {}, 'x-api-key')).statusCode).toBe(201);
  });

  it('reads null in an optional field as absent, and a lead read back keeps its click id when saved', async () => {
    // Partners' JSON writers send null for empty fields: the lead must not be refused for it.
    const aff = await affiliateWithKey(t);
    const nulls = { gclid: null, wbraid: null, platform: null, utm_source: null, ip: null, extra: null };
    const res = await postLead(t, aff.key, intakeBody({ ...nulls, visitorId: null, campaign: null }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await leadRow(t, res.json<IntakeResult>().id)).toMatchObject({
      gclid: null,
      ip: null,
      extra: null,
    });
    // No campaign: the default one takes the lead.
    const created = res.json<IntakeResult>().id;
    const detail = await t.app.inject({ method: 'GET', url: `/api/leads/${created}`, headers: aff.headers });
    expect(detail.json<{ campaign: { name: string } }>().campaign.name).toBe(DEFAULT_CAMPAIGN);
    // A lead with a click id, read and written back as read (null origin fields included): the id stays.
    const clicked = (await postLead(t, aff.key, intakeBody({ gclid: 'Cj0-kept' }))).json<IntakeResult>();
    const admin = await actorWith(t, 'admin');
    const read = (
      await t.app.inject({ method: 'GET', url: `/api/leads/${clicked.id}`, headers: admin.headers })
    ).json<Record<string, unknown>>();
    const origin = { uri: read.uri, placement: read.placement, gclid: null, wbraid: read.wbraid };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/leads',
      headers: admin.headers,
      payload: {
        ...intakeBody(),
        id: clicked.id,
        email: read.email,
        phoneNumber: read.phoneNumber,
        ...origin,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await leadRow(t, clicked.id)).toMatchObject({ gclid: 'Cj0-kept' });
  });

  it('a missing, malformed, unknown or revoked key, or an inactive affiliate, is a 401', async () => {
    const aff = await affiliateWithKey(t);
    expect((await postLead(t, undefined, intakeBody())).statusCode).toBe(401);
    expect((await postLead(t, 'lh_short', intakeBody())).statusCode).toBe(401);
    expect((await postLead(t, 'lh_' + 'A'.repeat(43), intakeBody())).statusCode).toBe(401);
    const bad = await postLead(t, aff.key.slice(0, -1) + (aff.key.endsWith('A') ? 'B' : 'A'), intakeBody());
    expect(bad.statusCode).toBe(401);
    expect(bad.json<{ key: string }>().key).toBe('messages.apiKeyInvalid');
    // A user's session token is not an API key.
    expect((await postLead(t, aff.headers.authorization.slice(7), intakeBody())).statusCode).toBe(401);
    await t.app.inject({ method: 'POST', url: `/api/api-keys/${aff.keyId}/revoke`, headers: aff.headers });
    expect((await postLead(t, aff.key, intakeBody())).statusCode).toBe(401);
    const other = await affiliateWithKey(t);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, other.user.id));
    expect((await postLead(t, other.key, intakeBody())).statusCode).toBe(401);
  });

  it('per-key rate limit: 429 with Retry-After past the limit; another key is not affected', async () => {
    const aff = await affiliateWithKey(t);
    const codes: number[] = [];
    for (let i = 0; i < 26; i++) codes.push((await postLead(t, aff.key, { bad: true })).statusCode);
    expect(codes.slice(0, 25).every((c) => c === 400)).toBe(true);
    const limited = await postLead(t, aff.key, intakeBody());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await affiliateWithKey(t);
    expect((await postLead(t, other.key, intakeBody())).statusCode).toBe(201);
  });

  it('spec §5 validation answers 400 with field messages and keys', async () => {
    const aff = await affiliateWithKey(t);
    const res = await postLead(t, aff.key, {
      firstName: 'A',
      lastName: '',
      phoneNumber: '12345',
      email: 'nope',
      country: 'Narnia',
      campaign: 'has space',
    });
    expect(res.statusCode).toBe(400);
    const errors = new Map(
      res.json<{ errors: Array<{ field: string; key: string }> }>().errors.map((e) => [e.field, e.key]),
    );
    expect(Object.fromEntries(errors)).toMatchObject({
      firstName: 'validation.firstName',
      lastName: 'validation.lastName',
      phoneNumber: 'validation.phoneNumber',
      email: 'validation.email',
      country: 'validation.country',
      campaign: 'validation.campaignName',
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ip: '999.1.1.1' }, 'ip'],
      [{ visitorId: 'abc' }, 'visitorId'],
      [{ gclid: 'x'.repeat(501) }, 'gclid'],
      [{ extra: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) }, 'extra'],
      [{ role: 'admin' }, ''],
      [{ affiliateId: aff.user.id }, ''],
    ];
    for (const [fields, field] of cases) {
      const r = await postLead(t, aff.key, intakeBody(fields));
      expect(r.statusCode, JSON.stringify(fields)).toBe(400);
      if (field)
        expect(r.json<{ errors: Array<{ field: string }> }>().errors.map((e) => e.field)).toContain(field);
    }
    expect(
      (await postLead(t, aff.key, intakeBody(), { 'content-type': 'application/json' })).statusCode,
    ).toBe(201);
  });

  it('duplicates: the same affiliate within the window gets the existing id (200), otherwise 409', async () => {
    const aff = await affiliateWithKey(t);
    const body = intakeBody();
    const first = (await postLead(t, aff.key, body)).json<IntakeResult>();
    const again = await postLead(t, aff.key, { ...body, firstName: 'Other' });
    expect(again.statusCode).toBe(200);
    expect(again.json<IntakeResult>()).toEqual({ id: first.id, result: 'duplicate' });
    // Same email in another case, new phone: still the same person.
    const byEmail = await postLead(t, aff.key, intakeBody({ email: body.email.toUpperCase() }));
    expect(byEmail.json<IntakeResult>()).toEqual({ id: first.id, result: 'duplicate' });
    // Another affiliate: 409 without naming the lead.
    const other = await affiliateWithKey(t);
    const foreign = await postLead(t, other.key, body);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json<{ params?: unknown }>().params).toBeUndefined();
    // Own lead older than the window: 409 naming it.
    await t.database.db
      .update(leads)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(leads.id, first.id));
    const old = await postLead(t, aff.key, body);
    expect(old.statusCode).toBe(409);
    expect(old.json<{ params: { leadId: string } }>().params.leadId).toBe(first.id);
  });

  it('Idempotency-Key: a retry answers the first answer, another body under the same key is a 409', async () => {
    const aff = await affiliateWithKey(t);
    const body = intakeBody();
    const h = { 'idempotency-key': 'order-123' };
    const first = await postLead(t, aff.key, body, h);
    expect(first.statusCode).toBe(201);
    const retry = await postLead(t, aff.key, body, h);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<IntakeResult>()).toEqual({ id: first.json<IntakeResult>().id, result: 'replayed' });
    expect((await postLead(t, aff.key, intakeBody(), h)).statusCode).toBe(409);
    // Keys are per API key: another affiliate may use the same text.
    const other = await affiliateWithKey(t);
    expect((await postLead(t, other.key, intakeBody(), h)).statusCode).toBe(201);
    expect((await postLead(t, aff.key, intakeBody(), { 'idempotency-key': 'has space' })).statusCode).toBe(
      400,
    );
  });

  it('assignment: the most specific rule’s pool, round-robin over its active members', async () => {
    const aff = await affiliateWithKey(t);
    const [m1, m2, m3] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    const affPool = await makePool(t, [m1!.id, m2!.id]);
    const campPool = await makePool(t, [m3!.id]);
    await t.database.db.insert(intakeRules).values([
      { affiliateId: aff.user.id, poolId: affPool },
      { campaign: 'Rule-Camp', poolId: campPool },
    ]);
    const assigned: Array<string | null> = [];
    for (let i = 0; i < 3; i++) {
      const { id } = (await postLead(t, aff.key, intakeBody())).json<IntakeResult>();
      const row = await leadRow(t, id);
      expect(row!.poolId).toBe(affPool);
      assigned.push(row!.assignedTo);
    }
    expect(new Set(assigned.slice(0, 2))).toEqual(new Set([m1!.id, m2!.id]));
    expect(assigned[2]).toBe(assigned[0]);
    const { id } = (await postLead(t, aff.key, intakeBody({ campaign: 'Rule-Camp' }))).json<IntakeResult>();
    expect(await leadRow(t, id)).toMatchObject({ poolId: campPool, assignedTo: m3!.id });
    // The sales user the lead went to sees it.
    const sales = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${id}`,
      headers: (await actorWith(t, 'admin')).headers,
    });
    expect(sales.statusCode).toBe(200);
  });

  it('the OpenAPI document shows the intake with an example and the API-key security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown }>>;
    }>();
    const op = doc.paths['/api/intake/leads']!.post!;
    expect(op.security).toEqual([{ apiKeyBearer: [] }, { apiKeyHeader: [] }]);
    expect(JSON.stringify(op.requestBody)).toContain('layla.haddad@example.com');
  });
});

/** Concurrent identical posts (PostgreSQL only). */
describe.runIf(process.env.TEST_DATABASE_URL)('concurrent intake on postgres', () => {
  const t = useTestApp('postgres', { intakeRatePerMinute: 1000 });

  it('two (and ten) concurrent identical posts make one lead; the others are answered as duplicates', async () => {
    for (const n of [2, 10]) {
      const aff = await affiliateWithKey(t);
      const body = intakeBody();
      const answers = await Promise.all(Array.from({ length: n }, () => postLead(t, aff.key, body)));
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes, answers.map((r) => r.body).join('\n')).toEqual([201, ...Array(n - 1).fill(200)].sort());
      const ids = new Set(answers.map((r) => r.json<IntakeResult>().id));
      expect(ids.size).toBe(1);
    }
  });

  it('concurrent posts with one Idempotency-Key make one lead; the others are replays', async () => {
    const aff = await affiliateWithKey(t);
    const body = intakeBody();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postLead(t, aff.key, body, { 'idempotency-key': 'same-key' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const results = answers.map((r) => r.json<IntakeResult>());
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.result === 'replayed')).toHaveLength(7);
  });
});
