import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/test-app.js';
import { createIntegrationVia, setupActors, usePartnerApp } from './integrations.test-helpers.js';

describe.each(ENGINES)('integrations: dry run and OpenAPI (%s)', (engine) => {
  const { t, partner } = usePartnerApp(engine, { integrations: { noWorkers: true } });
  let ctx: Awaited<ReturnType<typeof setupActors>>;

  beforeAll(async () => {
    ctx = await setupActors(t);
  }, 60_000);

  it('documents its routes in the OpenAPI page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/integrations',
        '/api/users/addIntegration',
        '/api/leads/postToIntegration',
        '/api/deliveries/{id}',
        '/api/postbacks/{id}',
      ]),
    );
  });

  /** Creates an integration posting to `url` and dry-runs it (`POST /api/integrations/:id/test`). */
  const dryRun = async (url: string) => {
    const { integration } = await createIntegrationVia(t, ctx.admin.headers, ctx.owner.id, url);
    return t.app.inject({
      method: 'POST',
      url: `/api/integrations/${integration.id}/test`,
      headers: ctx.admin.headers,
      payload: {},
    });
  };

  it('dry run shows request and answer for timeouts-free outcomes (error, huge body capped)', async () => {
    const r1 = await dryRun(`${partner.url}/error`);
    expect(r1.json()).toMatchObject({ outcome: 'error', status: 500 });
    const r2 = await dryRun(`${partner.url}/huge`);
    expect(r2.statusCode).toBe(200);
    expect(r2.json().outcome).toBe('rejected');
    expect(r2.json().answer.length).toBeLessThanOrEqual(2000);
    // No redirect is followed, to a metadata address or to the partner's own accepting path: a 302 turns
    // the POST into a GET without the lead, and a buyer answering it was counted as having taken the lead.
    for (const to of ['http://169.254.169.254/latest/meta-data', `${partner.url}/accept`]) {
      const r3 = await dryRun(`${partner.url}/redirect?to=${encodeURIComponent(to)}`);
      expect(r3.json(), to).toMatchObject({ outcome: 'error', status: 302 });
      expect(r3.json().reason, to).toMatch(/^HTTP 302/);
    }
    expect(partner.received.filter((r) => r.path.startsWith('/accept'))).toEqual([]);
  });
});
