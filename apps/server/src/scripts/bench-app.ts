/**
 * The server every benchmark starts: the real app's configuration for a loopback run (silent logs, no web
 * bundle, a fresh JWT secret) and its listening origin.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** A loopback configuration under `dataDir`; `overrides` set what one benchmark needs besides. */
export function benchConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    adminEmail: undefined,
    adminPassword: undefined,
    smtpUrl: undefined,
    logLevel: 'silent',
    publicUrl: 'http://127.0.0.1',
    webDist: path.join(dataDir, 'no-web'),
    ...overrides,
  };
}

/** Listens on a free loopback port; answers the origin (`http://127.0.0.1:<port>`). */
export async function listenLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
