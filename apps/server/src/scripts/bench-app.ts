/**
 * The server every benchmark starts: the real app's configuration for a loopback run (silent logs, no web
 * bundle, a fresh JWT secret) and its listening origin; and the load averages the reports print.
 */
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { testConfig } from '../test/test-app.js';

/** The tests' loopback configuration (`testConfig`) under `dataDir`; `overrides` set what one benchmark needs. */
export function benchConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return testConfig(dataDir, { publicUrl: 'http://127.0.0.1', ...overrides });
}

/** Listens on a free loopback port; answers the origin (`http://127.0.0.1:<port>`). */
export async function listenLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** The machine's 1, 5 and 15 minute load averages, two decimals each, space-separated (`0.52 0.61 0.70`). */
export const loadAverages = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
