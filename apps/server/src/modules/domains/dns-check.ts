import { Resolver } from 'node:dns/promises';
import type { CheckOutcome } from '@leadhouse/domain';

/** What the checker needs of a resolver: node's `dns.promises.Resolver` has it (tests point one at a local server). */
export interface TxtResolver {
  resolveTxt(name: string): Promise<string[][]>;
}

/** Resolver error codes that are a definite "no such record" answer (NXDOMAIN, NODATA). */
const MISSING_CODES = new Set(['ENOTFOUND', 'ENODATA']);
/** Longest detail kept in a check's history (characters). */
const MAX_DETAIL = 500;

/**
 * A resolver for the checks: the system's servers, or `servers` (`DNS_SERVERS`, e.g. `['1.1.1.1',
 * '127.0.0.1:5353']`). Each query waits `timeoutMs` per try, two tries.
 */
export function createTxtResolver(servers: readonly string[] | undefined, timeoutMs = 3_000): TxtResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers && servers.length > 0) resolver.setServers([...servers]);
  return resolver;
}

/**
 * Looks up the TXT records of `name` and says whether one of them is exactly `expected` (a long value
 * split in 255-byte strings is joined first): `found`; TXT records without it: `wrong_value` (detail: the
 * values, cut to 500 characters); NXDOMAIN or no TXT record: `missing`; any other failure (SERVFAIL,
 * timeout, refused): `lookup_failed` (detail: the resolver's code). Never throws.
 */
export async function checkTxt(
  resolver: TxtResolver,
  name: string,
  expected: string,
): Promise<{ outcome: CheckOutcome; detail: string | null }> {
  let records: string[][];
  try {
    records = await resolver.resolveTxt(name);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    const text = typeof code === 'string' ? code : 'ERROR';
    return MISSING_CODES.has(text)
      ? { outcome: 'missing', detail: text }
      : { outcome: 'lookup_failed', detail: text };
  }
  const values = records.map((chunks) => chunks.join(''));
  if (values.some((v) => v.trim() === expected)) return { outcome: 'found', detail: null };
  if (values.length === 0) return { outcome: 'missing', detail: 'ENODATA' };
  return { outcome: 'wrong_value', detail: values.join(' | ').slice(0, MAX_DETAIL) };
}
