/*
 * A lead's distribution state (issue 22 §4), in a file of its own: the lead filter registry
 * (lead-filters.ts) and the distribution decisions (distribution-decisions.ts) both read it, and the
 * second imports what the first is read by.
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
