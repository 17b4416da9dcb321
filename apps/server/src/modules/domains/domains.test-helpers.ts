import { createSocket, type Socket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import dnsPacket from 'dns-packet';
import type { Domain } from '@leadhouse/domain';
import { uniq, type Headers, type TestApp } from '../../test/test-app.js';
import type { TxtResolver } from './dns-check.js';

/** How the test DNS server answers a name: TXT values, NXDOMAIN, no TXT (NODATA), SERVFAIL, or silence. */
export type TestAnswer = { txt: string[] } | { rcode: 'NXDOMAIN' | 'SERVFAIL' | 'NOERROR' } | { drop: true };

/**
 * A DNS server on a loopback UDP port (dns-packet), answering TXT questions from `zone` (names lower
 * case, no trailing dot; unknown names: NXDOMAIN). Tests change `zone` between checks; `queries` counts
 * the questions asked.
 */
export async function startTestDns(): Promise<{
  zone: Map<string, TestAnswer>;
  port: number;
  queries: () => number;
  resolver: (timeoutMs?: number) => TxtResolver;
  close: () => Promise<void>;
}> {
  const zone = new Map<string, TestAnswer>();
  let count = 0;
  const socket: Socket = createSocket('udp4');
  socket.on('message', (msg, rinfo) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(msg);
    } catch {
      return;
    }
    count++;
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase().replace(/\.$/, '');
    const answer = zone.get(name) ?? { rcode: 'NXDOMAIN' as const };
    if ('drop' in answer) return;
    const rcode = 'rcode' in answer ? answer.rcode : 'NOERROR';
    const rcodeBits = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3 }[rcode];
    const answers: dnsPacket.Answer[] =
      'txt' in answer && question.type === 'TXT'
        ? answer.txt.map((data) => ({ type: 'TXT', name: question.name, ttl: 60, class: 'IN', data }))
        : [];
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | rcodeBits,
      questions: query.questions,
      answers,
    });
    socket.send(response, rinfo.port, rinfo.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const port = socket.address().port;
  return {
    zone,
    port,
    queries: () => count,
    resolver: (timeoutMs = 300) => {
      const r = new Resolver({ timeout: timeoutMs, tries: 1 });
      r.setServers([`127.0.0.1:${port}`]);
      return r;
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/**
 * Adds a domain with a unique name under example.com (`POST /api/domains` as `headers`), to be served
 * (`active`) once proven or not; answers it, with the TXT record that proves it. Throws unless the answer is 201.
 */
export async function addDomain(t: TestApp, headers: Headers, active = true): Promise<Domain> {
  const name = `${uniq('d')}.example.com`;
  const res = await t.app.inject({ method: 'POST', url: '/api/domains', headers, payload: { name, active } });
  if (res.statusCode !== 201) throw new Error(`add domain: ${res.statusCode} ${res.body}`);
  return res.json<Domain>();
}
