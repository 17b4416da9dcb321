/*
 * Leaves of lead distribution (issue 22 §1, §4): a lead's distribution state and a buyer's cap windows, in a
 * file of their own so that the lead filter registry, the decisions and the meters can read them without
 * importing one another.
 */

/**
 * A lead's distribution state: `pending` (routing, or sent and waiting for a buyer's answer), `sold`
 * (accepted by a buyer; shared flows: by 1..maxBuyers), `held` (no buyer can take it now: waits until
 * `holdUntil`, retried when a cap window resets or a schedule opens), `unsold` (expired, or every attempt
 * failed), `returned` (every buyer that took it returned it).
 */
export const DISTRIBUTION_STATES = ['pending', 'sold', 'held', 'unsold', 'returned'] as const;
export type DistributionState = (typeof DISTRIBUTION_STATES)[number];

/**
 * The leads list's DISTRIBUTION filter values (docs/decisions.md "Distribution filter"): `none` (never
 * distributed), a route's state, where `returned` means "a buyer returned it at least once" (so a returned
 * lead sold again matches `sold` and `returned`), as the dashboard's returned tile counts.
 */
export const DISTRIBUTION_FILTER_VALUES = ['none', ...DISTRIBUTION_STATES] as const;
export type DistributionFilterValue = (typeof DISTRIBUTION_FILTER_VALUES)[number];

/** Cap windows, each counted in the buyer's time zone (a day starts at the buyer's midnight; ISO weeks). */
export const CAP_WINDOWS = ['hour', 'day', 'week', 'month', 'total'] as const;
export type CapWindow = (typeof CAP_WINDOWS)[number];
