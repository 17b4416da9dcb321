/**
 * `npm run seed:demo -- --leads N`: demo users of every role, pools, the active integration "Local demo
 * partner" (to `npm run demo:partner` on 127.0.0.1) and (via the leads module) N leads, with visits,
 * deliveries, three accounts with their ledger and a hosted demo domain.
 * Idempotent for users and pools (matched by email / name). Uses DATABASE_URL or DATA_DIR like the server.
 */
import { parseArgs } from 'node:util';
import { faker } from '@faker-js/faker';
import type { Role } from '@leadhouse/domain';
import { loadConfig } from '../config.js';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { poolMembers, pools, users, type UserRow } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { queryRows } from '../lib/sql.js';
import { DEMO_DOMAIN, seedDemoAccounts } from './seed-demo-accounts.js';
import { DEMO_PARTNER_NAME, DEMO_PARTNER_PORT, seedDemoPartner } from './seed-demo-partner.js';

export const DEMO_PASSWORD = 'Demo-Pass-2026';

/** How many demo users of each role; emails are `<role>.<n>@demo.leadhouse.local`. */
const TEAM: Array<[Role, number]> = [
  ['admin', 1],
  ['super_sales_manager', 1],
  ['sales_manager', 2],
  ['sales', 8],
  ['affiliate', 3],
  ['integration', 1],
];

/** Creates the demo team (managers wired: sales → sales managers → super sales manager) and two pools. */
export async function seedTeam(db: Db): Promise<UserRow[]> {
  faker.seed(42);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: UserRow[] = [];
  for (const [role, n] of TEAM) {
    for (let i = 1; i <= n; i++) {
      const email = `${role.replace(/_/g, '-')}.${i}@demo.leadhouse.local`;
      const name = faker.person.fullName();
      await db
        .insert(users)
        .values({ name, email, username: email, role, active: true, passwordHash })
        .onConflictDoNothing();
      const [row] = await db.select().from(users).where(eq(users.email, email));
      created.push(row!);
    }
  }
  const byRole = (r: Role) => created.filter((u) => u.role === r);
  const [superManager] = byRole('super_sales_manager');
  const managers = byRole('sales_manager');
  for (const m of managers)
    await db.update(users).set({ managerId: superManager!.id }).where(eq(users.id, m.id));
  const sales = byRole('sales');
  for (const [i, s] of sales.entries()) {
    await db
      .update(users)
      .set({ managerId: managers[i % managers.length]!.id })
      .where(eq(users.id, s.id));
  }
  const poolPlan: Array<[string, UserRow[]]> = [
    ['Gulf Desk', sales.slice(0, 4)],
    ['Night Shift', sales.slice(4)],
  ];
  for (const [name, members] of poolPlan) {
    await db
      .insert(pools)
      .values({ name, description: `${name} demo pool` })
      .onConflictDoNothing();
    const [pool] = await db.select().from(pools).where(eq(pools.name, name));
    await db.delete(poolMembers).where(eq(poolMembers.poolId, pool!.id));
    await db.insert(poolMembers).values(members.map((m) => ({ poolId: pool!.id, userId: m.id })));
  }
  return db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        created.map((u) => u.id),
      ),
    );
}

/**
 * Demo traffic for the analytics screens (issue 11): about four landing-page visits per seeded lead on the
 * same campaign ids and ad groups over the last 365 days, and, for the leads whose integration history has
 * a customer id, an accepted delivery to a paused demo integration (the "delivered" figure).
 */
async function seedVisitsAndDeliveries(database: Database, n: number, campaigns: number): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    INSERT INTO visits (visitor_id, campaignid, adgroupid, platform, gclid, created_at)
    SELECT gen_random_uuid(), 'SOC-' || (999 + c), 'ag-' || c || '-' || (1 + g % 6),
      (ARRAY['google','facebook','tiktok','instagram','twitter','snapchat'])[1 + g % 6],
      CASE WHEN g % 6 = 0 THEN 'Cj0' || md5(g::text) END, now() - random() * interval '365 days'
    FROM generate_series(1, ${n * 4}::int) AS g, LATERAL (SELECT 1 + (g * 7) % ${campaigns} AS c) AS x`);
  const [owner] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM users WHERE role = 'integration' ORDER BY created_at LIMIT 1`,
  );
  if (!owner) return;
  await db.execute(sql`
    INSERT INTO integrations (user_id, name, url, method, body_format, headers, mapping, customer_id_path,
      reject_statuses, rate_limit_per_second, active, paused_at, paused_reason, signing_secret, postback_token_hash)
    SELECT ${owner.id}::uuid, 'Demo partner', 'https://partner.example.com/leads', 'POST', 'json', '[]', '[]',
      'customerId', '[]', 5, false, now(), 'Demo integration (paused)', md5(random()::text), md5(random()::text)
    WHERE NOT EXISTS (SELECT 1 FROM integrations WHERE name = 'Demo partner')`);
  await db.execute(sql`
    INSERT INTO integration_deliveries (integration_id, lead_id, state, attempts, customer_id, finished_at)
    SELECT i.id, l.id, 'accepted', 1, l.integrations_history->0->'data'->>'customerId', l.created_at
    FROM leads l CROSS JOIN (SELECT id FROM integrations WHERE name = 'Demo partner' LIMIT 1) i
    WHERE l.integrations_history->0->'data'->>'customerId' IS NOT NULL
    ON CONFLICT DO NOTHING`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { leads: { type: 'string', default: '0' } },
    allowPositionals: true,
  });
  const leadCount = Number(values.leads);
  if (!Number.isInteger(leadCount) || leadCount < 0) throw new Error('--leads must be a whole number');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const team = await seedTeam(database.db);
    console.log(`Demo team ready: ${team.length} users (password ${DEMO_PASSWORD}), 2 pools.`);
    for (const u of team) console.log(`  ${u.role.padEnd(20)} ${u.email}`);
    const owner = team.find((u) => u.role === 'integration');
    if (owner && (await seedDemoPartner(database.db, config, owner.id))) {
      console.log(
        `  integration "${DEMO_PARTNER_NAME}" → http://127.0.0.1:${DEMO_PARTNER_PORT}/leads ` +
          '(run `npm run demo:partner`; start with INTEGRATION_ALLOW_HOSTS=127.0.0.1)',
      );
    }
    if (leadCount > 0) {
      // The leads module seeds leads once it exists (issue 3); see modules/leads/leads.seed.ts.
      const seed = await import('../modules/leads/leads.seed.js').catch(() => null);
      if (!seed) throw new Error('Lead seeding needs the leads module');
      await seed.seedLeads(database, team, leadCount, (done) =>
        process.stdout.write(`\r  leads: ${done}/${leadCount}`),
      );
      process.stdout.write('\n');
      await seedVisitsAndDeliveries(database, leadCount, seed.DEMO_CAMPAIGNS.length);
      console.log(`  visits: ${leadCount * 4}, accepted deliveries for the leads sent to the demo partner`);
      await seedDemoAccounts(database, seed.DEMO_CAMPAIGNS);
      console.log(`  accounts: 3 with 60 days of ledger; domain ${DEMO_DOMAIN} hosting a campaign page`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
