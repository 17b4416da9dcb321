/**
 * Scenarios of the leads benchmark (`bench.ts`): each filter alone, five filters combined, keywords (a
 * name, an email and a phone fragment of one sample lead) and common keywords (~2 % and ~5 % of leads).
 * The random combinations are in `bench-leads-combos.ts`.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { LEAD_SEARCH_EXPR, type UserRow } from '../db/schema/index.js';
import { queryRows } from '../modules/leads/leads.sql.js';

/** A scenario: its name, the list's query parameters, a page size (unused) and the user asking (admin if none). */
export type Scenario = [string, Record<string, string>, number, UserRow?];

/** The date `daysAgo` days before now, as `YYYY-MM-DD` (UTC). */
export const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * The fixed scenarios, with values read from the seeded database (a pool, an affiliate, a sample lead);
 * also returns the sample lead's phone fragment (the random combinations filter on it too).
 */
export async function fixedScenarios(
  database: Database,
  team: UserRow[],
): Promise<{ scenarios: Scenario[]; phoneFragment: string }> {
  const salesUser = team.find((u) => u.role === 'sales')!;
  const pool = (await database.query<{ id: string }>('SELECT id FROM pools ORDER BY name LIMIT 1'))[0]!.id;
  const affiliate = team.find((u) => u.role === 'affiliate')!.id;
  const sample = (
    await database.query<{ last_name: string; email: string; phone_number: string }>(
      'SELECT last_name, email, phone_number FROM leads WHERE deleted_at IS NULL ORDER BY internal_id LIMIT 1 OFFSET 777',
    )
  )[0]!;
  const emailFragment = sample.email.split('@')[0]!.slice(-8);
  const phoneFragment = sample.phone_number.replace('-', '').slice(-7);

  const scenarios: Scenario[] = [
    ['first page, default sort', {}, 25],
    ['first page as a sales user (scope)', {}, 25, salesUser],
    ['STATUS=FOLLOW_UP', { STATUS: 'FOLLOW_UP' }, 25],
    ['FUNNEL=Whale', { FUNNEL: 'Whale' }, 25],
    ['FROM (last 90 days)', { FROM: day(90) }, 25],
    ['TO (older than 300 days)', { TO: day(300) }, 25],
    ['CAMPAIGNS=Gold-Webinar', { CAMPAIGNS: 'Gold-Webinar' }, 25],
    ['COUNTRIES=KW', { COUNTRIES: 'KW' }, 25],
    ['SOURCE=tiktok', { SOURCE: 'tiktok' }, 25],
    ['POOL', { POOL: pool }, 25],
    ['EMPLOYEE', { EMPLOYEE: salesUser.id }, 25],
    ['AFFILIATE', { AFFILIATE: affiliate }, 25],
    ['LAST_COMMENT_FROM (30 days)', { LAST_COMMENT_FROM: day(30) }, 25],
    ['LAST_COMMENT_TO (200 days ago)', { LAST_COMMENT_TO: day(200) }, 25],
    ['PHONE_NUMBER fragment', { PHONE_NUMBER: phoneFragment }, 25],
    ['NUMBER_OF_DEPOSITS=4+', { NUMBER_OF_DEPOSITS: '4+' }, 25],
    ['AMOUNT_OF_DEPOSITS=10K+', { AMOUNT_OF_DEPOSITS: '10K+' }, 25],
    ['QUICK_FILTER=UNASSIGNED', { QUICK_FILTER: 'UNASSIGNED' }, 25],
    ['INTEGRATION=sent', { INTEGRATION: 'sent' }, 25],
    ['DELIVERED=yes', { DELIVERED: 'yes' }, 25],
    ['AD_GROUP=ag-17', { AD_GROUP: 'ag-17' }, 25],
    [
      'STATUS + FUNNEL + SOURCE + INTEGRATION=sent',
      { STATUS: 'ACTIVE', FUNNEL: 'Misunderstood', SOURCE: 'tiktok', INTEGRATION: 'sent' },
      25,
    ],
    [
      'five filters combined',
      {
        STATUS: 'NEW,FOLLOW_UP',
        COUNTRIES: 'SA,AE',
        SOURCE: 'google,facebook',
        FROM: day(180),
        CAMPAIGNS: 'Gold-Webinar,Riyadh-Search,CRM',
      },
      25,
    ],
    ['keyword: name', { keywords: sample.last_name }, 30],
    ['keyword: email fragment', { keywords: emailFragment }, 30],
    ['keyword: phone fragment', { keywords: phoneFragment }, 30],
  ];
  return { scenarios, phoneFragment };
}

/** Common keywords: about 2 % and 5 % of the leads (share printed). */
export async function commonKeywordScenarios(database: Database): Promise<Scenario[]> {
  const scenarios: Scenario[] = [];
  for (const [word, share] of [
    ['ali', '2%'],
    ['ann', '5%'],
  ] as const) {
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM leads WHERE deleted_at IS NULL AND ${LEAD_SEARCH_EXPR} LIKE ${`%${word}%`}`,
    );
    scenarios.push([`keyword: common ~${share} ("${word}", ${n} leads)`, { keywords: word }, 25]);
  }
  return scenarios;
}
