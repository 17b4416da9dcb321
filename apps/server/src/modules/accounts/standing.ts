import { MSG } from '@leadhouse/domain';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.js';
import { queryRows } from '../../lib/sql.js';
import { accountLeadsToday } from '../analytics/index.js';
import { type Runner } from './accounts.sql.js';

/** Why an account takes no leads: inactive, or its plan's paid period has ended. */
export type AccountStanding = 'active' | 'inactive' | 'unpaid';

interface StandingRow {
  stage_name: string;
  active: boolean;
  paid: boolean;
}

function standingOf(r: StandingRow | undefined): AccountStanding {
  if (!r) return 'active';
  if (!r.active) return 'inactive';
  return r.paid ? 'active' : 'unpaid';
}

function refuse(r: StandingRow, state: AccountStanding): never {
  throw new AppError('INACTIVE', MSG.messages.accountNotTakingLeads, undefined, undefined, {
    account: r.stage_name,
    state,
  });
}

/** An account's standing columns (`a` = accounts): paid while it has no plan or its period has not ended. */
const standingColumns = sql`a.stage_name, a.active, (a.plan_type_id IS NULL OR a.period_end > now()) AS paid`;
const standingSelect = sql`SELECT ${standingColumns} FROM accounts a`;

/**
 * Refuses a lead brought by an intake API key linked to an inactive or unpaid account (docs/decisions.md
 * "Accounts": the smallest hook; keys without an account are not affected).
 * @throws AppError INACTIVE (403) `accountNotTakingLeads` naming the account and its state.
 */
export async function assertKeyAccountTakesLeads(db: Runner, apiKeyId: string): Promise<void> {
  const [r] = await queryRows<StandingRow>(
    db,
    sql`${standingSelect} JOIN account_api_keys k ON k.account_id = a.id WHERE k.api_key_id = ${apiKeyId}`,
  );
  const state = standingOf(r);
  if (r && state !== 'active') refuse(r, state);
}

/**
 * Refuses a lead for a campaign whose account (`campaigns.account_id`) is inactive or unpaid, or whose plan's
 * `leadsPerDay` is used up: the account's leads today (reporting day; live leads created today on its
 * campaigns, the statistics' rule, from the analytics rollup) already reach the limit. Called by the
 * intake (before a new lead is written; replays and duplicates are answered as before) and by the hosted
 * landing pages. The limit is soft under concurrency: posts in flight at the same instant may pass it
 * together (docs/decisions.md "Accounts").
 * @throws AppError INACTIVE (403) `accountNotTakingLeads`; RATE_LIMITED (429) `accountDailyLeadLimit`.
 */
export async function assertCampaignAccountTakesLeads(db: Runner, campaignName: string): Promise<void> {
  const [r] = await queryRows<StandingRow & { id: string; leads_per_day: number | string | null }>(
    db,
    sql`SELECT a.id, a.stage_name, a.active, (a.plan_type_id IS NULL OR a.period_end > now()) AS paid,
          p.leads_per_day
        FROM accounts a JOIN campaigns c ON c.account_id = a.id LEFT JOIN plan_types p ON p.id = a.plan_type_id
        WHERE c.name = ${campaignName}`,
  );
  if (!r) return;
  const state = standingOf(r);
  if (state !== 'active') refuse(r, state);
  if (r.leads_per_day === null) return;
  const limit = Number(r.leads_per_day);
  if ((await accountLeadsToday(db, r.id)) >= limit) {
    throw new AppError('RATE_LIMITED', MSG.messages.accountDailyLeadLimit, undefined, undefined, {
      account: r.stage_name,
      limit,
    });
  }
}

/**
 * Refuses to post leads to an integration whose account (`accounts.integration_id`) is inactive or unpaid.
 * @throws AppError INACTIVE (403) `accountNotTakingLeads`.
 */
export async function assertIntegrationAccountTakesLeads(db: Runner, integrationId: string): Promise<void> {
  const list = await queryRows<StandingRow>(
    db,
    sql`${standingSelect} WHERE a.integration_id = ${integrationId}`,
  );
  for (const r of list) {
    const state = standingOf(r);
    if (state !== 'active') refuse(r, state);
  }
}

/** One account of an integration, as `integrationStandingsSql` reads it. */
export interface IntegrationStandingRow extends StandingRow {
  integration_id: string;
}

/**
 * The standing of the accounts linked to the integrations `integrationIds`, as a statement (lead distribution:
 * a buyer whose account is inactive or unpaid takes no leads; read with others in one round trip,
 * `queryParts`). Integrations of no account have no row (they take leads). Undefined for no integration.
 */
export function integrationStandingsSql(integrationIds: readonly string[]): SQL | undefined {
  if (integrationIds.length === 0) return undefined;
  return sql`SELECT a.integration_id, ${standingColumns} FROM accounts a
    WHERE a.integration_id = ANY(${'{' + integrationIds.join(',') + '}'}::uuid[])`;
}

/** The rows of `integrationStandingsSql` as standings by integration; an integration on several accounts is as its worst. */
export function standingsByIntegration(
  list: readonly IntegrationStandingRow[],
): Map<string, AccountStanding> {
  const out = new Map<string, AccountStanding>();
  for (const r of list) {
    const state = standingOf(r);
    // An integration on several accounts takes leads only when every one of them does.
    if (out.get(r.integration_id) !== 'inactive')
      out.set(r.integration_id, state === 'active' ? (out.get(r.integration_id) ?? state) : state);
  }
  return out;
}
