import type { DashboardResponse, FunnelFigures } from '@leadhouse/domain';

/** Figures of a set of leads for tests (conversion from the totals, like the server). */
export function figures(leads: number, ftds = 0, extra: Partial<FunnelFigures> = {}): FunnelFigures {
  return {
    leads,
    newLeads: 0,
    ftds,
    deposits: ftds,
    depositAmount: ftds * 25_075,
    delivered: 0,
    conversion: leads > 0 ? ftds / leads : null,
    ...extra,
  };
}

/** A dashboard answer over 2026-03-01..03 in Europe/Paris: 12 leads against 8 before, 3 FTDs against 0. */
export function makeDashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    from: '2026-03-01',
    to: '2026-03-03',
    timeZone: 'Europe/Paris',
    previous: { from: '2026-02-26', to: '2026-02-28' },
    figures: { ...figures(12, 3, { newLeads: 5, delivered: 4 }), visits: 40 },
    previousFigures: { ...figures(8, 0), visits: 40 },
    days: [
      {
        day: '2026-03-01',
        leads: 7,
        ftds: 2,
        depositAmount: 50_150,
        byStatus: { NEW: 5, ACTIVE: 2 },
        byPlatform: { google: 7 },
      },
      { day: '2026-03-02', leads: 0, ftds: 0, depositAmount: 0, byStatus: {}, byPlatform: {} },
      {
        day: '2026-03-03',
        leads: 5,
        ftds: 1,
        depositAmount: 25_075,
        byStatus: { ACTIVE: 5 },
        byPlatform: { facebook: 4, '(none)': 1 },
      },
    ],
    statusMix: { NEW: 5, ACTIVE: 7 },
    funnelMix: { Conversion: 3, '(none)': 9 },
    platforms: [
      { platform: 'google', ...figures(7, 2) },
      { platform: 'facebook', ...figures(4, 1) },
      { platform: '(none)', ...figures(1, 0) },
    ],
    topCampaigns: [{ campaign: 'Spring_Sale', ...figures(9, 3) }],
    topAdGroups: [
      { campaign: 'Spring_Sale', adgroupid: 'ag-7', visits: 30, ...figures(6, 2) },
      { campaign: 'CRM', adgroupid: null, visits: 0, ...figures(3, 0) },
    ],
    distribution: { sold: 6, held: 2, unsold: 1, returned: 1 },
    ...overrides,
  };
}
