import { describe, expect, it } from 'vitest';
import { MSG } from '@leadhouse/domain';
import { ENGINES } from '../../test/test-app.js';
import { intakeBody, postLead } from '../intake/intake.test-helpers.js';
import { waitUntil } from '../integrations/integrations.test-helpers.js';
import {
  campaignFlow,
  inPriority,
  makeBuyer,
  statesOfLeads,
  useDistributionSuite,
} from './distribution.test-helpers.js';

/*
 * The simulator reads a sample lead as the intake reads a real one (issue 22 §5): a phone typed as the app
 * shows it (`+966 5012345605`) is compared in its stored form, so a buyer's duplicate look-back finds it; a
 * country that is not a listed one, or a phone that is no phone, is a 400 on its field, not a silent
 * "filtered out by country".
 */

interface Simulation {
  result: string;
  steps: Array<{ outcome: string; integrationId: string | null; reason?: { code: string } }>;
}

describe.each(ENGINES)('the simulator reads a sample lead as the intake does (%s)', (engine) => {
  const suite = useDistributionSuite(engine, { timeoutMs: 1_000 });
  const admin = () => suite.actors.admin.headers;
  const simulate = (lead: Record<string, string>) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/distribution/simulate',
      headers: admin(),
      payload: { lead },
    });

  it('finds a sent phone typed with its + and spaces, and refuses an unknown country or an unreadable phone', async () => {
    const campaign = `Simulate-${engine}`;
    const url = `${suite.partner.url}/accept`;
    const a = await makeBuyer(suite.t, admin(), suite.actors.owner.id, url, { duplicateDays: 7 });
    const b = await makeBuyer(suite.t, admin(), suite.actors.owner.id, url);
    await campaignFlow(suite.t, admin(), campaign, { method: 'priority', buyers: inPriority(a, b) });
    const body = intakeBody({ campaign, country: 'SA' });
    const res = await postLead(suite.t, suite.aff.key, body);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    await waitUntil(async () => (await statesOfLeads(suite.t, [id])).sold === 1, 15_000, 'sold');

    // The intake's 10 national digits, typed as the app shows a phone: dial code, a space, the digits.
    const typed = `+966 ${String(body.phoneNumber)}`;
    for (const phoneNumber of [typed, String(body.phoneNumber), `966-${String(body.phoneNumber)}`]) {
      const sim = await simulate({ country: 'Saudi Arabia', campaign, phoneNumber });
      expect(sim.statusCode, sim.body).toBe(200);
      const steps = sim.json<Simulation>().steps;
      expect(
        steps.find((s) => s.integrationId === a)?.reason?.code,
        `${phoneNumber}: buyer A had this phone`,
      ).toBe('duplicate');
    }

    const germany = await simulate({ country: 'Germany', campaign });
    expect(germany.statusCode).toBe(400);
    expect(germany.json<{ errors: Array<{ field: string; key: string }> }>().errors).toEqual([
      expect.objectContaining({ field: 'lead.country', key: MSG.validation.unknownCountry }),
    ]);
    const notPhone = await simulate({ country: 'SA', campaign, phoneNumber: 'call me' });
    expect(notPhone.statusCode).toBe(400);
    expect(JSON.stringify(notPhone.json())).toContain('phoneNumber');
  });
});
