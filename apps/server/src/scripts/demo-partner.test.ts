import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorWith, createTestApp, ENGINES, makeUser, type TestApp } from '../test/test-app.js';
import { makeLead } from '../modules/integrations/integrations.test-helpers.js';
import { DEMO_PARTNER_NAME, seedDemoPartner } from './seed-demo-partner.js';
import { freePort } from '../test/free-port.js';

/** Starts `npm run demo:partner` (the script itself) on `port` and waits for its first line. */
async function startDemoPartner(port: number): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('./demo-partner.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DEMO_PARTNER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Demo partner on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`demo partner exited with ${code}: ${out}`)));
  });
  return child;
}

/**
 * A newcomer's first ten minutes (issue 19): the demo seed's integration posts to `npm run demo:partner`
 * on 127.0.0.1, which answers like a buyer; "Post to integration" ends accepted with the buyer's id.
 */
describe.each(ENGINES)('the local demo partner on %s', (engine) => {
  let t: TestApp;
  let partner: ChildProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    partner = await startDemoPartner(port);
    t = await createTestApp(engine, { integrationAllowHosts: '127.0.0.1' }, undefined, {
      integrations: { sweepSeconds: 1 },
    });
  }, 120_000);
  afterAll(async () => {
    partner?.kill('SIGTERM');
    await t?.close();
  });

  it('answers a lead like a buyer, and refuses one without email and phone', async () => {
    const ok = await fetch(`http://127.0.0.1:${port}/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      status: 'accepted',
      customerId: expect.stringMatching(/^DEMO-/),
    });
    const bad = await fetch(`http://127.0.0.1:${port}/leads`, { method: 'POST', body: '{}' });
    expect(bad.status).toBe(422);
  });

  it('the seeded integration delivers a posted lead, accepted with the partner’s customer id', async () => {
    const owner = await makeUser(t, { role: 'integration' });
    const admin = await actorWith(t, 'admin');
    expect(await seedDemoPartner(t.database.db, t.config, owner.id, port)).toBe(true);
    expect(await seedDemoPartner(t.database.db, t.config, owner.id, port)).toBe(false);
    const found = (await t.database.db.execute(
      sql`SELECT id, active FROM integrations WHERE name = ${DEMO_PARTNER_NAME}`,
    )) as unknown as { rows: Array<{ id: string; active: boolean }> };
    expect(found.rows).toHaveLength(1);
    const lead = await makeLead(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads/postToIntegration',
      headers: admin.headers,
      payload: { leadsIds: [lead.id], integrationId: found.rows[0]!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const state = async () =>
      (
        (await t.database.db.execute(
          sql`SELECT state, customer_id FROM integration_deliveries WHERE lead_id = ${lead.id}::uuid`,
        )) as unknown as { rows: Array<{ state: string; customer_id: string | null }> }
      ).rows[0];
    await expect.poll(state, { timeout: 30_000, interval: 200 }).toMatchObject({
      state: 'accepted',
      customer_id: expect.stringMatching(/^DEMO-\d{6}$/),
    });
  });
});
