import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SIGN_IN_LIMIT } from '@leadhouse/domain';
import { useProcessRun } from './process-run.js';
import { BASE_URL, PROCESS_ADMIN } from './server-process.js';

const post = (base: string, route: string, body: object) =>
  fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.runIf(BASE_URL)('two server processes on one PostgreSQL database', () => {
  const run = useProcessRun('lh-two-');

  beforeAll(async () => {
    await run.openDatabase('lh_two');
    // One after the other: the first migrates and creates the admin, the second finds both done.
    await run.start();
    await run.start();
  });

  it('shares the per-IP route limit: 30 per minute in total over both processes, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await post(run.procs[i % 2]!.url, '/api/auth/forgot-password', {
        email: `nobody-${i}@example.com`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('shares the per-account sign-in limit: of 30 concurrent wrong passwords over both, 10 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(run.procs[i % 2]!.url, '/api/auth', {
          username: PROCESS_ADMIN.email,
          password: 'wrong-password',
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMIT.maxFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - SIGN_IN_LIMIT.maxFailures);
    const limited = answers.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toBe(MESSAGES.tooManyAttempts);
  });
});
