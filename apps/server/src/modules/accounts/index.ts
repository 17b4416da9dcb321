/*
 * The accounts module's public surface (docs/decisions.md "Accounts and the funds ledger"): its routes,
 * the lead-intake hooks that stop an inactive or unpaid account's keys and integrations, and the ledger
 * check used by tests and the benchmark.
 */
export { accountsRoutes, type AccountsDeps } from './accounts.routes.js';
export {
  assertCampaignAccountTakesLeads,
  assertIntegrationAccountTakesLeads,
  assertKeyAccountTakesLeads,
  integrationStandingsSql,
  standingsByIntegration,
  type IntegrationStandingRow,
  type AccountStanding,
} from './standing.js';
export { ledgerMismatches } from './ledger.service.js';
/** Spend per campaign over a window: the campaigns list's cost per lead (issue 19). */
export { campaignSpend, type CampaignSpend } from './campaign-spend.js';
export { accountsAnalytics, type LeadTotalsFn } from './stats.service.js';
export { renewDueSubscriptions, startSubscriptionRenewals, type RenewalSweep } from './renewals.js';
