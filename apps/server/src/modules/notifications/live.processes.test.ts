import { hash } from '@node-rs/argon2';
import { afterAll, describe, expect, it } from 'vitest';
import { useProcessRun } from '../../test/process-run.js';
import { BASE_URL, signInOver } from '../../test/server-process.js';
import { eventsOf, openStream, type TestStream } from './notifications.test-helpers.js';

/*
 * Issue 21 "Tests and measures" (PostgreSQL only: processes on one database): a manager assigns a lead on
 * process A; the agent's stream on process B hears it within 1 s (LISTEN/NOTIFY across processes). Then B
 * is killed with SIGKILL, A assigns more, and the agent reconnects to a fresh process C with Last-Event-ID:
 * the missed notifications are replayed and nothing is lost or doubled.
 */
describe.skipIf(!BASE_URL)('live events across server processes (postgres)', () => {
  const run = useProcessRun('lh-live-');
  const streams: TestStream[] = [];
  // Registered after the run's clean-up, so it runs before it: the streams close before their processes stop.
  afterAll(() => {
    for (const s of streams) s.close();
  });

  it('an assignment on A reaches the agent on B within 1 s; after a kill -9 of B nothing is missed', async () => {
    await run.openDatabase('lh_live');
    const a = await run.start();
    const b = await run.start();
    const q = run.query;
    const password = 'Agent-Pass-2026';
    const passwordHash = await hash(password, { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 });
    await q(
      `INSERT INTO users (name, email, username, role, active, password_hash)
       VALUES ('Agent', 'agent@example.com', 'agent@example.com', 'sales', true, '${passwordHash}')`,
    );
    const leads = await q<{ id: string }>(
      `INSERT INTO leads (first_name, last_name, email, phone_number, country, campaign)
       SELECT 'Live', 'Lead' || g, 'live' || g || '@example.com', '44-77009' || lpad(g::text, 5, '0'), 'GB', 'CRM'
       FROM generate_series(1, 10) g RETURNING id`,
    );
    const manager = { ...(await signInOver(a.url)), 'content-type': 'application/json' };
    const agent = await signInOver(b.url, { email: 'agent@example.com', password });
    const assign = async (leadId: string) => {
      const res = await fetch(`${a.url}/api/leads/assign`, {
        method: 'POST',
        headers: manager,
        body: JSON.stringify({ leadsIds: [leadId], username: 'agent@example.com' }),
      });
      expect(res.status).toBe(200);
    };

    const onB = await openStream(b.url, agent);
    streams.push(onB);
    await expect.poll(() => eventsOf(onB, 'ready').length).toBe(1);
    const sent = performance.now();
    await assign(leads[0]!.id);
    await expect.poll(() => eventsOf(onB, 'notification').length, { timeout: 5_000, interval: 10 }).toBe(1);
    const delay = eventsOf(onB, 'notification')[0]!.at - sent;
    expect(delay).toBeLessThan(1_000);

    const lastId = eventsOf(onB, 'notification')[0]!.id!;
    b.child.kill('SIGKILL');
    await new Promise((r) => b.child.once('exit', r));
    await onB.ended;
    for (const lead of leads.slice(1, 4)) await assign(lead.id);

    const c = await run.start();
    const onC = await openStream(c.url, agent, lastId);
    streams.push(onC);
    await expect.poll(() => eventsOf(onC, 'notification').length, { timeout: 10_000 }).toBe(3);
    await assign(leads[4]!.id);
    await expect.poll(() => eventsOf(onC, 'notification').length, { timeout: 5_000 }).toBe(4);
    const heard = [...eventsOf(onB, 'notification'), ...eventsOf(onC, 'notification')].map((e) => e.data.id);
    const stored = await q<{ id: string }>(`SELECT id FROM notifications ORDER BY seq`);
    expect(heard).toEqual(stored.map((n) => n.id));
    process.stdout.write(`live: assignment on A heard on B after ${delay.toFixed(0)} ms\n`);
  }, 180_000); // three server processes start (each migrates or finds its database migrated)
});
