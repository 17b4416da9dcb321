import type { BuyerDistribution, DistributionMethod, DistributionReason } from '@leadhouse/domain';
import type { FlowMatch } from '../../db/schema/index.js';
import type { CreatedLead } from '../intake/index.js';

/*
 * Pure routing rules of lead distribution (issue 22 §2; docs/decisions.md "Lead distribution"): which flow
 * takes a lead, which filters a buyer refuses it by, and in which order a method tries eligible buyers.
 */

/**
 * A lead as routing reads it (country as ISO code, platform lower-cased, email lower-cased): the facts the
 * intake hands over for a lead it created (`CreatedLead`); `id` null for a simulated lead.
 */
export type RoutedLead = Omit<CreatedLead, 'id'> & { id: string | null };

/** A flow as matching needs it. */
export interface MatchableFlow {
  id: string;
  match: FlowMatch;
  createdAt: Date;
}

const holds = (list: readonly string[], value: string | null) =>
  list.length === 0 || (value !== null && list.includes(value));

/** The flow takes the lead: each non-empty match list holds the lead's value. */
export function flowMatches(match: FlowMatch, lead: RoutedLead): boolean {
  return (
    holds(match.campaigns, lead.campaign) &&
    holds(match.affiliates, lead.affiliateId) &&
    holds(match.countries, lead.country)
  );
}

/**
 * How specific a flow is, compared left to right: the number of constrained dimensions, then campaign,
 * affiliate, country (the intake rules' order: campaign before affiliate).
 */
function specificity(m: FlowMatch): number[] {
  const c = m.campaigns.length > 0 ? 1 : 0;
  const a = m.affiliates.length > 0 ? 1 : 0;
  const k = m.countries.length > 0 ? 1 : 0;
  return [c + a + k, c, a, k];
}

/** Orders flows most specific first; equally specific: the oldest first, then by id. */
export function bySpecificity<F extends MatchableFlow>(a: F, b: F): number {
  const sa = specificity(a.match);
  const sb = specificity(b.match);
  for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sb[i]! - sa[i]!;
  const t = a.createdAt.getTime() - b.createdAt.getTime();
  return t !== 0 ? t : a.id < b.id ? -1 : 1;
}

/** The most specific active flow that takes the lead (see `bySpecificity`), or undefined. */
export function mostSpecificFlow<F extends MatchableFlow>(
  flows: readonly F[],
  lead: RoutedLead,
): F | undefined {
  return [...flows].filter((f) => flowMatches(f.match, lead)).sort(bySpecificity)[0];
}

/** The first of the buyer's filters that refuses the lead, as a `filter` reason. */
export function filterReason(
  settings: BuyerDistribution | null,
  lead: RoutedLead,
): DistributionReason | undefined {
  if (!settings) return undefined;
  const checks = [
    ['country', settings.countries, lead.country],
    ['campaign', settings.campaigns, lead.campaign],
    ['affiliate', settings.affiliates, lead.affiliateId],
    ['platform', settings.platforms, lead.platform],
  ] as const;
  for (const [field, list, value] of checks) {
    if (list && !holds(list, value)) return { code: 'filter', field };
  }
  return undefined;
}

/** A flow's buyer as ordering needs it (`position`: its place in the flow). */
export interface OrderedBuyer {
  integrationId: string;
  priority: number;
  weight: number;
  position: number;
}

/**
 * The order in which eligible buyers are tried:
 * - `priority`: priority 1 first, ties in the flow's order (waterfall);
 * - `weighted`: a weighted draw without replacement over the eligible buyers only (weights renormalise
 *   when a buyer is capped, closed or filtered out): a buyer of weight 3 comes first three times as often
 *   as one of weight 1;
 * - `round_robin`: the flow's order, starting after the buyer served last (`rrLast`).
 */
export function orderBuyers<B extends OrderedBuyer>(
  method: DistributionMethod,
  eligible: readonly B[],
  opts: { random: () => number; rrLast: string | null; all: readonly OrderedBuyer[] },
): B[] {
  const list = [...eligible].sort((a, b) => a.position - b.position);
  if (method === 'priority') return list.sort((a, b) => a.priority - b.priority || a.position - b.position);
  if (method === 'round_robin') {
    const last = opts.all.find((b) => b.integrationId === opts.rrLast);
    if (!last) return list;
    const after = list.filter((b) => b.position > last.position);
    return [...after, ...list.filter((b) => b.position <= last.position)];
  }
  const out: B[] = [];
  const left = [...list];
  while (left.length > 0) {
    const total = left.reduce((s, b) => s + b.weight, 0);
    let r = opts.random() * total;
    let i = 0;
    while (i < left.length - 1 && r >= left[i]!.weight) r -= left[i++]!.weight;
    out.push(left.splice(i, 1)[0]!);
  }
  return out;
}

/** Each eligible buyer's share of first places under the method (weighted: weight / sum; others 1 or 0). */
export function sharesOf(method: DistributionMethod, ordered: readonly OrderedBuyer[]): number[] {
  if (method !== 'weighted') return ordered.map((_, i) => (i === 0 ? 1 : 0));
  const total = ordered.reduce((s, b) => s + b.weight, 0);
  return ordered.map((b) => (total > 0 ? b.weight / total : 0));
}
