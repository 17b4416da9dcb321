import { describe, expect, it } from 'vitest';
import { startPartner, type Partner } from '../../test/partner.js';
import { useProcessRun } from '../../test/process-run.js';
import { BASE_URL, signInOver, type ServerProcess } from '../../test/server-process.js';
import { intakeBody } from '../intake/intake.test-helpers.js';
import { integrationBody, waitUntil } from '../integrations/integrations.test-helpers.js';

/*
 * Exact after kill -9 (issue 22 §7; docs/decisions.md "Lead distribution", kill -9). Two real server
 * processes on one PostgreSQL database route intake leads to two buyers on a loopback partner (each
 * answering after 1 s, each capped at 20 in total; an exclusive priority flow). Leads are posted to both
 * at once; process A is killed (SIGKILL) while its sends are at the partner and posts to it are in flight
 * (a failed post is sent again to B, as a client would: a lead A committed answers `duplicate` there and
 * has no route unless the sweep finds it). Besides, an orphan (an intake lead whose process died before
 * its route) and a stalled route (pending, nothing sent) are written as a dead process leaves them. B
 * alone must bring every lead to sold or held exactly once: one route per lead, no buyer over its cap, no
 * lead accepted twice, and the partner never accepted a lead the database does not hold as accepted.
 */
if (!BASE_URL)
  console.info('distribution.kill.test.ts skipped: TEST_DATABASE_URL is not set (PostgreSQL only)');

const CAMPAIGN = 'Kill9';
const LEADS = 60;
const CAP = 20;
type Query = <T = Record<string, unknown>>(text: string) => Promise<T[]>;

/** An integration-role owner, an affiliate with an API key, two capped buyers and the flow, through A. */
async function setup(q: Query, base: string, partnerUrl: string) {
  const headers = { ...(await signInOver(base)), 'content-type': 'application/json' };
  const [owner] = await q<{ id: string }>(
    `INSERT INTO users (name, email, username, role, password_hash)
     VALUES ('Buyer owner', 'kill-owner@example.com', 'kill-owner@example.com', 'integration', 'x') RETURNING id`,
  );
  const [aff] = await q<{ id: string }>(
    `INSERT INTO users (name, email, username, role, password_hash, active)
     VALUES ('Kill affiliate', 'kill-aff@example.com', 'kill-aff@example.com', 'affiliate', 'x', true) RETURNING id`,
  );
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${base}/api${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const key = (await post('/api-keys', { name: 'kill', userId: aff!.id })) as { key: string };
  const buyers: string[] = [];
  for (let i = 0; i < 2; i++) {
    const made = await post('/integrations', {
      userId: owner!.id,
      ...integrationBody(`${partnerUrl}/slow`, { distribution: { caps: { total: CAP } } }),
    });
    buyers.push((made.integration as { id: string }).id);
  }
  const flow = await post('/distribution/flows', {
    name: CAMPAIGN,
    method: 'priority',
    match: { campaigns: [CAMPAIGN] },
    buyers: buyers.map((integrationId, i) => ({ integrationId, priority: i + 1 })),
  });
  return { key: key.key, buyers, flowId: flow.id as string, affiliateId: aff!.id };
}

/** Posts one lead to `base`; undefined when the process did not answer (killed). */
async function postTo(base: string, key: string, body: unknown): Promise<number | undefined> {
  try {
    const res = await fetch(`${base}/api/intake/leads`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.text();
    return res.status;
  } catch {
    return undefined;
  }
}

/** What a process killed between two commits leaves: an orphaned lead and a stalled route. */
async function leaveDebris(q: Query, s: { flowId: string; affiliateId: string }) {
  await q(
    `INSERT INTO leads (first_name, last_name, email, phone_number, country, campaign, affiliate_id, created_by, source)
     VALUES ('Orphan', 'Lead', 'kill-orphan@example.com', '966-501112233', 'SA', '${CAMPAIGN}',
       '${s.affiliateId}', '${s.affiliateId}', '{"type": "intake"}')`,
  );
  const [stalled] = await q<{ id: string }>(
    `INSERT INTO leads (first_name, last_name, email, phone_number, country, campaign, affiliate_id, created_by, source)
     VALUES ('Stalled', 'Lead', 'kill-stalled@example.com', '966-501112244', 'SA', '${CAMPAIGN}',
       '${s.affiliateId}', '${s.affiliateId}', '{"type": "intake"}') RETURNING id`,
  );
  await q(
    `INSERT INTO lead_distributions (lead_id, flow_id, state, round, attempts, exclusive, max_buyers, max_attempts,
       hold_minutes, return_window_hours, trigger, created_at, updated_at)
     VALUES ('${stalled!.id}', '${s.flowId}', 'pending', 1, 0, true, 1, 5, 60, 72, 'intake',
       now() - interval '1 minute', now() - interval '1 minute')`,
  );
}

describe.skipIf(!BASE_URL)('distribution is exact after kill -9 (postgres, two processes)', () => {
  const run = useProcessRun('lh-dist-kill-');

  it('every lead ends sold or held once, within caps, exclusive', async () => {
    const t0 = performance.now();
    const partner = (run.partner = await startPartner({ delayMs: 1_000 }));
    await run.openDatabase('lh_dist_kill');
    const q: Query = run.query;
    const env = { INTEGRATION_ALLOW_HOSTS: '127.0.0.1', INTEGRATION_STALE_SECONDS: '3', LOG_LEVEL: 'warn' };
    // One after the other: two first starts at once on an empty database can fail ("deadlock detected").
    const a = await run.start(env);
    const b = await run.start(env);
    const s = await setup(q, a.url, partner.url);

    // Posts to both at once; A dies once sends are at the partner, its unanswered posts go to B.
    const bodies = Array.from({ length: LEADS }, () => intakeBody({ campaign: CAMPAIGN }));
    let killed = false;
    const killer = waitUntil(async () => partner.inFlight() >= 4, 30_000, 'sends in flight').then(
      () => {
        a.child.kill('SIGKILL');
        killed = true;
      },
      async (err: unknown) => {
        throw new Error(`${String(err)}\n${JSON.stringify(await snapshot(q))}\n${a.output().slice(-3000)}`);
      },
    );
    const statuses = await Promise.all(
      bodies.map(async (body, i) => {
        await new Promise((r) => setTimeout(r, i * 40));
        const first = i % 2 === 0 && !killed ? await postTo(a.url, s.key, body) : undefined;
        return first ?? (await postTo(b.url, s.key, body));
      }),
    );
    await killer;
    await new Promise((r) =>
      a.child.exitCode !== null || a.child.signalCode ? r(null) : a.child.once('exit', r),
    );
    expect(statuses.every((st) => st === 201 || st === 200)).toBe(true);
    const [open] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM distribution_sends WHERE status = 'sending'`,
    );
    const [bare] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads l WHERE NOT EXISTS (SELECT 1 FROM lead_distributions d WHERE d.lead_id = l.id)`,
    );
    console.info(
      `kill test: ${statuses.filter((st) => st === 200).length} posts answered duplicate after the kill, ` +
        `${open!.n} sends left sending, ${bare!.n} leads without a route (before the debris)`,
    );
    await leaveDebris(q, s);
    console.info(`kill test: posted and killed after ${Math.round(performance.now() - t0)} ms`);
    await settled(q, b);
    console.info(`kill test: all settled after ${Math.round(performance.now() - t0)} ms`);
    await checkExact(q, s.buyers, partner);
  }, 240_000);
});

/** Counts by state, for a failure's message. */
async function snapshot(q: Query) {
  return q(
    `SELECT 'route ' || state AS what, count(*)::int AS n FROM lead_distributions GROUP BY 1
     UNION ALL SELECT 'send ' || status, count(*)::int FROM distribution_sends GROUP BY 1
     UNION ALL SELECT 'delivery ' || state, count(*)::int FROM integration_deliveries GROUP BY 1
     UNION ALL SELECT 'leads', count(*)::int FROM leads WHERE campaign = '${CAMPAIGN}'`,
  );
}

/** Waits until every lead of the campaign has a final route and nothing is on its way. */
async function settled(q: Query, b: ServerProcess) {
  const state = async () => {
    const [r] = await q<{ leads: number; routes: number; open: number; sending: number }>(
      `SELECT (SELECT count(*)::int FROM leads WHERE campaign = '${CAMPAIGN}' AND deleted_at IS NULL) AS leads,
        (SELECT count(*)::int FROM lead_distributions d JOIN leads l ON l.id = d.lead_id
           WHERE l.campaign = '${CAMPAIGN}' AND d.state IN ('sold', 'held', 'unsold')) AS routes,
        (SELECT count(*)::int FROM lead_distributions WHERE state = 'pending') AS open,
        (SELECT count(*)::int FROM distribution_sends WHERE status = 'sending') AS sending`,
    );
    return r!;
  };
  await waitUntil(
    async () => {
      const r = await state();
      return r.leads === LEADS + 2 && r.routes === r.leads && r.open === 0 && r.sending === 0;
    },
    // A state wait, not a time bound: on a quiet machine all is final 10-14 s after the kill; CI's slower
    // two-core machine, busy with a second test file, missed a 60 s cap once.
    150_000,
    'every lead final',
  ).catch(async (err: unknown) => {
    const detail = JSON.stringify({ ...(await state()), all: await snapshot(q) });
    throw new Error(`${String(err)}\n${detail}\n${b.output().slice(-2000)}`);
  });
}

/** One route per lead; sold within caps, once; the partner accepted only what the database holds. */
async function checkExact(q: Query, buyers: string[], partner: Partner) {
  const states = await q<{ state: string; n: number }>(
    `SELECT d.state, count(*)::int AS n FROM lead_distributions d JOIN leads l ON l.id = d.lead_id
     WHERE l.campaign = '${CAMPAIGN}' GROUP BY d.state ORDER BY d.state`,
  );
  expect(states).toEqual([
    { state: 'held', n: LEADS + 2 - 2 * CAP },
    { state: 'sold', n: 2 * CAP },
  ]);
  const perBuyer = await q<{ integration_id: string; n: number }>(
    `SELECT integration_id, count(*)::int AS n FROM distribution_sends WHERE status = 'accepted' GROUP BY 1`,
  );
  expect(perBuyer.map((p) => p.n).sort()).toEqual([CAP, CAP]);
  expect(perBuyer.every((p) => buyers.includes(p.integration_id))).toBe(true);
  const twice = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT lead_id FROM integration_deliveries WHERE state = 'accepted'
       GROUP BY lead_id HAVING count(*) > 1) x`,
  );
  expect(twice[0]!.n).toBe(0);
  const sold = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM integration_deliveries WHERE state = 'accepted'`,
  );
  // Every key the partner took as new is a delivery the database holds as accepted, each once.
  expect(partner.acceptedNew.size).toBe(sold[0]!.n);
  expect([...partner.acceptedNew.values()].every((n) => n === 1)).toBe(true);
}
