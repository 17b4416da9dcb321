import type { Campaign, CampaignListResponse } from '@leadhouse/domain';

// Test data of the analytics feature (shapes of the domain contracts).

/** A campaign with its 30-day figures (9 leads, 3 FTDs worth $752.25), no account and no spend. */
export function makeCampaign(over: Partial<Campaign> = {}): Campaign {
  return {
    id: '0b8f0c8e-9a34-4c8e-8f3c-2f1f4a4e7a10',
    name: 'Spring_Sale',
    description: 'Spring offer',
    internalId: 'fb-123',
    link: 'https://example.com/spring',
    accountId: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    figures: {
      leads: 9,
      newLeads: 2,
      ftds: 3,
      deposits: 3,
      depositAmount: 75_225,
      delivered: 0,
      conversion: 1 / 3,
    },
    status: 'active',
    pausedAt: null,
    spend: null,
    currency: null,
    costPerLead: null,
    ...over,
  };
}

/** The campaigns answer of `rows` over 2026-02-07..03-08 in UTC. */
export function campaignList(rows: Campaign[]): CampaignListResponse {
  return { rows, count: rows.length, from: '2026-02-07', to: '2026-03-08', timeZone: 'UTC' };
}
