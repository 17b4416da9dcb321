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

  it('dry run shows request and answer for timeouts-free outcomes (error, huge body capped)', async () => {
    const err = await createIntegrationVia(t, ctx.admin.headers, ctx.owner.id, `${partner.url}/error`);
    const r1 = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${err.integration.id}/test`,
      headers: ctx.admin.headers,
      payload: {},
    });
    expect(r1.json()).toMatchObject({ outcome: 'error', status: 500 });
    const huge = await createIntegrationVia(t, ctx.admin.headers, ctx.owner.id, `${partner.url}/huge`);
    const r2 = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${huge.integration.id}/test`,
      headers: ctx.admin.headers,
      payload: {},
    });
    expect(r2.statusCode).toBe(200);
    expect(r2.json().outcome).toBe('rejected');
    expect(r2.json().answer.length).toBeLessThanOrEqual(2000);
    const redirect = await createIntegrationVia(
      t,
      ctx.admin.headers,
      ctx.owner.id,
      `${partner.url}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data')}`,
    );
    const r3 = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${redirect.integration.id}/test`,
      headers: ctx.admin.headers,
      payload: {},
    });
    expect(r3.json().outcome).toBe('error');
    expect(r3.json().reason).toContain('169.254.169.254');
  });
});
