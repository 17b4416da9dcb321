import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@leadhouse/domain';
import { ENGINES } from '../../test/test-app.js';
import {
  integrationBody,
  makeLead,
  setupActors,
  usePartnerApp,
} from '../integrations/integrations.test-helpers.js';
import { makeBuyer, makeFlow } from './distribution.test-helpers.js';

/*
 * The fuzz walk (test/fuzz.test.ts) sends hostile values at the top level of every contract, so its
 * bodies rarely get past validation. Here the distribution routes (issue 22 "the fuzz test covering the
 * new routes") get bodies of the right shape with hostile leaves (real and unknown ids, odd zones and
 * countries, huge and negative numbers, NUL, lone surrogates, prototype keys), so the services, SQL and
 * engine behind the schemas are reached: every answer is below 500 and every error matches the error
 * schema (SECURITY.md "No 5xx for anything a client can send"). Seeded and bounded.
 */

const RUNS = 30;
const SEED = 20_261_126;
const ZERO = '00000000-0000-4000-8000-000000000000';

const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'x\ud800',
    '__proto__',
    'constructor',
    '',
    ' ',
    'x'.repeat(5_000),
    'Mars/Olympus',
  ),
  fc.constantFrom('Etc/GMT+14', 'America/New_York', 'SA', 'AE', 'saudi arabia', 'google', 'NaN', '1e309'),
  fc.string({ maxLength: 30 }),
);
const hostileNumber = fc.oneof(
  fc.integer({ min: -5, max: 60 }),
  fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1.5),
  fc.constant('7'),
  fc.constant(null),
);
const list = <T>(a: fc.Arbitrary<T>) => fc.array(a, { maxLength: 4 });
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

describe.each(ENGINES)('distribution routes under hostile bodies of the right shape (%s)', (engine) => {
  const { t, partner } = usePartnerApp(engine, { distribution: { timeoutMs: 500, sweepSeconds: 3_600 } });
  let admin: Record<string, string>;
  let buyerId: string;
  let flowId: string;
  let leadId: string;
  let ids: fc.Arbitrary<unknown>;

  beforeAll(async () => {
    const actors = await setupActors(t);
    admin = actors.admin.headers;
    buyerId = await makeBuyer(t, admin, actors.owner.id, `${partner.url}/accept`, { caps: { day: 2 } });
    flowId = await makeFlow(t, admin, {
      name: 'Fuzz',
      method: 'weighted',
      buyers: [{ integrationId: buyerId }],
    });
    leadId = (await makeLead(t)).id;
    ids = fc.oneof(fc.constantFrom(buyerId, flowId, leadId, ZERO), hostileText);
  }, 120_000);

  async function send(method: 'POST' | 'PUT', url: string, body: unknown) {
    const res = await t.app.inject({ method, url, headers: admin, payload: body as object });
    expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (res.statusCode >= 400) ErrorResponseSchema.parse(res.json());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    return res;
  }

  const flowBody = () =>
    fc.record({
      name: hostileText,
      method: fc.oneof(fc.constantFrom('priority', 'weighted', 'round_robin'), hostileText),
      match: fc.record({
        campaigns: list(hostileText),
        affiliates: list(ids),
        countries: list(hostileText),
      }),
      buyers: list(fc.record({ integrationId: ids, priority: hostileNumber, weight: hostileNumber })),
      exclusive: fc.oneof(fc.boolean(), hostileText),
      maxBuyers: hostileNumber,
      holdMinutes: hostileNumber,
      returnWindowHours: hostileNumber,
      maxAttempts: hostileNumber,
    });

  it('flows: create and replace', async () => {
    await fc.assert(
      fc.asyncProperty(flowBody(), fc.boolean(), async (body, replace) => {
        await send(replace ? 'PUT' : 'POST', `/api/distribution/flows${replace ? `/${flowId}` : ''}`, body);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('simulate, distribute, release, re-route and returns', async () => {
    const lead = fc.record(
      {
        country: hostileText,
        campaign: hostileText,
        affiliateId: ids,
        platform: hostileText,
        phoneNumber: hostileText,
        email: hostileText,
      },
      { requiredKeys: [] },
    );
    const request = fc.oneof(
      fc.record({
        url: fc.constant('/api/distribution/simulate'),
        body: fc.record({ lead, flowId: maybe(ids) }),
      }),
      fc.record({ url: fc.constant('/api/leads/distribute'), body: fc.record({ leadsIds: list(ids) }) }),
      fc.record({
        url: fc.constant('/api/distribution/held/release'),
        body: fc.record({ leadsIds: list(ids) }),
      }),
      fc.record({
        url: fc.constant('/api/distribution/held/reroute'),
        body: fc.record({ leadsIds: list(ids), flowId: ids }),
      }),
      fc.record({
        url: fc.constant('/api/distribution/returns'),
        body: fc.record({ leadId: ids, integrationId: ids, reason: hostileText, reroute: fc.boolean() }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        await send('POST', r.url, r.body);
      }),
      { numRuns: RUNS * 3, seed: SEED },
    );
  });

  it('buyer settings in PUT /api/integrations/:id', async () => {
    const settings = fc.record(
      {
        caps: fc.record(
          {
            hour: hostileNumber,
            day: hostileNumber,
            week: hostileNumber,
            month: hostileNumber,
            total: hostileNumber,
          },
          { requiredKeys: [] },
        ),
        moneyCap: fc.record({ window: hostileText, amount: hostileNumber }),
        timeZone: hostileText,
        schedule: fc.dictionary(fc.oneof(fc.constantFrom('mon', 'sun'), hostileText), list(hostileNumber), {
          maxKeys: 3,
        }),
        countries: list(hostileText),
        campaigns: list(hostileText),
        affiliates: list(ids),
        platforms: list(hostileText),
        pricePerLead: fc.record({ amount: hostileNumber, currency: hostileText }),
        duplicateDays: hostileNumber,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(settings, async (distribution) => {
        const body = { ...integrationBody(`${partner.url}/accept`), distribution };
        await send('PUT', `/api/integrations/${buyerId}`, body);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
