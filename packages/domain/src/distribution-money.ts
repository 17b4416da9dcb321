import { z } from 'zod';
import { AnalyticsWindowQuerySchema } from './analytics.js';
import { MSG } from './messages.js';

/*
 * Distribution money (issue 22 §6; docs/decisions.md "Distribution money"): revenue booked when a buyer
 * accepts a lead, reversed once when it returns it, and the margin (revenue − spend) per campaign, source
 * (the lead's platform), affiliate and buyer. Integer minor units; one row per group and currency (amounts
 * in different currencies are never added). Read by whoever manages distribution (`canManageDistribution`).
 */

/** How the revenue report groups: campaign name, source (platform), affiliate, buyer (integration). */
export const REVENUE_GROUPS = ['campaign', 'source', 'affiliate', 'buyer'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

/** `GET /api/reports/revenue`: the window (30 days by default) and the grouping (campaign by default). */
export const RevenueQuerySchema = AnalyticsWindowQuerySchema.extend({
  groupBy: z.enum(REVENUE_GROUPS, { error: MSG.validation.revenueGroup }).default('campaign'),
});

const minor = (what: string) => z.number().int().describe(`${what}, minor units of \`currency\``);

/**
 * The key of the revenue report's last row per currency: the window's spend no group's row holds, so the
 * rows add up to the totals (docs/decisions.md "Distribution money"). By buyer: the spend of the leads no
 * buyer holds (never sold, held, unsold, returned) and of campaigns without leads in the window; by source
 * or affiliate: of campaigns without leads in the window; and any rounding. Absent when it is 0.
 */
export const REVENUE_REST_KEY = '(rest)';

/** One group in one currency. */
export const RevenueRowSchema = z.object({
  key: z
    .string()
    .describe('The group: campaign name, platform, affiliate id or buyer integration id; "(none)" for none'),
  name: z.string().describe('What to show: the campaign, the platform, the affiliate or the buyer name'),
  currency: z.string().describe('ISO 4217 code of every amount of the row'),
  sold: z.number().int().describe('Sales booked for the window’s leads (a lead sold to two buyers: 2)'),
  returned: z.number().int().describe('Of them, returned (their sale reversed)'),
  revenue: minor('Sales minus reversals'),
  spend: minor('Spend in this currency (campaign: booked; others: the campaigns’ spend per lead)')
    .nullable()
    .describe('Null when no spend in this currency is recorded for the group'),
  margin: minor('Revenue minus spend (spend counted 0 when none is recorded)'),
});
export type RevenueRow = z.infer<typeof RevenueRowSchema>;

/** The window's totals in one currency. */
export const RevenueTotalSchema = RevenueRowSchema.pick({
  currency: true,
  sold: true,
  returned: true,
  revenue: true,
  spend: true,
  margin: true,
});
export type RevenueTotal = z.infer<typeof RevenueTotalSchema>;

export const RevenueResponseSchema = z.object({
  rows: z.array(RevenueRowSchema),
  totals: z.array(RevenueTotalSchema).describe('One per currency'),
  groupBy: z.enum(REVENUE_GROUPS),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
});
export type RevenueResponse = z.infer<typeof RevenueResponseSchema>;
