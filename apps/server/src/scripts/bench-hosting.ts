import { loadavg } from 'node:os';
import { campaigns } from '../db/schema/index.js';
import { startTestDns } from '../modules/domains/domains.test-helpers.js';
import { actorWith, createTestApp } from '../test/test-app.js';

/*
 * Hosted landing pages (issue 12 §5), in process through `inject`: the cost of the Host check on ordinary
 * requests (no look-up for the app's own host; a cached miss for an unknown one), a hosted page view (a
 * visit written) and a form post (a lead written), and one "check now" against a loopback DNS server.
 * Usage: `npx tsx apps/server/src/scripts/bench-hosting.ts [pglite|postgres] [requests]` (postgres needs
 * TEST_DATABASE_URL). Prints p50/p95 per case with the status codes seen.
 */

const engine = (process.argv[2] ?? 'pglite') as 'pglite' | 'postgres';
const N = Number(process.argv[3] ?? 500);
const HOST = 'bench.example.com';

const dns = await startTestDns();
const t = await createTestApp(engine, { visitorRatePerMinute: 1_000_000 }, undefined, {
  domains: { resolver: dns.resolver(), noWorkers: true },
});
const { headers } = await actorWith(t, 'admin');
const [campaign] = await t.database.db.insert(campaigns).values({ name: 'Bench-Campaign' }).returning();
const added = await t.app.inject({ method: 'POST', url: '/api/domains', headers, payload: { name: HOST } });
const domain = added.json<{ id: string; txtName: string; txtValue: string }>();
dns.zone.set(domain.txtName, { txt: [domain.txtValue] });
const started = performance.now();
await t.app.inject({ method: 'POST', url: `/api/domains/${domain.id}/check`, headers });
const checkMs = performance.now() - started;
await t.app.inject({
  method: 'POST',
  url: '/api/hosting/new',
  headers,
  payload: { domainId: domain.id, campaignId: campaign!.id, title: 'Bench' },
});

const at = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))]!.toFixed(2);

async function run(label: string, request: () => Promise<{ statusCode: number }>): Promise<void> {
  for (let i = 0; i < 20; i++) await request();
  const times: number[] = [];
  const statuses = new Map<number, number>();
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    const res = await request();
    times.push(performance.now() - t0);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  }
  times.sort((a, b) => a - b);
  const seen = [...statuses].map(([s, n]) => `${s}×${n}`).join(' ');
  console.log(`${engine} ${label}: p50 ${at(times, 0.5)} ms, p95 ${at(times, 0.95)} ms (n=${N}, ${seen})`);
}

await run('GET /api/health, Host localhost (no look-up)', () =>
  t.app.inject({ method: 'GET', url: '/api/health' }),
);
await run('GET /api/health, unknown Host (cached miss)', () =>
  t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'nope.example.org' } }),
);
await run('GET / hosted page (visit written)', () =>
  t.app.inject({ method: 'GET', url: '/?gclid=abc&utm_source=google', headers: { host: HOST } }),
);
let n = 0;
await run('POST / hosted form (lead written)', () => {
  n++;
  return t.app.inject({
    method: 'POST',
    url: '/',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `firstName=Bench&lastName=Lead&phoneNumber=${5_000_000_000 + n}&email=bench${n}%40example.com&country=SA`,
  });
});
console.log(`${engine} check now (loopback DNS, found, through the API): ${checkMs.toFixed(1)} ms`);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
await t.close();
await dns.close();
