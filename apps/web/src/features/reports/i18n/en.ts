/** English texts of the reports feature. */
export const reportsEn = {
  title: 'Reports',
  subtitle: 'Leads, FTDs and deposits grouped the way you need, with a CSV export',
  groupBy: 'Group by',
  groups: {
    day: 'Day',
    campaign: 'Campaign',
    adGroup: 'Ad group',
    platform: 'Platform',
    status: 'Status',
    funnel: 'Funnel',
  },
  columns: {
    leads: 'Leads',
    newLeads: 'New',
    ftds: 'FTDs',
    deposits: 'Deposits',
    delivered: 'Delivered',
    depositAmount: 'Deposit amount',
    conversion: 'Conversion',
  },
  totals: 'Total',
  open: 'Open the leads behind {{column}} of {{name}}: {{value}}',
  export: 'Export CSV',
  exporting: 'Exporting…',
  exported: 'Report saved as {{fileName}}',
};

export type ReportsTranslation = typeof reportsEn;
