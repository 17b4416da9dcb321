import { describe, expect, it } from 'vitest';
import { startPartner } from '../../test/partner.js';
import { useProcessRun } from '../../test/process-run.js';
import { BASE_URL } from '../../test/server-process.js';
import { postLeadsOverHttp, waitUntil } from './integrations.test-helpers.js';

/*
 * Kill the worker mid-delivery and restart (SECURITY.md "Outbound integrations"; PostgreSQL only: two
 * processes on one database). Process A sends 20 deliveries to a partner that answers after 3 s and is
 * killed (SIGKILL) while they are in flight; process B takes the orphaned attempts back and finishes them.
 * Each delivery must end accepted exactly once: one history entry per lead, and the partner (which honours
 * the idempotency key) has seen each key accepted as new exactly once.
 */
describe.skipIf(!BASE_URL)('deliveries survive a killed worker (postgres)', () => {
  const run = useProcessRun('lh-kill-');

  it('each delivery becomes final exactly once', async () => {
    const partner = (run.partner = await startPartner({ delayMs: 3_000 }));
    const scratch = await run.openDatabase('lh_kill');
    const env = { INTEGRATION_ALLOW_HOSTS: '127.0.0.1', INTEGRATION_STALE_SECONDS: '3' };
    const a = await run.start(env);
    const q = run.query;
    await postLeadsOverHttp({
      url: a.url,
      databaseUrl: scratch.url,
      partnerUrl: `${partner.url}/slow`,
      firstName: 'Kill',
      phoneDigits: '77009',
      count: 20,
    });

    // Kill A while attempts are in flight at the partner.
    await waitUntil(async () => partner.inFlight() >= 5, 30_000, 'attempts in flight');
    a.child.kill('SIGKILL');
    await new Promise((r) => a.child.once('exit', r));
    // A statement A sent just before it died still runs to its end in its backend: count once none is left.
    await waitUntil(
      async () => {
        const [r] = await q<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        return r!.n === 0;
      },
      30_000,
      'A’s backends gone',
    );
    const sending = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM integration_deliveries WHERE state = 'sending'`,
    );
    expect(sending[0]!.n).toBeGreaterThan(0);

    // The partner recovers; B takes the orphaned attempts back and finishes everything.
    partner.settings.delayMs = 20;
    await run.start(env);
    await waitUntil(
      async () => {
        const [r] = await q<{ n: number }>(
          `SELECT count(*)::int AS n FROM integration_deliveries WHERE state = 'accepted'`,
        );
        return r!.n === 20;
      },
      60_000,
      'all accepted',
    ).catch(async (err: unknown) => {
      const states = await q(
        `SELECT state, attempts, next_attempt_at, sending_since, last_error FROM integration_deliveries`,
      );
      const attempts = await q(`SELECT attempt, outcome, reason FROM integration_attempts`);
      throw new Error(
        `${String(err)}\n${JSON.stringify(states)}\n${JSON.stringify(attempts)}\n${run.procs[1]?.output() ?? ''}`,
      );
    });
    const history = await q<{ n: number }>(
      `SELECT jsonb_array_length(integrations_history) AS n FROM leads WHERE first_name = 'Kill'`,
    );
    expect(history.map((h) => h.n)).toEqual(Array(20).fill(1));
    expect(partner.acceptedNew.size).toBe(20);
    expect([...partner.acceptedNew.values()].every((n) => n === 1)).toBe(true);
    const takenBack = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM integration_attempts WHERE reason LIKE 'The worker stopped%'`,
    );
    expect(takenBack[0]!.n).toBe(sending[0]!.n);
  }, 150_000);
});
