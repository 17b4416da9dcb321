/**
 * Random filter combinations of the leads benchmark (`bench.ts`): `count` combinations of 3–6 of the 16
 * filters, drawn with a seeded PRNG (the same seed gives the same combinations; each is printed to stderr).
 */
import {
  DEPOSIT_AMOUNT_OPTIONS,
  DEPOSIT_COUNT_OPTIONS,
  LEAD_FILTERS,
  LEAD_STATUSES,
} from '@leadhouse/domain';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { seeded } from './bench-leads-lib.js';
import { day, type Scenario } from './bench-leads-scenarios.js';

/** Values the combinations draw from, read from the seeded database and the team. */
interface ComboValues {
  /** The 12 most common values of each facet (`lead_facet_counts`). */
  campaignNames: string[];
  countries: string[];
  platforms: string[];
  funnels: string[];
  sales: UserRow[];
  affiliates: UserRow[];
  poolIds: string[];
}

/** The seeded PRNG's draws: `pick` n distinct items, `between` an integer in [lo, hi]. */
interface Draws {
  pick: <T>(xs: readonly T[], n?: number) => T[];
  between: (lo: number, hi: number) => number;
}

/** `pick` and `between` over `random` (a PRNG of [0, 1)); the draw order decides the combinations. */
function drawsOf(random: () => number): Draws {
  const pick = <T>(xs: readonly T[], n = 1) => {
    const pool = [...xs];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return out;
  };
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  return { pick, between };
}

/** Reads the combinations' values: the most common facets, the sales and affiliates of `team`, the pools. */
async function comboValues(database: Database, team: UserRow[]): Promise<ComboValues> {
  const facetValues = async (facet: string) =>
    (
      await database.query<{ value: string }>(
        `SELECT value FROM lead_facet_counts WHERE facet = $1 AND value IS NOT NULL GROUP BY value
           ORDER BY sum(n) DESC LIMIT 12`,
        [facet],
      )
    ).map((r) => r.value);
  return {
    campaignNames: await facetValues('campaign'),
    countries: await facetValues('country'),
    platforms: await facetValues('platform'),
    funnels: await facetValues('funnel'),
    sales: team.filter((u) => u.role === 'sales'),
    affiliates: team.filter((u) => u.role === 'affiliate'),
    poolIds: (await database.query<{ id: string }>('SELECT id FROM pools')).map((r) => r.id),
  };
}

/** One value maker per filter of LEAD_FILTERS (days are YYYY-MM-DD that many days ago). */
function filterMakers(
  v: ComboValues,
  d: Draws,
  phoneFragment: string,
): Record<keyof typeof LEAD_FILTERS, () => string> {
  const { pick, between } = d;
  return {
    STATUS: () => pick(LEAD_STATUSES, between(1, 2)).join(','),
    FUNNEL: () => pick(v.funnels, between(1, 2)).join(','),
    FROM: () => day(between(30, 300)),
    TO: () => day(between(0, 29)),
    CAMPAIGNS: () => pick(v.campaignNames, between(1, 3)).join(','),
    COUNTRIES: () => pick(v.countries, between(1, 2)).join(','),
    SOURCE: () => pick(v.platforms, between(1, 2)).join(','),
    AD_GROUP: () => `ag-${between(1, 40)}`,
    POOL: () => pick(v.poolIds)[0]!,
    EMPLOYEE: () =>
      pick(v.sales, between(1, 2))
        .map((u) => u.id)
        .join(','),
    AFFILIATE: () => pick(v.affiliates)[0]!.id,
    LAST_COMMENT_FROM: () => day(between(30, 200)),
    LAST_COMMENT_TO: () => day(between(0, 29)),
    PHONE_NUMBER: () => phoneFragment,
    NUMBER_OF_DEPOSITS: () => pick(DEPOSIT_COUNT_OPTIONS)[0]!,
    AMOUNT_OF_DEPOSITS: () => pick(DEPOSIT_AMOUNT_OPTIONS)[0]!,
    INTEGRATION: () => pick(LEAD_FILTERS.INTEGRATION.values)[0]!,
    DELIVERED: () => pick(LEAD_FILTERS.DELIVERED.values)[0]!,
    DISTRIBUTION: () => pick(LEAD_FILTERS.DISTRIBUTION.values)[0]!,
    QUICK_FILTER: () => pick(LEAD_FILTERS.QUICK_FILTER.values)[0]!,
  };
}

/**
 * Random combinations of 3-6 of the 16 filters, seeded (printed with the results). Values come from the
 * seeded database (the most common campaigns, countries, platforms and funnels; the pools; the team).
 */
export async function comboScenarios(
  database: Database,
  team: UserRow[],
  phoneFragment: string,
  seed: number,
  count: number,
): Promise<Scenario[]> {
  const scenarios: Scenario[] = [];
  const draws = drawsOf(seeded(seed));
  const makers = filterMakers(await comboValues(database, team), draws, phoneFragment);
  for (let i = 1; i <= count; i++) {
    const keys = draws.pick(Object.keys(makers) as (keyof typeof makers)[], draws.between(3, 6));
    const params = Object.fromEntries(keys.map((k) => [k, makers[k]()]));
    scenarios.push([`combo ${i}: ${keys.join(' + ')}`, params, 25]);
    process.stderr.write(`combo ${i}: ${new URLSearchParams(params).toString()}\n`);
  }
  return scenarios;
}
