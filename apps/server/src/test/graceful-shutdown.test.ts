import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { request as httpRequest, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_URL,
  createScratchDatabase,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from './server-process.js';

/** What one request ended with: an HTTP status, or the socket error code (`ECONNREFUSED`, `ECONNRESET`). */
type Outcome = { status: number; ms: number } | { error: string; ms: number };

/** GET `url` over `agent` (keep-alive sockets); never rejects. */
function get(url: string, agent: Agent, headers: Record<string, string>): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started }));
      res.on('error', (e: NodeJS.ErrnoException) =>
        resolve({ error: e.code ?? e.message, ms: Date.now() - started }),
      );
    });
    req.on('error', (e: NodeJS.ErrnoException) =>
      resolve({ error: e.code ?? e.message, ms: Date.now() - started }),
    );
    req.end();
  });
}

const ENGINES_HERE = [
  ['pglite', undefined],
  ['postgres', BASE_URL],
] as const;

describe.each(ENGINES_HERE)('SIGTERM under 200 in-flight keep-alive requests on %s', (engine, base) => {
  const enabled = engine === 'pglite' || Boolean(base);
  let proc: ServerProcess | undefined;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-shutdown-'));
  let auth: { authorization: string };

  beforeAll(async () => {
    if (!enabled) return;
    if (engine === 'postgres') scratch = await createScratchDatabase('lh_shutdown');
    proc = await startServerProcess({
      databaseUrl: scratch?.url,
      jwtSecret: randomBytes(32).toString('hex'),
      dataDir,
      // Info: the test waits for the process's "shutting down" line (drain begun) before its late requests.
      env: { LOG_LEVEL: 'info' },
    });
    auth = await signInOver(proc.url);
    // Some leads so each list request does real work.
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${proc.url}/api/leads`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: `Shut${i}`,
          lastName: 'Down',
          phoneNumber: `05${10_000_000 + i}`,
          email: `shut${i}@example.com`,
          country: 'SA',
        }),
      });
      if (res.status !== 201) throw new Error(`lead not created: ${res.status} ${await res.text()}`);
    }
  }, 120_000);

  afterAll(async () => {
    await proc?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.runIf(enabled)(
    'finishes or cleanly refuses what started, refuses what is new at once, and exits within 10 s',
    async () => {
      const server = proc!;
      const agent = new Agent({ keepAlive: true, maxSockets: 300 });
      const list = `${server.url}/api/leads?page=1&limit=40`;
      // Open 200 keep-alive sockets and put a request in flight on each.
      const inFlight = Array.from({ length: 200 }, () => get(list, agent, auth));
      // The signal comes once the server answers the first of them (a state, not a fixed 150 ms: on a slow
      // machine no request had reached the server yet, and none could end in a page), with the rest in flight.
      await Promise.race(inFlight);
      const signalled = Date.now();
      const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
        server.child.once('exit', (code) => resolve({ code, at: Date.now() })),
      );
      server.child.kill('SIGTERM');
      // A state, not a fixed wait: under load the process took the signal more than 100 ms later, and a
      // request sent before it did was rightly served (a CI run failed on that). The line is logged right
      // after new requests start being refused.
      const heardBy = Date.now() + 10_000;
      while (!server.output().includes('"msg":"shutting down"') && Date.now() < heardBy) {
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(server.output()).toContain('"msg":"shutting down"');
      // New requests after the signal: on the kept-alive sockets and on new connections.
      const late = await Promise.all([
        ...Array.from({ length: 50 }, () => get(list, agent, auth)),
        ...Array.from({ length: 20 }, () => get(list, new Agent({ keepAlive: false }), auth)),
      ]);
      const started = await Promise.all(inFlight);
      const { code, at } = await exited;
      agent.destroy();

      // Every request that was in flight got a complete HTTP answer: its page, or a clean 503.
      const statuses = started.map((o) => ('status' in o ? o.status : o.error));
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
      // Nothing new is served once shutdown started, and nothing new waits for the in-flight work.
      expect(late.filter((o) => 'status' in o && o.status !== 503)).toEqual([]);
      // Answered while the in-flight queue still drains (on PGlite it takes seconds), not after it.
      expect(Math.max(...late.map((o) => o.ms))).toBeLessThan(3_000);
      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(10_000);
      expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    },
    60_000,
  );
});
