/**
 * The server every benchmark starts: the real app's configuration for a loopback run (silent logs, no web
 * bundle, a fresh JWT secret) and its listening origin; the benchmarks' command line; and the load averages
 * the reports print.
 */
import { loadavg } from 'node:os';
import { parseArgs, type ParseArgsConfig } from 'node:util';
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

/** Options as `parseArgs` takes them, and what it answers for the options `O`. */
type Options = NonNullable<ParseArgsConfig['options']>;
type ParsedOptions<O extends Options> = ReturnType<typeof parseArgs<{ options: O }>>['values'];

/**
 * A benchmark's command line (`process.argv`): each key of `numbers` is an option `--<key> N` read as a
 * number, its value there the default; `others` are further `parseArgs` options (strings, flags), answered as
 * parsed. @throws TypeError (`parseArgs`) for an unknown option or one without its value.
 */
export function benchArgs<K extends string, const O extends Options = Record<never, never>>(
  numbers: Record<K, number>,
  others?: O,
): Record<K, number> & ParsedOptions<O> {
  const keys = Object.keys(numbers) as K[];
  const numeric = keys.map((k) => [k, { type: 'string', default: String(numbers[k]) }] as const);
  const { values } = parseArgs({ options: { ...Object.fromEntries(numeric), ...others } });
  const parsed = keys.map((k) => [k, Number((values as Record<string, unknown>)[k])]);
  return { ...values, ...Object.fromEntries(parsed) } as Record<K, number> & ParsedOptions<O>;
}
