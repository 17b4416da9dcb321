/*
 * Subscription arithmetic (docs/decisions.md "Accounts and the funds ledger: plans"). Pure functions, so
 * the rule is tested on its own. Money in integer minor units; times in ms since the epoch (UTC).
 */

/** One day in ms. */
export const DAY_MS = 86_400_000;

/** A plan as the arithmetic needs it. */
export interface PlanPrice {
  /** Price per period, minor units. */
  price: number;
  periodDays: number;
}

/**
 * Whole days left in a period at `now`: a started day counts as left (ceil), never below 0 nor above the
 * period's length.
 */
export function remainingDays(now: number, periodEnd: number, periodDays: number): number {
  if (periodEnd <= now) return 0;
  return Math.min(periodDays, Math.ceil((periodEnd - now) / DAY_MS));
}

/**
 * The charge for an upgrade now (the period end stays): the new plan's price for the days left minus the
 * unused part of the old plan, each pro rata by day, `ceil(new.price × left / new.periodDays) −
 * floor(old.price × left / old.periodDays)`, never below 0 (the customer is never owed by an upgrade;
 * rounding favours neither side by more than one minor unit each way). Integer arithmetic only.
 */
export function upgradeCharge(from: PlanPrice, to: PlanPrice, daysLeft: number): number {
  if (daysLeft <= 0) return 0;
  const newPart = Math.ceil((to.price * daysLeft) / to.periodDays);
  const oldCredit = Math.floor((from.price * daysLeft) / from.periodDays);
  return Math.max(0, newPart - oldCredit);
}

/**
 * Whether moving from `from` to `to` is an upgrade (takes effect now, prorated) or a downgrade (at the end
 * of the paid period): compared by price per day, `to.price / to.periodDays > from.price / from.periodDays`
 * (cross-multiplied, integers).
 */
export function isUpgrade(from: PlanPrice, to: PlanPrice): boolean {
  return to.price * from.periodDays > from.price * to.periodDays;
}
