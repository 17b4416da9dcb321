import { createHash, randomBytes } from 'node:crypto';
import type { MappingEntry } from '@leadhouse/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { integrations } from '../db/schema/index.js';
import { createSecretBox } from '../lib/secret-box.js';

/** Port of `npm run demo:partner` (`DEMO_PARTNER_PORT`, default 4010). */
export const DEMO_PARTNER_PORT = Number(process.env.DEMO_PARTNER_PORT ?? 4010);
export const DEMO_PARTNER_NAME = 'Local demo partner';

/** What the demo partner receives: the lead's contact fields and its id. */
const MAPPING: MappingEntry[] = [
  { target: 'first_name', source: 'firstName' },
  { target: 'last_name', source: 'lastName' },
  { target: 'email', source: 'email' },
  { target: 'phone', source: 'phoneNumber' },
  { target: 'country', source: 'country' },
  { target: 'source', value: 'leadhouse-demo' },
];

/**
 * The active integration "Local demo partner" (issue 19 "A newcomer's first ten minutes"), owned by the
 * demo integration user, posting JSON to `npm run demo:partner` on 127.0.0.1 and reading the buyer's
 * `customerId`. Its signing secret is sealed with the server's key (`INTEGRATION_SECRET_KEY`, else the JWT
 * secret), so the server's workers can sign its deliveries. Created once (matched by name). `port`: the
 * demo partner's (default `DEMO_PARTNER_PORT`).
 * @returns whether it was created now.
 */
export async function seedDemoPartner(
  db: Db,
  config: Config,
  ownerId: string,
  port = DEMO_PARTNER_PORT,
): Promise<boolean> {
  const [existing] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.name, DEMO_PARTNER_NAME), isNull(integrations.deletedAt)));
  if (existing) return false;
  const box = createSecretBox(config.integrationSecretKey ?? config.jwtSecret);
  await db.insert(integrations).values({
    userId: ownerId,
    name: DEMO_PARTNER_NAME,
    url: `http://127.0.0.1:${port}/leads`,
    method: 'POST',
    bodyFormat: 'json',
    headers: [],
    mapping: MAPPING,
    customerIdPath: 'customerId',
    rejectStatuses: [],
    rateLimitPerSecond: 20,
    active: true,
    signingSecret: box.seal(`whsec_${randomBytes(24).toString('base64')}`),
    postbackTokenHash: createHash('sha256').update(randomBytes(24)).digest('hex'),
    createdBy: ownerId,
  });
  return true;
}
