import { NO_FUNNEL, NONE_VALUE, type DistributionFilterValue } from '@leadhouse/domain';
import { leadsListHref, type LeadFilters } from '../leads';

/*
 * Drill-down (issue 11 "every number links to the lead list filtered to exactly the leads behind it"). An
 * analytics figure counts the live leads CREATED in its window (cohort rule, packages/domain analytics.ts),
 * so the list filtered by FROM/TO of the window (in the reporting time zone `TZ`) plus the figure's own
 * filters holds exactly those leads.
 */

/** The window an answer was computed for: its days and the reporting time zone. */
export interface DrillWindow {
  from: string;
  to: string;
  timeZone: string;
}

/** What a figure narrows the window to (absent keys: not narrowed). */
export interface DrillTarget {
  /** One day of the window instead of the whole window. */
  day?: string;
  campaign?: string;
  /** An ad group id; null or NONE_VALUE: leads without an ad group. */
  adgroupid?: string | null;
  /** The lead's platform (SOURCE); null or NONE_VALUE: leads without one. */
  platform?: string | null;
  status?: string;
  /** A funnel stage; null or NONE_VALUE: leads without a funnel. */
  funnel?: string | null;
  /** Only the leads with at least one deposit (FTDs, deposits, deposit amount). */
  ftds?: boolean;
  /** Only the leads accepted by an integration (the last delivery has a customer id). */
  delivered?: boolean;
  /** Only the leads in this distribution state (the dashboard's outcome tiles; DISTRIBUTION filter). */
  distribution?: DistributionFilterValue;
}

const none = (v: string | null | undefined) => v === null || v === undefined || v === NONE_VALUE;

/** The lead list filters of a figure (see `DrillTarget`). */
export function drillFilters(window: DrillWindow, target: DrillTarget = {}): LeadFilters {
  const filters: LeadFilters = {
    FROM: target.day ?? window.from,
    TO: target.day ?? window.to,
  };
  if (target.campaign !== undefined) filters.CAMPAIGNS = [target.campaign];
  if ('adgroupid' in target) filters.AD_GROUP = [none(target.adgroupid) ? NONE_VALUE : target.adgroupid!];
  if ('platform' in target) filters.SOURCE = [none(target.platform) ? NONE_VALUE : target.platform!];
  if (target.status !== undefined) filters.STATUS = [target.status];
  if ('funnel' in target) filters.FUNNEL = [none(target.funnel) ? NO_FUNNEL : target.funnel!];
  if (target.ftds) filters.NUMBER_OF_DEPOSITS = '1+';
  if (target.delivered) filters.DELIVERED = 'yes';
  if (target.distribution !== undefined) filters.DISTRIBUTION = [target.distribution];
  return filters;
}

/**
 * True when the lead list can hold exactly the leads of `target`: every lead figure can (AD_GROUP and SOURCE
 * take NONE_VALUE for leads without one; DELIVERED=yes is "accepted by an integration", as the rollups
 * count). Visits are not leads and are never drilled.
 */
export function isDrillable(target: DrillTarget): boolean {
  return target.delivered === undefined || target.delivered;
}

/** The `/leads?…&TZ=…` address of a figure; null when no lead list holds exactly its leads. */
export function drillHref(window: DrillWindow, target: DrillTarget = {}): string | null {
  return isDrillable(target) ? leadsListHref(drillFilters(window, target), window.timeZone) : null;
}
