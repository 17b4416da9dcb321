import type { Localized } from '../../../lib/plurals';

/** English texts of the dashboard feature (also used by analytics and reports for shared parts). */
export const dashboardEn = {
  title: 'Dashboard',
  subtitle: 'Where leads come from and what they are worth',
  retry: 'Try again',
  none: '(none)',
  period: {
    label: 'Period',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    custom: 'Custom',
    from: 'From',
    to: 'To',
    window: '{{from}} – {{to}} ({{timeZone}})',
  },
  figures: {
    title: 'Key figures',
    leads: 'Leads',
    ftds: 'FTDs',
    depositAmount: 'Deposit amount',
    conversion: 'Conversion',
    visits: 'Visits',
    delivered: 'Delivered',
    vsPrevious: 'vs previous period',
    previous: 'Previous period: {{value}}',
    open: 'Open the leads behind {{figure}}: {{value}}',
  },
  distribution: {
    title: 'Distribution',
    sold: 'Sold',
    held: 'Held',
    unsold: 'Unsold',
    returned: 'Returned',
  },
  charts: {
    leadsPerDay: 'Leads per day',
    deposits: 'FTDs and deposits',
    day: 'Day',
    dayLeads: 'Open the leads of {{day}}',
  },
  mix: {
    status: 'Status mix',
    funnel: 'Funnel mix',
    platform: 'Platforms',
    open: 'Open the {{value}} leads of {{name}}',
  },
  tables: {
    topCampaigns: 'Top campaigns',
    topAdGroups: 'Top ad groups',
    platforms: 'Platforms',
    campaign: 'Campaign',
    adGroup: 'Ad group',
    platform: 'Platform',
    openLeads: 'Open the {{value}} leads of {{name}}',
    openFtds: 'Open the {{value}} FTDs of {{name}}',
  },
  empty: {
    noLeads: 'No leads yet',
    noLeadsText:
      'Figures appear here as soon as leads come in. Import a CSV file or add leads on the leads screen.',
    goToLeads: 'Import or add leads',
    noLeadsInPeriod: 'No leads in this period',
  },
};

export type DashboardTranslation = Localized<typeof dashboardEn>;
