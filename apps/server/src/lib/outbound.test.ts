import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartner, type Partner } from '../test/partner.js';
import {
  checkOutboundUrl,
  createOutboundAgent,
  outboundRefusal,
  parseAllowList,
  refusedAddressReason,
  sendOutbound,
  type Resolver,
} from './outbound.js';

const none = parseAllowList('');
const send = (dispatcher: ReturnType<typeof createOutboundAgent>, url: string, totalTimeoutMs = 5_000) =>
  sendOutbound(
    dispatcher,
    { method: 'POST', url, headers: { 'content-type': 'application/json' }, body: '{}' },
    { totalTimeoutMs, maxBytes: 1024 },
  );
/** A resolver that answers `address` for every name (a DNS record pointing at an internal address). */
const resolveTo =
  (address: string, family = 4): Resolver =>
  (_host, _opts, cb) =>
    cb(null, [{ address, family }]);

describe('SSRF guard: refused ranges', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['2002:a00:1::', '6to4'],
  ])('%s is refused (%s)', (address, kind) => {
    const why = refusedAddressReason(address, none);
    expect(why).toBeDefined();
    expect(why).toContain(kind);
  });

  // Every IPv6 form that carries a private, loopback or link-local IPv4 address (issue 18 item 5), as a
  // literal and as the WHATWG URL parser writes it (`[::127.0.0.1]` becomes `[::7f00:1]`).
  it.each([
    ['::127.0.0.1', 'loopback'], // ipaddr.js reads the dotted form as IPv4-mapped
    ['::7f00:1', 'IPv4-compatible'],
    ['::a00:1', 'IPv4-compatible'],
    ['::a9fe:a9fe', 'IPv4-compatible'],
    ['::c0a8:101', 'IPv4-compatible'],
    ['::ffff:0:7f00:1', 'rfc6145'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052'],
    ['64:ff9b:1::a00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2002:a9fe:a9fe::1', '6to4'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'teredo'],
  ])('%s (an IPv4 inside IPv6) is refused (%s)', async (address, kind) => {
    const why = refusedAddressReason(address, none);
    expect(why).toContain(kind);
    expect(await checkOutboundUrl(`http://[${address}]:8080/x`, none), address).toBeDefined();
    const named = await checkOutboundUrl('http://partner.example/x', none, resolveTo(address, 6));
    expect(named, address).toBeDefined();
  });

  it('names the IPv4 address an IPv6 form carries', () => {
    expect(refusedAddressReason('::7f00:1', none)).toContain('127.0.0.1');
    expect(refusedAddressReason('2002:a9fe:a9fe::1', none)).toContain('169.254.169.254');
    expect(refusedAddressReason('2001:0:4136:e378:8000:63bf:80ff:fffe', none)).toContain('127.0.0.1');
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])('%s (global unicast) is allowed', (a) => {
    expect(refusedAddressReason(a, none)).toBeUndefined();
  });

  it('INTEGRATION_ALLOW_HOSTS: addresses, CIDRs and host names', () => {
    const allow = parseAllowList('127.0.0.1, 10.20.0.0/16 partner.internal');
    expect(refusedAddressReason('127.0.0.1', allow)).toBeUndefined();
    expect(refusedAddressReason('::ffff:127.0.0.1', allow)).toBeUndefined();
    expect(refusedAddressReason('127.0.0.2', allow)).toBeDefined();
    expect(refusedAddressReason('10.20.3.4', allow)).toBeUndefined();
    expect(refusedAddressReason('10.21.3.4', allow)).toBeDefined();
    expect(allow.hosts.has('partner.internal')).toBe(true);
    expect(() => parseAllowList('bad_host!')).toThrow(/INTEGRATION_ALLOW_HOSTS/);
  });
});

describe('SSRF guard: when saved', () => {
  it('refuses literal private addresses, IPv6 in brackets, credentials and non-http schemes', async () => {
    expect(await checkOutboundUrl('http://192.168.0.10/x', none)).toContain('private');
    expect(await checkOutboundUrl('http://[::1]:8080/x', none)).toContain('loopback');
    expect(await checkOutboundUrl('http://[::ffff:7f00:1]/x', none)).toContain('loopback');
    expect(await checkOutboundUrl('http://user:pw@example.com/x', none)).toContain('secret header');
    expect(await checkOutboundUrl('file:///etc/passwd', none)).toBeDefined();
    expect(await checkOutboundUrl('gopher://example.com/', none)).toBeDefined();
  });

  it('refuses a host name that resolves to 127.0.0.1 (localhost, and a custom record)', async () => {
    expect(await checkOutboundUrl('http://localhost:9/x', none)).toContain('loopback');
    expect(await checkOutboundUrl('http://partner.example/x', none, resolveTo('127.0.0.1'))).toContain(
      'loopback',
    );
    expect(await checkOutboundUrl('http://partner.example/x', none, resolveTo('fd12::1', 6))).toContain(
      'uniqueLocal',
    );
    expect(
      await checkOutboundUrl('http://partner.example/x', none, resolveTo('93.184.215.14')),
    ).toBeUndefined();
  });
});

describe('SSRF guard: at connect time', () => {
  let partner: Partner;
  beforeAll(async () => {
    partner = await startPartner();
  });
  afterAll(async () => partner.close());

  it('refuses a connection to a literal loopback address unless allowed', async () => {
    const guarded = createOutboundAgent({ allow: none, connectTimeoutMs: 2_000 });
    const err = await send(guarded, `${partner.url}/accept`).catch((e: unknown) => e);
    expect(outboundRefusal(err)?.message).toContain('loopback');
    const allowed = createOutboundAgent({ allow: parseAllowList('127.0.0.1'), connectTimeoutMs: 2_000 });
    expect((await send(allowed, `${partner.url}/accept`)).status).toBe(200);
    await Promise.all([guarded.close(), allowed.close()]);
  });

  it('refuses a name that resolves to 127.0.0.1 when connecting (DNS checked after resolution)', async () => {
    const port = new URL(partner.url).port;
    const before = partner.received.length;
    const agent = createOutboundAgent({
      allow: none,
      connectTimeoutMs: 2_000,
      resolve: resolveTo('127.0.0.1'),
    });
    const err = await send(agent, `http://partner.example:${port}/accept`).catch((e: unknown) => e);
    expect(outboundRefusal(err)?.message).toMatch(/partner\.example.*loopback/);
    const local = await send(agent, `http://localhost:${port}/accept`).catch((e: unknown) => e);
    expect(outboundRefusal(local)).toBeDefined();
    expect(partner.received.length).toBe(before);
    await agent.close();
  });

  it('refuses a redirect to a private or metadata address (the partner itself allowed)', async () => {
    const agent = createOutboundAgent({ allow: parseAllowList('127.0.0.1'), connectTimeoutMs: 2_000 });
    for (const to of [
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/',
      'http://[::1]/',
      'http://[::127.0.0.1]/', // allowed as 127.0.0.1 only in its mapped form ::ffff:127.0.0.1
      'http://[64:ff9b::a9fe:a9fe]/',
    ]) {
      const err = await send(agent, `${partner.url}/redirect?to=${encodeURIComponent(to)}`).catch(
        (e: unknown) => e,
      );
      expect(outboundRefusal(err), to).toBeDefined();
    }
    await agent.close();
  });

  it('bounds the whole request (a partner that never answers) and caps the answer size', async () => {
    const agent = createOutboundAgent({ allow: parseAllowList('127.0.0.1'), connectTimeoutMs: 2_000 });
    const started = Date.now();
    const err = await send(agent, `${partner.url}/timeout`, 300).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(3_000);
    const huge = await send(agent, `${partner.url}/huge`);
    expect(huge.truncated).toBe(true);
    expect(huge.body.length).toBe(1024);
    await agent.close();
  });

  it('a connect timeout ends a connection that does not open (a resolver that never answers)', async () => {
    const never: Resolver = () => undefined;
    const agent = createOutboundAgent({ allow: none, connectTimeoutMs: 200, resolve: never });
    const started = Date.now();
    const err = await send(agent, 'http://slow.example/x', 5_000).catch((e: unknown) => e);
    expect((err as { code?: string }).code).toBe('UND_ERR_CONNECT_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2_000);
    await agent.close();
  });
});
