import { describe, expect, it } from 'vitest';
import { createRunPool, errorCode, type PoolOutbox, type RunPoolOptions } from './deliveries.pool.js';

/*
 * The run pool's rules without a database (deliveries.pool.ts): a fake outbox (delivery id → integration,
 * an integration's due backlog) and a fake runner whose attempts end when the test says.
 */

/** Deliveries `a1…aN` of integration `A`, and so on: the id's letter is its integration. */
const ids = (letter: string, n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => `${letter.toLowerCase()}${from + i}`);

function setup(opts: Partial<RunPoolOptions> = {}) {
  const pending = new Map<string, { resolve: () => void; reject: (err: unknown) => void }>();
  const started: string[] = [];
  const queued = new Set<string>();
  const logged: Array<{ obj: object; msg?: string }> = [];
  const backlogCalls: string[] = [];
  const lookedUp: string[] = [];
  const outbox: PoolOutbox = {
    integrationsOf: async (list) => {
      lookedUp.push(...list);
      return new Map(list.filter((id) => queued.has(id)).map((id) => [id, id[0]!.toUpperCase()]));
    },
    backlog: async (integrationId, limit) => {
      backlogCalls.push(integrationId);
      const due = [...queued].filter((id) => id[0]!.toUpperCase() === integrationId);
      return due.sort((x, y) => Number(x.slice(1)) - Number(y.slice(1))).slice(0, limit);
    },
  };
  const runner = {
    run: (id: string) =>
      new Promise<void>((resolve, reject) => {
        started.push(id);
        queued.delete(id);
        pending.set(id, { resolve, reject });
      }),
  };
  const pool = createRunPool(runner, outbox, {
    limit: 4,
    perIntegration: 2,
    waitingPerIntegration: 100,
    stopped: () => false,
    log: { error: (obj, msg) => logged.push({ obj, msg }) },
    ...opts,
  });
  const running = (letter: string) => [...pending.keys()].filter((id) => id.startsWith(letter)).length;
  /** Ends the attempt of `id` and lets the pool start the next ones. */
  const finish = async (id: string, err?: unknown) => {
    const p = pending.get(id)!;
    pending.delete(id);
    if (err) p.reject(err);
    else p.resolve();
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  };
  const post = (list: string[]) => {
    for (const id of list) queued.add(id);
    return list;
  };
  return { pool, started, running, finish, post, logged, backlogCalls, pending, lookedUp };
}

describe('delivery run pool', () => {
  it('a busy integration takes its share, and more only while a quarter of the pool stays free; another one starts at once', async () => {
    const p = setup();
    await p.pool.admit(p.post(ids('a', 10)));
    // Its share (2), and a third while one slot of the four stays free.
    expect(p.started).toEqual(['a1', 'a2', 'a3']);
    await p.pool.admit(p.post(ids('b', 1)));
    expect(p.started).toEqual(['a1', 'a2', 'a3', 'b1']);
    // Its own deliveries start oldest first: with the pool three quarters full, only within its share.
    await p.finish('a2');
    expect(p.started).toHaveLength(4);
    await p.finish('a1');
    expect(p.started).toEqual(['a1', 'a2', 'a3', 'b1', 'a4']);
    expect(p.running('a')).toBe(2);
    // Alone again, it takes three quarters of the pool.
    await p.finish('b1');
    expect(p.started).toEqual(['a1', 'a2', 'a3', 'b1', 'a4', 'a5']);
    expect(p.running('a')).toBe(3);
  });

  it('the shared limit is served in turn between integrations with waiting deliveries', async () => {
    const p = setup({ limit: 3, perIntegration: 3 });
    await p.pool.admit(p.post([...ids('a', 6), ...ids('b', 3), ...ids('c', 3)]));
    // One of each in turn, although A's six came first in the batch.
    expect(p.started).toEqual(['a1', 'b1', 'c1']);
    await p.finish('a1');
    await p.finish('c1');
    await p.finish('a2');
    // Each freed slot goes to the next integration in turn, whichever freed it.
    expect(p.started.slice(3)).toEqual(['a2', 'b2', 'c2']);
  });

  it('beyond the waiting bound, deliveries are read back from the outbox, oldest first, none twice', async () => {
    const p = setup({ limit: 10, perIntegration: 2, waitingPerIntegration: 3 });
    await p.pool.admit(p.post(ids('a', 12)));
    await new Promise((r) => setImmediate(r));
    // Oldest first, never more than three quarters of the pool (7 of 10) for one integration alone.
    expect(p.started).toEqual(ids('a', p.started.length));
    expect(p.pending.size).toBeLessThanOrEqual(7);
    for (let n = 1; n <= 12; n++) if (p.pending.has(`a${n}`)) await p.finish(`a${n}`);
    for (let n = 1; n <= 12; n++) if (p.pending.has(`a${n}`)) await p.finish(`a${n}`);
    expect(p.started).toEqual(ids('a', 12));
    expect(p.backlogCalls.length).toBeGreaterThan(0);
    expect(p.pending.size).toBe(0);
  });

  it('an error that escapes a run is logged with ids and a code, never its message', async () => {
    const p = setup();
    await p.pool.admit(p.post(ids('a', 3)));
    const err = Object.assign(new Error('Failed query: UPDATE …\nparams: jane@example.com,+447700900123'), {
      cause: { code: '57P01' },
    });
    await p.finish('a1', err);
    expect(p.logged).toEqual([
      {
        obj: {
          event: 'delivery',
          outcome: 'failure',
          step: 'run',
          deliveryId: 'a1',
          integrationId: 'A',
          errorCode: '57P01',
        },
        msg: 'delivery worker error',
      },
    ]);
    expect(JSON.stringify(p.logged)).not.toMatch(/example\.com|4477/);
    // The pool goes on: the freed slot runs the next one.
    expect(p.started).toEqual(['a1', 'a2', 'a3']);
  });

  it('runNow resolves once each delivery has started; admit skips deliveries not to run', async () => {
    // Two slots: the share fills the pool, so the third waits for a freed one.
    const p = setup({ limit: 2 });
    await p.pool.admit(p.post(ids('a', 2)));
    let done = false;
    const now = p.pool.runNow(p.post(ids('a', 1, 3))).then(() => (done = true));
    await new Promise((r) => setImmediate(r));
    expect(done).toBe(false);
    await p.finish('a1');
    await now;
    expect(p.started).toEqual(['a1', 'a2', 'a3']);
    await p.pool.admit(['z9']);
    expect(p.started).toHaveLength(3);
  });

  it('runNow with every delivery’s integration known reads nothing back and starts each in that lane', async () => {
    const p = setup({ limit: 4 });
    const known = new Map([
      ['a1', 'A'],
      ['b1', 'B'],
    ]);
    await p.pool.runNow(p.post(['a1', 'b1']), known);
    expect(p.lookedUp).toEqual([]);
    expect(p.started).toEqual(['a1', 'b1']);
    expect(p.running('a')).toBe(1);
    // One id without its integration: all are read back, as before.
    await p.pool.runNow(p.post(['a2', 'b2']), new Map([['a2', 'A']]));
    expect(p.lookedUp).toEqual(['a2', 'b2']);
    expect(p.started).toEqual(['a1', 'b1', 'a2', 'b2']);
  });

  it('errorCode reads a code, a cause’s code or a class name', () => {
    expect(errorCode(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe('ECONNRESET');
    expect(errorCode(new TypeError('boom'))).toBe('TypeError');
    expect(errorCode(null)).toBe('unknown');
  });
});
