import { MSG } from '@leadhouse/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.js';
import { rows, type Runner } from './accounts.sql.js';

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

const standingSelect = sql`SELECT a.stage_name, a.active, (a.plan_type_id IS NULL OR a.period_end > now()) AS paid
  FROM accounts a`;

/**
 * Refuses a lead brought by an intake API key linked to an inactive or unpaid account (docs/decisions.md
 * "Accounts": the smallest hook; keys without an account are not affected).
 * @throws AppError INACTIVE (403) `accountNotTakingLeads` naming the account and its state.
 */
export async function assertKeyAccountTakesLeads(db: Runner, apiKeyId: string): Promise<void> {
  const [r] = await rows<StandingRow>(
    db,
    sql`${standingSelect} JOIN account_api_keys k ON k.account_id = a.id WHERE k.api_key_id = ${apiKeyId}`,
  );
  const state = standingOf(r);
  if (r && state !== 'active') refuse(r, state);
}

/**
 * Refuses a lead for a campaign whose account (`campaigns.account_id`) is inactive or unpaid: the campaign's
 * hosted landing page (domains module) stops taking sign-ups with its account.
 * @throws AppError INACTIVE (403) `accountNotTakingLeads`.
 */
export async function assertCampaignAccountTakesLeads(db: Runner, campaignName: string): Promise<void> {
  const [r] = await rows<StandingRow>(
    db,
    sql`${standingSelect} JOIN campaigns c ON c.account_id = a.id WHERE c.name = ${campaignName}`,
  );
  const state = standingOf(r);
  if (r && state !== 'active') refuse(r, state);
}

/**
 * Refuses to post leads to an integration whose account (`accounts.integration_id`) is inactive or unpaid.
 * @throws AppError INACTIVE (403) `accountNotTakingLeads`.
 */
export async function assertIntegrationAccountTakesLeads(db: Runner, integrationId: string): Promise<void> {
  const list = await rows<StandingRow>(db, sql`${standingSelect} WHERE a.integration_id = ${integrationId}`);
  for (const r of list) {
    const state = standingOf(r);
    if (state !== 'active') refuse(r, state);
  }
}
