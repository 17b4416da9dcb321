import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorWith, ENGINES } from '../../test/test-app.js';
import {
  createIntegrationVia,
  integrationBody,
  makeLead,
  setupActors,
  statesOf,
  usePartnerApp,
  waitUntil,
} from './integrations.test-helpers.js';

describe.each(ENGINES)('integrations and deliveries (%s)', (engine) => {
  const { t, partner } = usePartnerApp(engine, { integrations: { sweepSeconds: 1 } });
  let ctx: Awaited<ReturnType<typeof setupActors>>;

  beforeAll(async () => {
    ctx = await setupActors(t);
  }, 60_000);

  it('creates an integration, answers the signing secret once and never a secret header value', async () => {
    const created = await createIntegrationVia(t, ctx.admin.headers, ctx.owner.id, `${partner.url}/accept`);
    expect(created.signingSecret).toMatch(/^whsec_/);
    expect(created.postbackUrl).toContain(`/api/postbacks/${created.integration.id}?token=`);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/integrations/${created.integration.id}`,
      headers: ctx.admin.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain('top-secret-value');
    expect(detail.body).not.toContain(created.signingSecret);
    expect(detail.json().headers).toEqual([
      { name: 'x-api-key', value: null, secret: true },
      { name: 'x-source', value: 'leadhouse', secret: false },
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/integrations', headers: ctx.admin.headers });
    expect(list.body).not.toContain('top-secret-value');
    // Stored encrypted: the plain value is nowhere in the row.
    const raw = (await t.database.db.execute(
      sql`SELECT headers::text AS h, signing_secret AS s FROM integrations WHERE id = ${created.integration.id}::uuid`,
    )) as unknown as { rows: Array<{ h: string; s: string }> };
    expect(raw.rows[0]!.h).not.toContain('top-secret-value');
    expect(raw.rows[0]!.s).not.toContain(created.signingSecret.slice(6));
  });

  it('keeps a secret header sent back without value; users/addIntegration works by userId', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/addIntegration',
      headers: ctx.admin.headers,
      payload: { userId: ctx.owner.id, ...integrationBody(`${partner.url}/accept`) },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().integration.id as string;
    // As read back (`rejectText: null` when none is set), a secret header without its value.
    const body = integrationBody(`${partner.url}/accept`, {
      headers: [{ name: 'x-api-key', secret: true }],
      rejectText: null,
    });
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/integrations/${id}`,
      headers: ctx.admin.headers,
      payload: body,
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().rejectText).toBeNull();
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${id}/test`,
      headers: ctx.admin.headers,
      payload: {},
    });
    expect(test.statusCode).toBe(200);
    expect(test.json().outcome).toBe('accepted');
    expect(test.json().request.headers['x-api-key']).toBe('••••••');
    // The partner got the real value.
    expect(partner.received.at(-1)!.headers['x-api-key']).toBe('top-secret-value');
  });

  it('refuses bad input with 400 and field messages', async () => {
    const bad = [
      { userId: ctx.owner.id, ...integrationBody('ftp://example.com/x') },
      { userId: ctx.owner.id, ...integrationBody(`${partner.url}/accept`, { mapping: [] }) },
      {
        userId: ctx.owner.id,
        ...integrationBody(`${partner.url}/accept`, {
          mapping: [{ target: '__proto__.x', source: 'email' }],
        }),
      },
      {
        userId: ctx.owner.id,
        ...integrationBody(`${partner.url}/accept`, { headers: [{ name: 'Host', value: 'x' }] }),
      },
      { userId: ctx.owner.id, ...integrationBody('http://10.1.2.3/leads') },
      { userId: ctx.admin.user.id, ...integrationBody(`${partner.url}/accept`) },
      { userId: 'nope', ...integrationBody(`${partner.url}/accept`) },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/integrations',
        headers: ctx.admin.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/leads/postToIntegration',
      headers: ctx.admin.headers,
      payload: { leadsIds: [], integrationId: 'x' },
    });
    expect(post.statusCode).toBe(400);
  });

  it('posts leads: accepted with customerId, rejected, history, count, signature, never twice', async () => {
    const ok = await createIntegrationVia(t, ctx.admin.headers, ctx.owner.id, `${partner.url}/accept`);
    const [a, b] = [await makeLead(t), await makeLead(t)];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads/postToIntegration',
      headers: ctx.admin.headers,
      payload: { leadsIds: [a.id, b.id], integrationId: ok.integration.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2, skipped: 0 });
    await waitUntil(async () => (await statesOf(t, ok.integration.id)).accepted === 2, 20_000, 'accepted');
    const lead = await t.app.inject({ method: 'GET', url: `/api/leads/${a.id}`, headers: ctx.admin.headers });
    const history = lead.json().integrationsHistory as Array<{ data?: { customerId: string } }>;
    expect(history).toHaveLength(1);
    expect(history[0]!.data!.customerId).toMatch(/^c-/);
    expect(lead.json().integrationState).toBe('sent');
    // Standard Webhooks signature over id.timestamp.body with the secret shown at creation.
    const got = partner.received.filter(
      (r) => r.path === '/accept' && JSON.parse(r.body).lead?.email === a.email,
    );
    expect(got).toHaveLength(1);
    const h = got[0]!.headers;
    const key = Buffer.from(ok.signingSecret.slice(6), 'base64');
    const expected = createHmac('sha256', key)
      .update(`${String(h['webhook-id'])}.${String(h['webhook-timestamp'])}.${got[0]!.body}`)
      .digest('base64');
    expect(h['webhook-signature']).toBe(`v1,${expected}`);
    expect(h['idempotency-key']).toBe(h['webhook-id']);
    expect(JSON.parse(got[0]!.body)).toEqual({
      lead: { first_name: a.firstName, email: a.email, phone: a.phoneNumber },
      affiliate: 'LH',
    });
    // Posting again skips both: never delivered twice unless replayed.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/leads/postToIntegration',
      headers: ctx.admin.headers,
      payload: { leadsIds: [a.id, b.id], integrationId: ok.integration.id },
    });
    expect(again.json()).toEqual({ count: 0, skipped: 2 });

    const rej = await createIntegrationVia(t, ctx.admin.headers, ctx.owner.id, `${partner.url}/reject`);
    await t.app.inject({
      method: 'POST',
      url: '/api/leads/postToIntegration',
      headers: ctx.admin.headers,
      payload: { leadsIds: [b.id], integrationId: rej.integration.id },
    });
    await waitUntil(async () => (await statesOf(t, rej.integration.id)).rejected === 1, 20_000, 'rejected');
    const lb = await t.app.inject({ method: 'GET', url: `/api/leads/${b.id}`, headers: ctx.admin.headers });
    expect(lb.json().integrationsHistory.at(-1).error).toContain('HTTP 422');
    expect(lb.json().integrationState).toBe('error');
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries?integrationId=${rej.integration.id}`,
      headers: ctx.admin.headers,
    });
    const delivery = log.json().rows[0];
    expect(delivery.state).toBe('rejected');
    const readDelivery = () =>
      t.app.inject({ method: 'GET', url: `/api/deliveries/${delivery.id}`, headers: ctx.admin.headers });
    /** Waits until the delivery, replayed for the `replays`th time, is rejected again. */
    const rejectedAfter = (replays: number) =>
      waitUntil(async () => {
        const d = await readDelivery();
        return d.json().state === 'rejected' && d.json().replays === replays;
      });
    const detail = await readDelivery();
    expect(detail.json().attemptLog).toHaveLength(1);
    expect(detail.json().attemptLog[0]).toMatchObject({ outcome: 'rejected', status: 422 });
    expect(detail.body).not.toContain('top-secret-value');

    // Replay: sent again with a new key, the partner's rejection is final again.
    const replay = await t.app.inject({
      method: 'POST',
      url: `/api/deliveries/${delivery.id}/retry`,
      headers: ctx.admin.headers,
    });
    expect(replay.json()).toEqual({ count: 1 });
    await rejectedAfter(1);
    const keys = partner.received
      .filter((r) => r.path === '/reject')
      .map((r) => r.headers['idempotency-key']);
    expect(keys.slice(-2)).toEqual([delivery.id, `${delivery.id}.r1`]);
    // Replay per integration (by state).
    const bulk = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${rej.integration.id}/replay`,
      headers: ctx.admin.headers,
      payload: { states: ['rejected'] },
    });
    expect(bulk.json()).toEqual({ count: 1 });
    await rejectedAfter(2);

    // The list's integration filter (spec §4: sent / error / none) and column.
    const c = await makeLead(t);
    const find = async (lead: { email: string | null }, states: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/leads?keywords=${encodeURIComponent(lead.email!)}&INTEGRATION=${states}&columns=integrationState`,
        headers: ctx.admin.headers,
      });
      expect(res.statusCode).toBe(200);
      return (res.json().rows as Array<{ id: string; integrationState: string }>).map(
        (r) => r.integrationState,
      );
    };
    expect(await find(a, 'sent')).toEqual(['sent']);
    expect(await find(a, 'error,none')).toEqual([]);
    expect(await find(b, 'error')).toEqual(['error']);
    expect(await find(c, 'none')).toEqual(['none']);
    expect(await find(c, 'sent,error')).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/leads?INTEGRATION=maybe',
      headers: ctx.admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('visibility: an affiliate posts only its own leads; a sales user cannot post or manage', async () => {
    const ok = await createIntegrationVia(t, ctx.admin.headers, ctx.owner.id, `${partner.url}/accept`);
    const aff = await actorWith(t, 'affiliate');
    const own = await makeLead(t, { affiliateId: aff.user.id });
    const foreign = await makeLead(t);
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/api/leads/postToIntegration',
      headers: aff.headers,
      payload: { leadsIds: [own.id, foreign.id], integrationId: ok.integration.id },
    });
    expect(mixed.statusCode).toBe(404);
    expect((await statesOf(t, ok.integration.id)).queued ?? 0).toBe(0);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/leads/postToIntegration',
      headers: aff.headers,
      payload: { leadsIds: [own.id], integrationId: ok.integration.id },
    });
    expect(mine.json().count).toBe(1);
    const options = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/options',
      headers: aff.headers,
    });
    expect(options.json().rows.length).toBeGreaterThan(0);
    expect(options.body).not.toContain('x-api-key');
    const affDeliveries = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries?leadId=${foreign.id}`,
      headers: aff.headers,
    });
    expect(affDeliveries.statusCode).toBe(404);

    const sales = await actorWith(t, 'sales');
    for (const [method, url] of [
      ['GET', '/api/integrations'],
      ['GET', `/api/integrations/${ok.integration.id}`],
      ['POST', `/api/integrations/${ok.integration.id}/test`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: sales.headers,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('top-secret-value');
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/leads/postToIntegration',
      headers: sales.headers,
      payload: { leadsIds: [foreign.id], integrationId: ok.integration.id },
    });
    expect(post.statusCode).toBe(403);
  });
});
