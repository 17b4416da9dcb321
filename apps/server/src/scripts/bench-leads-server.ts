/**
 * The server side of the leads benchmark (`bench.ts`): the real app on a loopback port with the bench
 * team signed in, the actor of a team member (for the raw statements), and the bytes of one answer.
 */
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { featuresFor } from '@leadhouse/domain';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import type { Actor } from '../plugins/auth.js';
import { PASSWORD } from './bench-leads-lib.js';
import { benchConfig, listenLoopback } from './bench-app.js';

/** The actor of a team member, as the server builds it for a request. */
export const actorOf = (u: UserRow): Actor => ({
  id: u.id,
  role: u.role,
  features: featuresFor(u.role, null),
  user: u,
});

/**
 * Starts the real server on a loopback port (silent logs, no web bundle) and signs in the team's admin and
 * first sales user; returns the app (to close), its base URL and a bearer token per signed-in user id.
 */
export async function startBenchServer(database: Database, team: UserRow[]) {
  const app = await buildApp({ config: benchConfig(tmpdir()), database });
  const base = await listenLoopback(app);
  const signIn = async (email: string) => {
    const res = await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    return `Bearer ${((await res.json()) as { token: string }).token}`;
  };
  const adminUser = team.find((u) => u.role === 'admin')!;
  const salesUser = team.find((u) => u.role === 'sales')!;
  const tokens = new Map([
    [adminUser.id, await signIn(adminUser.email)],
    [salesUser.id, await signIn(salesUser.email)],
  ]);
  return { app, base, tokens, adminUser };
}

/** Raw and compressed (brotli, as a browser asks) size of one answer, in bytes. */
export function pageBytes(url: string, authorization: string): Promise<{ raw: number; wire: number }> {
  const get = (encoding: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(url, { headers: { authorization, 'accept-encoding': encoding } }, (res) => {
        let n = 0;
        res.on('data', (chunk: Buffer) => (n += chunk.length));
        res.on('end', () => resolve(n));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  return Promise.all([get('identity'), get('br, gzip')]).then(([raw, wire]) => ({ raw, wire }));
}
