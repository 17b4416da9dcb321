/**
 * Set-up of the distribution benchmark (bench-distribution.ts, issue 22 "Benchmark"): a scratch PostgreSQL
 * database, the admin, the affiliates' API keys, the buyers and the flows. The partner playing the buyers
 * and the affiliates posting leads run in a process of their own (bench-distribution-outside.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BuyerDistributionInput, FlowInput } from '@leadhouse/domain';
import type { Database } from '../db/client.js';
import { apiKeys, users } from '../db/schema/index.js';
import { hashApiKey, newApiKey } from '../modules/api-keys/index.js';
import { hashPassword } from '../lib/passwords.js';

/** Signs in a new admin; answers its bearer header and a new integration-role owner's id. */
export async function adminAndOwner(app: FastifyInstance, database: Database) {
  const passwordHash = await hashPassword('Bench-Password-1');
  const insert = (role: 'admin' | 'integration', email: string) =>
    database.db
      .insert(users)
      .values({ name: email, email, username: email, role, active: true, passwordHash })
      .returning({ id: users.id });
  await insert('admin', 'bench-admin@bench.local');
  const [owner] = await insert('integration', 'bench-buyers@bench.local');
  const auth = await app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { username: 'bench-admin@bench.local', password: 'Bench-Password-1' },
  });
  return { headers: { authorization: `Bearer ${auth.json<{ token: string }>().token}` }, ownerId: owner!.id };
}

/** `n` affiliates with one API key each (keys written directly, as bench-intake does). */
export async function affiliateKeys(database: Database, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const email = `aff.${randomBytes(4).toString('hex')}@bench.local`;
    const [user] = await database.db
      .insert(users)
      .values({
        name: `Affiliate ${i}`,
        email,
        username: email,
        role: 'affiliate',
        active: true,
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    const key = newApiKey();
    await database.db
      .insert(apiKeys)
      .values({ userId: user!.id, name: 'bench', hint: key.slice(0, 11), keyHash: hashApiKey(key) });
    out.push(key);
  }
  return out;
}

const ZONES = ['UTC', 'Asia/Dubai', 'America/New_York', 'Europe/Paris', 'Asia/Kolkata'];

/**
 * Buyer `i`'s settings: every fifth buyer an hour cap of 25 and every fifth (offset) a day cap of 60, so
 * caps are reached mid-run; zones vary; a price in minor units.
 */
export function buyerSettings(i: number): BuyerDistributionInput {
  const caps = i % 5 === 0 ? { hour: 25 } : i % 5 === 1 ? { day: 60 } : undefined;
  return {
    ...(caps ? { caps } : {}),
    timeZone: ZONES[i % ZONES.length],
    pricePerLead: { amount: 500 + 10 * i, currency: 'USD' },
  };
}

/** Creates `n` buyers through the API, buyer `i` on `<partner>/b/<i>`; answers their ids. */
export async function createBuyers(
  app: FastifyInstance,
  admin: { headers: Record<string, string>; ownerId: string },
  partnerUrl: string,
  n: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/integrations',
      headers: admin.headers,
      payload: {
        userId: admin.ownerId,
        name: `Buyer ${i}`,
        url: `${partnerUrl}/b/${i}`,
        mapping: [
          { target: 'email', source: 'email' },
          { target: 'phone', source: 'phoneNumber' },
        ],
        customerIdPath: 'data.customerId',
        rateLimitPerSecond: 1000,
        distribution: buyerSettings(i),
      },
    });
    if (res.statusCode !== 201) throw new Error(`buyer ${i}: ${res.statusCode} ${res.body}`);
    ids.push(res.json<{ integration: { id: string } }>().integration.id);
  }
  return ids;
}

/**
 * Flow `f` of `n`: takes campaign `Bench-<f>`; methods in turn priority, weighted, round robin; every
 * fourth flow shared (up to 2 buyers); 5 buyers each, so each buyer serves two flows (caps shared).
 */
export function flowInput(f: number, buyers: readonly string[]): FlowInput {
  const methods = ['priority', 'weighted', 'round_robin'] as const;
  const picked = [0, 1, 2, 3, 4].map((k) => buyers[(f * 5 + k * 11) % buyers.length]!);
  const unique = [...new Set(picked)];
  return {
    name: `Bench flow ${f}`,
    method: methods[f % 3]!,
    match: { campaigns: [`Bench-${f}`] },
    buyers: unique.map((integrationId, k) => ({ integrationId, priority: k + 1, weight: 1 + (k % 3) })),
    exclusive: f % 4 !== 3,
    maxBuyers: f % 4 === 3 ? 2 : 1,
    holdMinutes: 60,
  };
}
