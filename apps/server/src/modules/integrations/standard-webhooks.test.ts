import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_BODY_FORMATS } from '@leadhouse/domain';
import type { ReceivedRequest } from '../../test/partner.js';
import {
  createIntegrationVia,
  makeLead,
  setupActors,
  statesOf,
  usePartnerApp,
  waitUntil,
} from './integrations.test-helpers.js';

/**
 * A receiver's steps from docs/integrations.md "Verifying a delivery", run with the official
 * `standardwebhooks` library and its default `verify()` (which ends with `JSON.parse`): the signed payload is
 * the raw body for `application/json`, and the raw body as a JSON string for any other content type.
 */
function receive(secret: string, req: ReceivedRequest): unknown {
  const wh = new Webhook(secret);
  const headers = req.headers as Record<string, string>;
  if (String(req.headers['content-type']).startsWith('application/json')) return wh.verify(req.body, headers);
  const text = wh.verify(JSON.stringify(req.body), headers);
  return Object.fromEntries(new URLSearchParams(text as string));
}

/** Partners item 2: every delivery format is verifiable by what integrators run (PGlite is enough). */
describe('Standard Webhooks: the official library verifies every delivery format', () => {
  const { t, partner } = usePartnerApp('pglite');
  let ctx: Awaited<ReturnType<typeof setupActors>>;
  beforeAll(async () => {
    ctx = await setupActors(t);
  }, 60_000);

  it.each(INTEGRATION_BODY_FORMATS)('%s deliveries verify, and a tampered one is refused', async (format) => {
    const created = await createIntegrationVia(t, ctx.admin.headers, ctx.owner.id, `${partner.url}/accept`, {
      bodyFormat: format,
    });
    const lead = await makeLead(t, { firstName: "O'Brien & Søn", email: `sw-${format}@example.com` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads/postToIntegration',
      headers: ctx.admin.headers,
      payload: { leadsIds: [lead.id], integrationId: created.integration.id },
    });
    expect(res.statusCode).toBe(200);
    await waitUntil(async () => (await statesOf(t, created.integration.id)).accepted === 1, 20_000);
    const got = partner.received.find((r) => r.body.includes(`sw-${format}`));
    expect(got).toBeDefined();
    const fields = receive(created.signingSecret, got!);
    const flat =
      format === 'json'
        ? fields
        : (() => {
            const form = fields as Record<string, string>;
            return { lead: { first_name: form['lead.first_name'], email: form['lead.email'] } };
          })();
    expect(flat).toMatchObject({ lead: { first_name: "O'Brien & Søn", email: `sw-${format}@example.com` } });
    // A body changed on the way is refused by the same call.
    const tampered = { ...got!, body: got!.body.replace('sw-', 'sx-') };
    expect(() => receive(created.signingSecret, tampered)).toThrow(/signature/i);
  });
});
