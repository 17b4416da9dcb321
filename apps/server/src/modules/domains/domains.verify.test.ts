import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_DEADLINE_MS, txtRecordName, type Domain, type DomainDetail } from '@leadhouse/domain';
import { actorWith, createTestApp, ENGINES, uniq, type TestApp } from '../../test/test-app.js';
import { nextPendingCheck } from './domains.rules.js';
import { runCheck, runDueChecks, type DomainsContext } from './domains.service.js';
import { addDomain, startTestDns } from './domains.test-helpers.js';

/*
 * The verification state machine (issue 12 §5) against a real DNS server on a loopback port: found,
 * missing (NXDOMAIN and NODATA), wrong value, look-up failure (SERVFAIL, timeout) that never demotes a
 * working domain, the pending deadline, demotion after repeated definite misses, and the job queue
 * checking a new domain by itself.
 */

const MIN = 60_000;

describe('nextPendingCheck (the re-check schedule)', () => {
  it('steps 1 min, 5 min, 15 min, 1 h, 3 h, 6 h, 12 h, 24 h, then daily until the deadline', () => {
    const t0 = new Date('2026-11-23T00:00:00Z');
    const at = (ms: number) => nextPendingCheck(t0, new Date(t0.getTime() + ms)).getTime() - t0.getTime();
    expect(at(0)).toBe(MIN);
    expect(at(MIN)).toBe(5 * MIN);
    expect(at(5 * MIN)).toBe(15 * MIN);
    expect(at(15 * MIN)).toBe(60 * MIN);
    expect(at(60 * MIN)).toBe(180 * MIN);
    expect(at(24 * 60 * MIN)).toBe(48 * 60 * MIN);
    expect(at(50 * 60 * MIN)).toBe(PENDING_DEADLINE_MS);
  });
});

describe.each(ENGINES)('domain verification with a local DNS server on %s', (engine) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startTestDns>>;
  let now = new Date('2026-11-23T10:00:00Z');
  let ctx: DomainsContext;
  let headers: { authorization: string };

  beforeAll(async () => {
    dns = await startTestDns();
    t = await createTestApp(engine, {}, undefined, {
      domains: { resolver: dns.resolver(), clock: () => now, noWorkers: true },
    });
    ctx = { db: t.database.db, resolver: dns.resolver(), clock: () => now, enqueue: async () => undefined };
    headers = (await actorWith(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  const add = (active = true) => addDomain(t, headers, active);
  const detail = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/domains/${id}`, headers })).json<DomainDetail>();
  const publish = (d: Domain, value = d.txtValue) => dns.zone.set(d.txtName, { txt: [value] });
  const tick = (ms: number) => (now = new Date(now.getTime() + ms));

  it('found: a pending domain that wants to be active is verified and active; the check is kept', async () => {
    const d = await add(true);
    expect(d.state).toBe('pending_verification');
    expect(d.txtName).toBe(txtRecordName(d.name));
    expect(d.txtValue).toMatch(/^leadhouse-verification=[A-Za-z0-9_-]{43}$/);
    publish(d);
    await runCheck(ctx, d.id, 'schedule');
    const after = await detail(d.id);
    expect(after).toMatchObject({ state: 'active', lastOutcome: 'found', failureReason: null });
    expect(after.verifiedAt).toBe(now.toISOString());
    expect(after.checks).toHaveLength(1);
    expect(after.checks[0]).toMatchObject({
      outcome: 'found',
      stateBefore: 'pending_verification',
      stateAfter: 'active',
      trigger: 'schedule',
    });
  });

  it('found among other TXT records and split in 255-byte strings still counts', async () => {
    const d = await add(false);
    dns.zone.set(d.txtName, { txt: ['v=spf1 -all', d.txtValue] });
    await runCheck(ctx, d.id, 'schedule');
    expect((await detail(d.id)).state).toBe('verified');
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/domains/${d.id}/active`,
      headers,
      payload: { active: true },
    });
    expect(r.json<Domain>().state).toBe('active');
  });

  it('missing: NXDOMAIN and NODATA are reported as missing and the domain stays pending', async () => {
    const d = await add();
    await runCheck(ctx, d.id, 'schedule');
    let after = await detail(d.id);
    expect(after).toMatchObject({ state: 'pending_verification', lastOutcome: 'missing' });
    expect(after.checks[0]!.detail).toBe('ENOTFOUND');
    expect(after.nextCheckAt).toBe(new Date(now.getTime() + MIN).toISOString());
    dns.zone.set(d.txtName, { rcode: 'NOERROR' });
    tick(MIN);
    await runCheck(ctx, d.id, 'manual');
    after = await detail(d.id);
    expect(after).toMatchObject({ state: 'pending_verification', lastOutcome: 'missing' });
    expect(after.checks[0]!.detail).toBe('ENODATA');
  });

  it('wrong value: reported with the values found', async () => {
    const d = await add();
    publish(d, 'leadhouse-verification=not-the-token');
    await runCheck(ctx, d.id, 'schedule');
    const after = await detail(d.id);
    expect(after).toMatchObject({ state: 'pending_verification', lastOutcome: 'wrong_value' });
    expect(after.checks[0]!.detail).toContain('not-the-token');
  });

  it('look-up failure (SERVFAIL, timeout) never demotes an active domain', async () => {
    const d = await add();
    publish(d);
    await runCheck(ctx, d.id, 'schedule');
    expect((await detail(d.id)).state).toBe('active');
    for (const answer of [{ rcode: 'SERVFAIL' as const }, { drop: true as const }]) {
      dns.zone.set(d.txtName, answer);
      for (let i = 0; i < 4; i++) {
        tick(25 * 60 * MIN);
        await runCheck(ctx, d.id, 'schedule');
      }
    }
    const after = await detail(d.id);
    expect(after).toMatchObject({ state: 'active', lastOutcome: 'lookup_failed', misses: 0 });
    expect(after.checks.filter((c) => c.outcome === 'lookup_failed')).toHaveLength(8);
    expect(new Set(after.checks.slice(0, 8).map((c) => c.detail))).toEqual(
      new Set(['ESERVFAIL', 'ETIMEOUT']),
    );
    expect(after.checks.every((c) => c.stateAfter === 'active')).toBe(true);
  });

  it('a working domain fails only after 3 definite misses in a row; a look-up failure does not count', async () => {
    const d = await add();
    publish(d);
    await runCheck(ctx, d.id, 'schedule');
    dns.zone.delete(d.txtName);
    tick(25 * 60 * MIN);
    await runCheck(ctx, d.id, 'schedule');
    tick(61 * MIN);
    publish(d, 'leadhouse-verification=changed');
    await runCheck(ctx, d.id, 'schedule');
    dns.zone.set(d.txtName, { rcode: 'SERVFAIL' });
    tick(61 * MIN);
    await runCheck(ctx, d.id, 'schedule');
    expect(await detail(d.id)).toMatchObject({ state: 'active', misses: 2 });
    dns.zone.delete(d.txtName);
    tick(61 * MIN);
    await runCheck(ctx, d.id, 'schedule');
    const after = await detail(d.id);
    expect(after).toMatchObject({ state: 'failed', failureReason: 'missing', nextCheckAt: null });
  });

  it('pending past the 72 h deadline fails with the last reason; "check now" with the record brings it back', async () => {
    const d = await add();
    publish(d, 'leadhouse-verification=typo');
    await runCheck(ctx, d.id, 'schedule');
    tick(PENDING_DEADLINE_MS);
    await runCheck(ctx, d.id, 'schedule');
    expect(await detail(d.id)).toMatchObject({
      state: 'failed',
      failureReason: 'wrong_value',
      nextCheckAt: null,
    });
    // A failed domain is not scheduled any more.
    tick(30 * 24 * 60 * MIN);
    expect(await runCheck(ctx, d.id, 'schedule')).toBeUndefined();
    publish(d);
    const res = await t.app.inject({ method: 'POST', url: `/api/domains/${d.id}/check`, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json<DomainDetail>();
    expect(body).toMatchObject({ state: 'active', failureReason: null });
    expect(body.checks[0]).toMatchObject({ trigger: 'manual', stateBefore: 'failed', stateAfter: 'active' });
  });

  it('a manual check of a failed domain without the record re-arms the pending schedule', async () => {
    const d = await add();
    await runCheck(ctx, d.id, 'schedule');
    tick(PENDING_DEADLINE_MS + MIN);
    await runCheck(ctx, d.id, 'schedule');
    expect((await detail(d.id)).state).toBe('failed');
    await runCheck(ctx, d.id, 'manual');
    const after = await detail(d.id);
    expect(after.state).toBe('pending_verification');
    expect(after.nextCheckAt).toBe(new Date(now.getTime() + MIN).toISOString());
  });

  it('the sweep runs due checks only', async () => {
    const d = await add();
    publish(d);
    const ran = await runDueChecks(ctx, 1000);
    expect(ran).toBeGreaterThanOrEqual(1);
    expect((await detail(d.id)).state).toBe('active');
    const again = await runDueChecks(ctx, 1000);
    expect(again).toBe(0);
  });
});

describe.each(ENGINES)('the job queue checks a new domain by itself on %s', (engine) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startTestDns>>;
  beforeAll(async () => {
    dns = await startTestDns();
    t = await createTestApp(engine, {}, undefined, { domains: { resolver: dns.resolver() } });
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  it('POST /api/domain {domain, origin} is verified and active within seconds once the record exists', async () => {
    const { headers } = await actorWith(t, 'admin');
    const name = `${uniq('job')}.example.org`;
    const before = dns.queries();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/domain',
      headers,
      payload: { domain: `${name.toUpperCase()}.`, origin: 'Registrar X' },
    });
    expect(res.statusCode).toBe(201);
    const d = res.json<Domain>();
    expect(d).toMatchObject({ name, origin: 'Registrar X', state: 'pending_verification' });
    dns.zone.set(d.txtName, { txt: [d.txtValue] });
    const stateNow = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/domains/${d.id}`, headers })).json<Domain>().state;
    await expect.poll(stateNow, { timeout: 10_000, interval: 100 }).toBe('active');
    expect(dns.queries()).toBeGreaterThan(before);
  });
});
