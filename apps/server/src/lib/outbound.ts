import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, interceptors, request, type Dispatcher } from 'undici';

/*
 * Outbound HTTP to partners (SSRF guard, OWASP API7/API10; docs/decisions.md "Lead pipeline"). Only global
 * unicast addresses may be reached: loopback, private (RFC 1918), link-local (with cloud metadata
 * 169.254.169.254), CGNAT, unspecified, multicast, reserved, IPv6 unique-local/link-local/site-local,
 * IPv4-mapped IPv6 of any of those, NAT64, 6to4 and Teredo are refused. The check runs when a URL is
 * saved (`checkOutboundUrl`) and again on every connection after DNS resolution (the connector of
 * `createOutboundAgent`), so a host that later resolves to a private address, or a redirect to one, is
 * refused too. `INTEGRATION_ALLOW_HOSTS` lists host names or CIDRs reachable despite the guard.
 */

/** Thrown (or passed to a connection callback) when a destination is refused. */
export class OutboundRefusedError extends Error {
  readonly code = 'ERR_OUTBOUND_REFUSED';
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRefusedError';
  }
}

/** Parsed `INTEGRATION_ALLOW_HOSTS`: host names (lower case) and CIDR ranges. */
export interface AllowList {
  hosts: ReadonlySet<string>;
  ranges: ReadonlyArray<[ipaddr.IPv4 | ipaddr.IPv6, number]>;
}

/**
 * Parses a comma- or space-separated list of host names, IP addresses and CIDRs (`127.0.0.1`,
 * `10.0.0.0/8`, `partner.internal`). An address without a prefix is a single-address range.
 * @throws Error naming an entry that is neither a host name nor an address/CIDR.
 */
export function parseAllowList(raw: string | readonly string[] | undefined): AllowList {
  const entries = (typeof raw === 'string' ? raw.split(/[\s,]+/) : (raw ?? [])).filter(Boolean);
  const hosts = new Set<string>();
  const ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> = [];
  for (const entry of entries) {
    if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.isValid(entry)) {
      const addr = ipaddr.parse(entry);
      ranges.push([addr, addr.kind() === 'ipv4' ? 32 : 128]);
    } else if (/^[a-z0-9.-]+$/i.test(entry)) hosts.add(entry.toLowerCase());
    else throw new Error(`INTEGRATION_ALLOW_HOSTS: "${entry}" is not a host name, address or CIDR`);
  }
  return { hosts, ranges };
}

const stripBrackets = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

const v4Of = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);

/**
 * The IPv4 address an IPv6 address carries, with the name of the form (ipaddr.js range names):
 * IPv4-compatible `::a.b.c.d` (`::/96` but `::` and `::1`, deprecated by RFC 4291 §2.5.5.1), IPv4-translated
 * `::ffff:0:a.b.c.d` (rfc6145), NAT64 `64:ff9b::a.b.c.d` and `64:ff9b:1::/48` (rfc6052), 6to4
 * `2002:AABB:CCDD::/48` and Teredo `2001:0::/32` (the client address, bits inverted). IPv4-mapped
 * `::ffff:a.b.c.d` is not here: `ipaddr.process` turns it into its IPv4 address.
 */
function carriedIPv4(addr: ipaddr.IPv6): [form: string, ipv4: ipaddr.IPv4] | undefined {
  const p = addr.parts;
  if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7]! > 1)) {
    return ['IPv4-compatible', v4Of(p[6]!, p[7]!)];
  }
  const range = addr.range();
  if (range === 'rfc6145' || range === 'rfc6052') return [range, v4Of(p[6]!, p[7]!)];
  if (range === '6to4') return [range, v4Of(p[1]!, p[2]!)];
  if (range === 'teredo') return [range, v4Of(p[6]! ^ 0xffff, p[7]! ^ 0xffff)];
  return undefined;
}

/**
 * Why `address` may not be reached, or undefined when it may: a global unicast address, or one inside
 * an allowed range. IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is judged as its IPv4 address; every other IPv6
 * form that carries an IPv4 address (`carriedIPv4`: IPv4-compatible, translated, NAT64, 6to4, Teredo) is
 * refused whatever it carries, naming it (a gateway or the host's own stack may deliver it there).
 */
export function refusedAddressReason(address: string, allow: AllowList): string | undefined {
  const raw = stripBrackets(address).split('%')[0]!;
  if (!ipaddr.isValid(raw)) return `"${address}" is not an IP address`;
  const addr = ipaddr.process(raw);
  for (const [range, bits] of allow.ranges) {
    if (range.kind() === addr.kind() && addr.match(range, bits)) return undefined;
  }
  const carried = addr.kind() === 'ipv6' ? carriedIPv4(addr as ipaddr.IPv6) : undefined;
  if (carried) {
    const [form, ipv4] = carried;
    return `${addr.toString()} is a ${form} address carrying ${ipv4.toString()} (${ipv4.range()})`;
  }
  const kind = addr.range();
  return kind === 'unicast' ? undefined : `${addr.toString()} is a ${kind} address`;
}

/** True when the host name itself is on the allow-list (every address it resolves to is then allowed). */
const hostAllowed = (host: string, allow: AllowList) => allow.hosts.has(stripBrackets(host).toLowerCase());

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;
/** A resolver with `dns.lookup`'s shape (tests pass one that answers 127.0.0.1 for any name). */
export type Resolver = (
  hostname: string,
  options: { all: true },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolver: Resolver = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/** Resolves `host` and checks every address it gives (a mix of public and private is refused). */
function checkedLookup(allow: AllowList, resolve: Resolver) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    resolve(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      if (!hostAllowed(hostname, allow)) {
        for (const a of addresses) {
          const why = refusedAddressReason(a.address, allow);
          if (why) return callback(new OutboundRefusedError(`Refused ${hostname}: ${why}`), []);
        }
      }
      if (addresses.length === 0) return callback(new OutboundRefusedError(`${hostname} has no address`), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * Checks a partner URL before it is saved: http(s), no user:password part, and its host (a literal
 * address, or every address its name resolves to now) allowed.
 * @returns the reason it is refused, or undefined.
 */
export async function checkOutboundUrl(
  url: string,
  allow: AllowList,
  resolve: Resolver = systemResolver,
): Promise<string | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter an http(s) address';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'Enter an http(s) address';
  if (parsed.username || parsed.password) return 'Put credentials in a secret header, not in the address';
  const host = stripBrackets(parsed.hostname);
  if (hostAllowed(host, allow)) return undefined;
  if (isIP(host)) return refusedAddressReason(host, allow);
  return new Promise((done) => {
    checkedLookup(allow, resolve)(host, { all: true }, (err) => {
      if (!err) return done(undefined);
      done(err instanceof OutboundRefusedError ? err.message : `${host} cannot be resolved`);
    });
  });
}

export interface OutboundOptions {
  allow: AllowList;
  /** ms to open the TCP (and TLS) connection. */
  connectTimeoutMs: number;
  /** Redirects followed (each hop is checked at connect time); 0 refuses every redirect. */
  maxRedirections?: number;
  resolve?: Resolver;
}

/**
 * An undici dispatcher whose every connection is checked after resolution: literal addresses directly
 * (the OS resolver is not asked for them), names through a checking `lookup`. Redirects are followed up
 * to `maxRedirections` times, each new connection checked the same way.
 */
export function createOutboundAgent(opts: OutboundOptions): Dispatcher {
  const lookup = checkedLookup(opts.allow, opts.resolve ?? systemResolver);
  const base = buildConnector({ timeout: opts.connectTimeoutMs, lookup } as buildConnector.BuildOptions);
  const connect: buildConnector.connector = (options, callback) => {
    const host = stripBrackets(options.hostname);
    if (isIP(host) && !hostAllowed(host, opts.allow)) {
      const why = refusedAddressReason(host, opts.allow);
      if (why) return callback(new OutboundRefusedError(`Refused ${host}: ${why}`), null);
    }
    return base(options, callback);
  };
  const agent = new Agent({ connect, keepAliveTimeout: 4_000, connections: 64 });
  return agent.compose(interceptors.redirect({ maxRedirections: opts.maxRedirections ?? 3 }));
}

export interface OutboundAnswer {
  status: number;
  /** The answer's text, cut at `maxBytes`. */
  body: string;
  truncated: boolean;
}

/**
 * Sends one request through `dispatcher` and reads at most `maxBytes` of the answer (the rest is dropped
 * and the connection closed). `totalTimeoutMs` bounds everything from the first byte sent to the last read.
 * @throws OutboundRefusedError (a refused address), or undici/abort errors (timeouts, resets).
 */
export async function sendOutbound(
  dispatcher: Dispatcher,
  req: { method: 'POST' | 'PUT'; url: string; headers: Record<string, string>; body: string },
  limits: { totalTimeoutMs: number; maxBytes: number },
): Promise<OutboundAnswer> {
  const signal = AbortSignal.timeout(limits.totalTimeoutMs);
  const res = await request(req.url, {
    dispatcher,
    method: req.method,
    headers: req.headers,
    body: req.body,
    signal,
    headersTimeout: limits.totalTimeoutMs,
    bodyTimeout: limits.totalTimeoutMs,
  });
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of res.body as AsyncIterable<Buffer>) {
    const room = limits.maxBytes - size;
    if (chunk.length >= room) {
      chunks.push(chunk.subarray(0, room));
      size += room;
      truncated = true;
      res.body.destroy();
      break;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { status: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), truncated };
}

/** The refusal behind an undici error (it may wrap the connector's error in `cause`), if any. */
export function outboundRefusal(err: unknown): OutboundRefusedError | undefined {
  for (let e: unknown = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    if (e instanceof OutboundRefusedError) return e;
  }
  return undefined;
}
