import { sql, type SQL } from 'drizzle-orm';
import type { BuyerDistribution, DistributionReason } from '@leadhouse/domain';
import { queryParts, queryRows, type Runner } from '../../lib/sql.js';
import {
  integrationStandingsSql,
  standingsByIntegration,
  type IntegrationStandingRow,
} from '../accounts/index.js';
import { type CappedBuyer, totalSinceSql } from './distribution.caps.js';
import {
  capMetersSql,
  meterReason,
  metersByBuyer,
  type BuyerMeters,
  type MeterSqlRow,
} from './distribution.meters.js';
import { filterReason, type OrderedBuyer, type RoutedLead } from './distribution.rules.js';
import { nextOpening, scheduleOpen } from './distribution.schedule.js';

/*
 * A flow's buyers and whether each may take a lead now (issue 22 §1): active integration and account,
 * filters, schedule in the buyer's zone, duplicate look-back, not sent this lead before, caps (read from
 * the meters; the send then reserves the slot atomically, caps.ts).
 */

/** A buyer of a flow: its integration, its settings and its place in the flow. */
export interface FlowBuyer extends CappedBuyer, OrderedBuyer {
  name: string;
  active: boolean;
  paused: boolean;
  archived: boolean;
}

interface BuyerSqlRow {
  integration_id: string;
  priority: number;
  weight: number;
  position: number;
  name: string;
  active: boolean;
  paused: boolean;
  archived: boolean;
  distribution: BuyerDistribution | null;
  total_since: string | Date | null;
}

const toBuyer = (r: BuyerSqlRow): FlowBuyer => ({
  integrationId: r.integration_id,
  priority: r.priority,
  weight: r.weight,
  position: r.position,
  name: r.name,
  active: r.active,
  paused: r.paused,
  archived: r.archived,
  settings: r.distribution,
  timeZone: r.distribution?.timeZone ?? 'UTC',
  totalSince: r.total_since,
});

/** The buyers of the flows `flowIds`, in each flow's order. */
export async function loadFlowBuyers(
  db: Runner,
  flowIds: readonly string[],
): Promise<Map<string, FlowBuyer[]>> {
  const found = flowIds.length === 0 ? [] : await queryRows<FlowBuyerSqlRow>(db, flowBuyersSql(flowIds));
  return flowBuyersFrom(flowIds, found);
}

/** One buyer of a flow as `flowBuyersSql` reads it. */
export type FlowBuyerSqlRow = BuyerSqlRow & { flow_id: string };

/**
 * The statement of `loadFlowBuyers` (flowIds non-empty), for a caller that reads it with others in one round
 * trip (a new route's insert, distribution.start.ts).
 */
export function flowBuyersSql(flowIds: readonly string[]): SQL {
  return sql`SELECT b.flow_id, b.integration_id, b.priority, b.weight, b.position, i.name, i.active,
          i.paused_at IS NOT NULL AS paused, i.deleted_at IS NOT NULL AS archived, i.distribution,
          ${totalSinceSql('i')}
        FROM distribution_flow_buyers b JOIN integrations i ON i.id = b.integration_id
        WHERE b.flow_id = ANY(${'{' + flowIds.join(',') + '}'}::uuid[]) ORDER BY b.flow_id, b.position`;
}

/** The rows of `flowBuyersSql` as each flow's buyers, in order (every flow of `flowIds` has an entry). */
export function flowBuyersFrom(
  flowIds: readonly string[],
  found: readonly FlowBuyerSqlRow[],
): Map<string, FlowBuyer[]> {
  const out = new Map<string, FlowBuyer[]>(flowIds.map((id) => [id, []]));
  for (const r of found) out.get(r.flow_id)?.push(toBuyer(r));
  return out;
}

/** The price of one lead for the buyer, minor units (0 without a price). */
export const priceOf = (b: CappedBuyer) => b.settings?.pricePerLead?.amount ?? 0;

/**
 * When each buyer (with a look-back) was last sent a lead with this phone or email, within its look-back
 * (distribution sends, any lead, deleted ones too), as a statement; undefined when no buyer looks back or the
 * lead has neither. Rows: `{ id, sent_at, by_phone }`.
 */
function lastSameContactSql(buyers: readonly FlowBuyer[], lead: RoutedLead, now: Date): SQL | undefined {
  const withDays = buyers.filter((b) => b.settings?.duplicateDays);
  if (withDays.length === 0 || (!lead.phoneNumber && !lead.email)) return undefined;
  const values = withDays.map(
    (b) =>
      sql`(${b.integrationId}::uuid, ${new Date(now.getTime() - b.settings!.duplicateDays! * 86_400_000).toISOString()}::timestamptz)`,
  );
  return sql`WITH b(id, since) AS (VALUES ${sql.join(values, sql`, `)})
        SELECT b.id, s.created_at AS sent_at, s.phone_number = ${lead.phoneNumber} AS by_phone FROM b
        CROSS JOIN LATERAL (
          SELECT created_at, phone_number FROM distribution_sends
          WHERE integration_id = b.id AND created_at >= b.since
            AND (lead_id IS DISTINCT FROM ${lead.id}::uuid)
            AND (phone_number = ${lead.phoneNumber} OR email = ${lead.email})
          ORDER BY created_at DESC LIMIT 1) s`;
}

interface SameContactRow {
  id: string;
  sent_at: Date | string;
  by_phone: boolean;
}

/** A buyer with the reason it cannot take the lead now (undefined: eligible). */
export interface Evaluated {
  buyer: FlowBuyer;
  reason: DistributionReason | undefined;
}

/** What judging buyers reads (`evaluationSql`), as each part's rows. */
export type EvaluationParts = Record<'standings' | 'meters' | 'duplicates' | 'tried', unknown[]>;

/**
 * The reads of `evaluateBuyers` as `queryParts` parts (account standings, cap meters, look-back, earlier
 * deliveries when `tried` is `{ leadId }`), for a caller that runs them in a statement of its own (a new
 * route's insert, distribution.start.ts). Errors: none.
 */
export function evaluationSql(
  buyers: readonly FlowBuyer[],
  lead: RoutedLead,
  now: Date,
  tried: ReadonlySet<string> | { leadId: string },
): Record<keyof EvaluationParts, SQL | undefined> {
  return {
    standings: integrationStandingsSql(buyers.map((b) => b.integrationId)),
    meters: capMetersSql(buyers, now),
    duplicates: lastSameContactSql(buyers, lead, now),
    tried:
      'leadId' in tried
        ? sql`SELECT integration_id FROM integration_deliveries WHERE lead_id = ${tried.leadId}::uuid`
        : undefined,
  };
}

/**
 * Judges each buyer for the lead at `now`, in this order: integration (archived, inactive, paused) and its
 * account, already sent this lead (`tried`: the integrations, or `{ leadId }` to read the lead's earlier
 * deliveries), filters, schedule, duplicate look-back, caps. Reads only, in one round trip (`queryParts` of
 * `evaluationSql`; bench:distribution: 4 → 1 per decision).
 * @returns every buyer with its first reason, and the meters read. Errors: a database error rejects.
 */
export async function evaluateBuyers(
  db: Runner,
  buyers: readonly FlowBuyer[],
  lead: RoutedLead,
  now: Date,
  tried: ReadonlySet<string> | { leadId: string },
): Promise<{ evaluated: Evaluated[]; meters: Map<string, BuyerMeters> }> {
  const read = await queryParts(db, evaluationSql(buyers, lead, now, tried));
  return judgeBuyers(buyers, lead, now, tried, read);
}

/**
 * Judges the buyers from what `evaluationSql` read (see `evaluateBuyers` for the order of the reasons).
 * `buyers` must be the ones the reads were built for. Errors: none.
 */
export function judgeBuyers(
  buyers: readonly FlowBuyer[],
  lead: RoutedLead,
  now: Date,
  tried: ReadonlySet<string> | { leadId: string },
  read: EvaluationParts,
): { evaluated: Evaluated[]; meters: Map<string, BuyerMeters> } {
  const standings = standingsByIntegration(read.standings as IntegrationStandingRow[]);
  const meters = metersByBuyer(buyers, read.meters as MeterSqlRow[]);
  const duplicates = new Map(
    (read.duplicates as SameContactRow[]).map((f) => [
      f.id,
      { sentAt: new Date(f.sent_at), field: f.by_phone ? ('phone' as const) : ('email' as const) },
    ]),
  );
  const sent =
    'leadId' in tried
      ? new Set((read.tried as { integration_id: string }[]).map((t) => t.integration_id))
      : tried;
  const judge = (b: FlowBuyer): DistributionReason | undefined => {
    if (b.archived) return { code: 'inactive', state: 'archived' };
    if (!b.active) return { code: 'inactive', state: 'inactive' };
    if (b.paused) return { code: 'inactive', state: 'paused' };
    // Buyer settings switched off: no longer a buyer, whatever flow still names it (it took leads past the
    // caps it had, at no price).
    if (!b.settings) return { code: 'inactive', state: 'not_buyer' };
    const standing = standings.get(b.integrationId);
    if (standing && standing !== 'active') return { code: 'inactive', state: 'account' };
    if (sent.has(b.integrationId)) return { code: 'already_sent' };
    const filtered = filterReason(b.settings, lead);
    if (filtered) return filtered;
    if (!scheduleOpen(b.settings?.schedule, b.timeZone, now)) {
      const opens = nextOpening(b.settings?.schedule, b.timeZone, now);
      return { code: 'schedule_closed', opensAt: opens ? opens.toISOString() : null };
    }
    const dup = duplicates.get(b.integrationId);
    if (dup) return { code: 'duplicate', sentAt: dup.sentAt.toISOString(), field: dup.field };
    return meterReason(meters.get(b.integrationId), priceOf(b));
  };
  return { evaluated: buyers.map((buyer) => ({ buyer, reason: judge(buyer) })), meters };
}

/**
 * Whether `evaluationSql` built for buyers `a` reads what it would for buyers `b`: the same integrations in
 * the same order, with the same settings and zone (the parts depend on nothing else). Errors: none.
 */
export function sameEvaluationInputs(a: readonly FlowBuyer[], b: readonly FlowBuyer[]): boolean {
  const key = (x: readonly FlowBuyer[]) =>
    JSON.stringify(x.map((y) => [y.integrationId, y.timeZone, y.settings]));
  return a.length === b.length && key(a) === key(b);
}
