import { z } from 'zod';
import { countsShape } from './common.js';
import { CAP_WINDOWS } from './distribution-states.js';

/*
 * What the distribution screens show of a buyer now (issue 22 §1 "live cap meters show what is left"): its
 * cap meters and its last 24 hours of sends. The buyer and flow answers (distribution.ts) carry them.
 */

/** One window of a buyer's live cap meter: what it took (reserved in flight + accepted) and what is left. */
export const CapMeterSchema = z.object({
  window: z.enum(CAP_WINDOWS),
  /** The cap, what the window took and what is left (never below 0). */
  ...countsShape(['cap', 'used', 'left']),
  /**
   * When this window started and when the next starts (UTC ISO). A `total` window never resets by itself:
   * it starts at its latest reset (`resetTotal`), null without one.
   */
  startsAt: z.string().nullable(),
  resetsAt: z.string().nullable(),
});
export type CapMeter = z.infer<typeof CapMeterSchema>;
/** The money cap's meter, minor units of `currency`. */
export const MoneyMeterSchema = CapMeterSchema.extend({ currency: z.string() });
export type MoneyMeter = z.infer<typeof MoneyMeterSchema>;

/** The window of a buyer's activity (`BuyerActivitySchema`): the last 24 hours. */
export const BUYER_ACTIVITY_HOURS = 24;

/**
 * What a buyer did with the leads sent to it in the last `BUYER_ACTIVITY_HOURS` (by the send's time):
 * `sent` every send; of them `accepted` (taken, returned or not), `returned`, `rejected`, `failed` (an error
 * after its retries, or no answer in time) and `pending` (no answer yet). The acceptance rate is accepted
 * over the answered sends (sent − pending). Counts only: no lead, no price.
 */
export const BUYER_ACTIVITY_COUNTS = [
  'sent',
  'accepted',
  'returned',
  'rejected',
  'failed',
  'pending',
] as const;
export const BuyerActivitySchema = z.object(countsShape(BUYER_ACTIVITY_COUNTS));
export type BuyerActivity = z.infer<typeof BuyerActivitySchema>;
