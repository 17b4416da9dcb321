/** English texts of the analytics feature (ad groups, last days, campaigns, sources). */
export const analyticsEn = {
  title: 'Analytics',
  subtitles: {
    analytics: 'Which campaigns and ad groups bring leads, deposits and at what cost',
    campaigns: 'Campaigns with the leads and deposits of the period (30 days by default)',
    sources: 'Where the leads of the period come from (30 days by default)',
  },
  tabs: { analytics: 'Ad groups', campaigns: 'Campaigns', sources: 'Sources' },
  lastDays: {
    title: 'Last days',
    splitBy: 'Split by',
    byStatus: 'Status',
    byPlatform: 'Platform',
  },
  adGroups: {
    title: 'Ad-group analytics',
    search: 'Search ad groups',
    campaign: 'Campaign',
    allCampaigns: 'All campaigns',
    emptyText: 'No ad group has leads or visits in this period.',
    columns: {
      campaign: 'Campaign',
      adGroup: 'Ad group',
      platform: 'Platform',
      visits: 'Visits',
      leadsPerVisit: 'Leads / visit',
      statusMix: 'Status mix',
      ftdRate: 'FTD rate',
      costPerLead: 'Cost / lead',
      costPerFtd: 'Cost / FTD',
    },
  },
  sources: {
    title: 'Sources',
    search: 'Search sources',
    emptyText: 'No lead came in during this period.',
    columns: {
      platform: 'Platform',
      from: 'From',
      campaignid: 'Campaign id',
      adgroupid: 'Ad group',
      placement: 'Placement',
      keyword: 'Keyword',
      total: 'Total',
      new: 'New',
    },
  },
  campaigns: {
    title: 'Campaigns',
    search: 'Search campaigns',
    add: 'Add campaign',
    addTitle: 'Add campaign',
    editTitle: 'Edit {{name}}',
    edit: 'Edit {{name}}',
    emptyText: 'Add a campaign to follow its leads, FTDs and deposits.',
    fields: {
      name: 'Name',
      description: 'Description',
      internalId: 'Social ID',
      link: 'Link',
    },
    help: {
      name: '3 to 121 characters, no spaces',
      description: '2 to 120 characters',
      internalId: "The ad platform's campaign id: 3 to 121 characters, no spaces",
      link: 'Optional: the full address, like https://example.com/offer',
    },
  },
};

export type AnalyticsTranslation = typeof analyticsEn;
