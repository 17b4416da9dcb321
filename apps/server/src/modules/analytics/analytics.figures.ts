import { ratio, type FunnelFigures } from '@leadhouse/domain';
import { num } from './analytics.sql.js';

/** The summed columns of `SUMS` as one SQL row. */
export interface SumsRow {
  leads: unknown;
  new_leads: unknown;
  ftds: unknown;
  deposits: unknown;
  deposit_amount: unknown;
  delivered: unknown;
}

/** FunnelFigures from summed columns; conversion = ftds / leads of the totals (never averaged). */
export function figuresOf(row: SumsRow | undefined): FunnelFigures {
  const leads = num(row?.leads);
  const ftds = num(row?.ftds);
  return {
    leads,
    newLeads: num(row?.new_leads),
    ftds,
    deposits: num(row?.deposits),
    depositAmount: num(row?.deposit_amount),
    delivered: num(row?.delivered),
    conversion: ratio(ftds, leads),
  };
}

/** Sort expression of a figures column (SQL text over the grouped row's aliases), for ORDER BY. */
export const FIGURE_SORT_SQL: Record<string, string> = {
  leads: 'leads',
  total: 'leads',
  new: 'new_leads',
  ftds: 'ftds',
  depositAmount: 'deposit_amount',
  delivered: 'delivered',
  conversion: 'ftds::float8 / nullif(leads, 0)',
  ftdRate: 'ftds::float8 / nullif(leads, 0)',
};
