import { faker } from '@faker-js/faker';
import { sql, type SQL } from 'drizzle-orm';
import { COUNTRIES, LEAD_FUNNELS, PLATFORMS, type LeadStatus } from '@leadhouse/domain';
import type { Database } from '../../db/client.js';
import { campaigns, type UserRow } from '../../db/schema/index.js';
import { queryRows, textArray } from './leads.sql.js';

/**
 * How often the demo floor holds each status (shares of 1, in this order): a new status fails the type check
 * here until it is given a share, so the demo data and the journeys on it show it.
 */
const STATUS_SHARES: Record<LeadStatus, number> = {
  NEW: 0.35,
  FOLLOW_UP: 0.2,
  NOT_INTERESTED: 0.1,
  ACTIVE: 0.13,
  AFFILIATE: 0.06,
  UNDER_AGE: 0.04,
  OTHER: 0.12,
};

/** The status of a seeded lead from `r` (a column of random() in [0, 1)) by `STATUS_SHARES`, as a CASE. */
function statusCase(r: string): SQL {
  const shares = Object.entries(STATUS_SHARES) as [LeadStatus, number][];
  let upTo = 0;
  const whens = shares.slice(0, -1).map(([status, share]) => {
    upTo += share;
    return `WHEN ${r} < ${upTo.toFixed(4)} THEN '${status}'`;
  });
  return sql.raw(`CASE ${whens.join(' ')} ELSE '${shares.at(-1)![0]}' END`);
}

/** Demo campaigns (names follow the no-whitespace rule; `internalId` is the Social ID). */
export const DEMO_CAMPAIGNS = [
  'CRM',
  'Ramadan-Offers',
  'Gulf-Invest-2026',
  'Riyadh-Search',
  'Dubai-Lookalike',
  'Kuwait-Retarget',
  'Doha-Video',
  'Oman-Leadgen',
  'Bahrain-Stories',
  'Summer-Trading',
  'Gold-Webinar',
  'Crypto-Basics',
];

/** Cities by country code, so that a lead's city, country and phone prefix agree. */
const CITIES: Array<[string, string, string]> = [
  ['SA', 'Riyadh', 'Riyadh'],
  ['SA', 'Jeddah', 'Makkah'],
  ['SA', 'Dammam', 'Eastern Province'],
  ['SA', 'Mecca', 'Makkah'],
  ['SA', 'Medina', 'Al Madinah'],
  ['KW', 'Kuwait City', 'Al Asimah'],
  ['KW', 'Hawalli', 'Hawalli'],
  ['BH', 'Manama', 'Capital'],
  ['BH', 'Muharraq', 'Muharraq'],
  ['QA', 'Doha', 'Doha'],
  ['QA', 'Al Rayyan', 'Al Rayyan'],
  ['OM', 'Muscat', 'Muscat'],
  ['OM', 'Salalah', 'Dhofar'],
  ['AE', 'Dubai', 'Dubai'],
  ['AE', 'Abu Dhabi', 'Abu Dhabi'],
  ['AE', 'Sharjah', 'Sharjah'],
];

const COMMENTS = [
  'Called, no answer. Will try again tomorrow.',
  'Interested, asked for a call back in the evening.',
  'Sent the brochure by email.',
  'Wrong number, asked to be removed.',
  'Wants to start with a small deposit.',
  'Prefers WhatsApp messages.',
  'Discussed the gold webinar; will attend.',
  'Busy at work, call after 6 pm.',
];

/** What every seeded batch draws from: names, the sales floor with its pools, affiliates, creators. */
interface SeedPicks {
  firstNames: string[];
  lastNames: string[];
  /** Sales and sales managers; `poolOf` maps a user id to their first pool (by `added_at`). */
  floor: UserRow[];
  poolOf: Map<string, string>;
  affiliates: string[];
  /** The integration and admin users' ids ('' when the team has none). */
  integration: string;
  admin: string;
  /** Dial code by country code (COUNTRIES). */
  dial: Map<string, string>;
}

/** Inserts the DEMO_CAMPAIGNS (Social IDs SOC-1000…), keeping any that exist. */
async function seedDemoCampaigns(db: Database['db']): Promise<void> {
  await db
    .insert(campaigns)
    .values(
      DEMO_CAMPAIGNS.map((name, i) => ({
        name,
        description: name === 'CRM' ? 'Leads added by hand' : `${name.replace(/-/g, ' ')} campaign`,
        internalId: `SOC-${1000 + i}`,
        link: `https://example.com/c/${name.toLowerCase()}`,
      })),
    )
    .onConflictDoNothing();
}

/** The picks of `team` (see `SeedPicks`); 400 first and last names from faker (seed 7: the same each run). */
async function seedPicks(db: Database['db'], team: UserRow[]): Promise<SeedPicks> {
  faker.seed(7);
  const floor = team.filter((u) => u.role === 'sales' || u.role === 'sales_manager');
  const memberships = await queryRows<{ user_id: string; pool_id: string }>(
    db,
    sql`SELECT DISTINCT ON (user_id) user_id, pool_id FROM pool_members ORDER BY user_id, added_at`,
  );
  return {
    floor,
    poolOf: new Map(memberships.map((m) => [m.user_id, m.pool_id])),
    affiliates: team.filter((u) => u.role === 'affiliate').map((u) => u.id),
    integration: team.find((u) => u.role === 'integration')?.id ?? '',
    admin: team.find((u) => u.role === 'admin')?.id ?? '',
    firstNames: Array.from({ length: 400 }, () => faker.person.firstName()),
    lastNames: Array.from({ length: 400 }, () => faker.person.lastName()),
    dial: new Map<string, string>(COUNTRIES.map((c) => [c.code, c.dialCode])),
  };
}

/**
 * The CTEs `s` (one row per running number `g` in from..to, with its random draws: 12 % of leads have
 * 1-12 deposits, each of 5,000-404,999 minor units) and `v` (the picked names, city, platform, campaign,
 * seller and their pool, affiliate).
 */
function drawsSql(p: SeedPicks, from: number, to: number): SQL {
  const { firstNames, lastNames, floor, poolOf, affiliates } = p;
  return sql`s AS (
        SELECT g,
          1 + floor(random() * ${firstNames.length})::int AS fi,
          1 + floor(random() * ${lastNames.length})::int AS li,
          1 + floor(random() * ${CITIES.length})::int AS ci,
          1 + floor(random() * ${PLATFORMS.length})::int AS pi,
          1 + floor(random() * ${DEMO_CAMPAIGNS.length})::int AS cmp,
          1 + floor(random() * greatest(${floor.length}, 1))::int AS si,
          1 + floor(random() * greatest(${affiliates.length}, 1))::int AS ai,
          random() AS r_status, random() AS r_assign, random() AS r_aff, random() AS r_dep, random() AS r_int,
          now() - random() * interval '365 days' AS created,
          CASE WHEN random() < 0.12 THEN 1 + floor(power(random(), 2) * 12)::int ELSE 0 END AS deps,
          (5000 + floor(random() * 400000))::bigint AS dep_unit
        FROM generate_series(${from}::bigint, ${to}::bigint) AS g
      ), v AS (
        SELECT s.*,
          (${textArray(firstNames)})[fi] AS fn,
          (${textArray(lastNames)})[li] AS ln,
          (${textArray(CITIES.map((c) => c[0]))})[ci] AS cc,
          (${textArray(CITIES.map((c) => c[1]))})[ci] AS city,
          (${textArray(CITIES.map((c) => c[2]))})[ci] AS region,
          (${textArray([...PLATFORMS])})[pi] AS platform,
          (${textArray(DEMO_CAMPAIGNS)})[cmp] AS campaign,
          nullif((${textArray(floor.map((u) => u.id))})[si], '')::uuid AS seller,
          nullif((${textArray(floor.map((u) => poolOf.get(u.id) ?? ''))})[si], '')::uuid AS seller_pool,
          nullif((${textArray(affiliates)})[ai], '')::uuid AS affiliate
        FROM s
      )`;
}

/**
 * The CTE `ins`: one lead per row of `v`, with a unique email and phone derived from `g`, a weighted
 * status, a funnel for 60 %, source and click ids, an assignee for 85 % (30 % through their pool),
 * integration history for about 7 % (every hundredth lead a failed delivery), and deposit aggregates
 * matching the `d` rows of `seedBatch`.
 */
function leadInsertSql(p: SeedPicks): SQL {
  const { integration, admin, dial } = p;
  return sql`ins AS (
        INSERT INTO leads (first_name, last_name, email, phone_number, phone_numbers, country, location, status,
          funnel, source, platform, campaign, info_level, created_by, assigned_to, pool_id, affiliate_id,
          created_at, updated_at, last_contacted, last_comment_at, referrer, ip, uri, placement, campaignid,
          adgroupid, gclid, wbraid, integrations_history, deposit_count, deposit_amount, ftd_at)
        SELECT fn, ln,
          -- The email rule (domain email.ts): names keep their apostrophes (o'reilly…), anything else outside
          -- the rule's atext is dropped, so every seeded lead exports and imports again.
          regexp_replace(lower(fn) || '.' || lower(ln), '[^a-z0-9''.+_-]', '', 'g') || '.' || g || '@'
            || (ARRAY['gmail.com','outlook.com','yahoo.com','icloud.com'])[1 + g % 4],
          (${textArray(CITIES.map((c) => dial.get(c[0])!))})[ci] || '-5' || lpad(g::text, 9, '0'),
          '[]'::jsonb, cc, jsonb_build_object('region', region, 'city', city),
          ${statusCase('r_status')},
          CASE WHEN random() < 0.4 THEN NULL
               ELSE (${textArray([...LEAD_FUNNELS])})[1 + floor(random() * ${LEAD_FUNNELS.length})::int] END,
          jsonb_build_object('platform', platform, 'type', 'paid', 'campaignId', 'SOC-' || (999 + cmp),
            'adgroupId', 'ag-' || cmp || '-' || (1 + g % 6), 'uri', 'https://example.com/lp/' || cmp,
            'from', (ARRAY['news.example.com','social','search'])[1 + g % 3], 'keyword', lower(campaign) || '-' || (g % 3),
            'clickId', md5(g::text)),
          platform, campaign, (ARRAY['low','medium','high'])[1 + g % 3],
          CASE WHEN r_aff < 0.2 AND affiliate IS NOT NULL THEN affiliate
               WHEN r_int < 0.1 THEN nullif(${integration}, '')::uuid ELSE nullif(${admin}, '')::uuid END,
          CASE WHEN r_assign < 0.85 THEN seller END,
          CASE WHEN r_assign < 0.3 THEN seller_pool END,
          CASE WHEN r_aff < 0.2 THEN affiliate END,
          created, created,
          CASE WHEN random() < 0.5 THEN created + random() * (now() - created) END,
          CASE WHEN random() < 0.35 THEN created + random() * (now() - created) END,
          CASE WHEN platform = 'google' THEN 'https://www.google.com/' ELSE 'https://' || platform || '.com/' END,
          (10 + g % 200) || '.' || (g % 251) || '.' || (g % 13) || '.' || (1 + g % 254),
          'https://example.com/lp/' || cmp, (ARRAY['feed','stories','search','reels'])[1 + g % 4],
          'SOC-' || (999 + cmp), 'ag-' || cmp || '-' || (1 + g % 6),
          CASE WHEN platform = 'google' THEN 'Cj0' || md5(g::text) END,
          CASE WHEN platform = 'google' AND g % 5 = 0 THEN 'wb' || substr(md5(g::text), 1, 16) END,
          -- Every hundredth lead (g % 100 = 1) failed its delivery, so even a 100-lead demo shows each send
          -- state: 1 % drawn at random left a 600-lead demo without one about once in 400 runs.
          CASE WHEN g % 100 = 1 THEN jsonb_build_array(jsonb_build_object('error', 'HTTP 502 from partner'))
               WHEN r_int < 0.05 THEN jsonb_build_array(jsonb_build_object('data', jsonb_build_object('customerId', 'C' || g)))
               WHEN r_int < 0.06 THEN jsonb_build_array(jsonb_build_object('error', 'HTTP 502 from partner'))
               ELSE '[]'::jsonb END,
          deps, deps * dep_unit,
          CASE WHEN deps > 0 THEN least(now(), created + interval '1 day') END
        FROM v
        RETURNING id, assigned_to, created_at, last_comment_at, deposit_count, deposit_amount
      )`;
}

/** Seeds the leads `from`..`to` (running numbers) with their comments and deposits: ONE statement. */
async function seedBatch(db: Database['db'], p: SeedPicks, from: number, to: number): Promise<void> {
  await db.execute(sql`
      WITH ${drawsSql(p, from, to)}, ${leadInsertSql(p)}, c AS (
        INSERT INTO lead_comments (lead_id, text, created_by, created_at)
        SELECT id, (${textArray(COMMENTS)})[1 + floor(random() * ${COMMENTS.length})::int], assigned_to, last_comment_at
        FROM ins WHERE last_comment_at IS NOT NULL
        RETURNING 1
      ), d AS (
        INSERT INTO lead_deposits (lead_id, amount, currency, created_at, occurred_at)
        SELECT id, deposit_amount / deposit_count, 'USD', least(now(), created_at + (k || ' days')::interval),
          least(now(), created_at + (k || ' days')::interval)
        FROM ins, generate_series(1, ins.deposit_count) AS k
        WHERE deposit_count > 0
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM ins) AS leads, (SELECT count(*) FROM c) AS comments, (SELECT count(*) FROM d) AS deposits
    `);
}

/**
 * Seeds `n` realistic demo leads for `team` (from `seedTeam`): Gulf countries with matching cities and
 * `prefix-number` phones, statuses, funnels, platforms with click ids, campaigns, assignees across the
 * sales floor (some through their pool), affiliates, integration history, comments and deposits whose
 * aggregates match the `lead_deposits` rows. Each batch is ONE statement (generate_series → INSERT …
 * SELECT, with the comments and deposits inserted by data-modifying CTEs), so a million leads take
 * minutes, not hours. Phones and emails are unique (derived from a running number). Ends with ANALYZE.
 */
export async function seedLeads(
  database: Database,
  team: UserRow[],
  n: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  const { db } = database;
  await seedDemoCampaigns(db);
  const picks = await seedPicks(db, team);
  const [start] = await queryRows<{ m: string | number }>(
    db,
    sql`SELECT coalesce(max(internal_id), 0) AS m FROM leads`,
  );
  let next = Number(start?.m ?? 0) + 1;
  const last = next + n - 1;
  const batchSize = database.engine === 'postgres' ? 25_000 : 10_000;
  let done = 0;
  while (next <= last) {
    const to = Math.min(last, next + batchSize - 1);
    await seedBatch(db, picks, next, to);
    done += to - next + 1;
    next = to + 1;
    onProgress?.(done);
  }
  // VACUUM refreshes the visibility map (index-only scans for counts); separate statements, no transaction.
  for (const table of ['leads', 'lead_comments', 'lead_deposits'])
    await database.exec(`VACUUM ANALYZE ${table}`);
}
