import {
  AdGroupAnalyticsResponseSchema,
  type AdGroupAnalyticsResponse,
  type AdGroupRow,
} from '@leadhouse/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { featuresExcept, meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 30_000 };

const row = (campaign: string, adgroupid: string | null, leads: number, ftds: number): AdGroupRow => ({
  campaign,
  campaignid: 'SOC-1',
  adgroupid,
  platform: 'google',
  visits: leads * 4,
  leads,
  newLeads: 1,
  ftds,
  deposits: ftds,
  depositAmount: ftds * 10_050,
  delivered: 0,
  conversion: ftds / leads,
  leadsPerVisit: 0.25,
  ftdRate: ftds / leads,
  statusMix: { NEW: 1, ACTIVE: leads - 1 },
  funnelMix: { '(none)': leads },
  spend: null,
  costPerLead: null,
  costPerFtd: null,
});

const answer = (rows: AdGroupRow[]): AdGroupAnalyticsResponse => ({
  adGroups: { rows, count: rows.length },
  campaigns: ['Spring_Sale', 'CRM'],
  from: '2026-03-01',
  to: '2026-03-08',
  timeZone: 'Asia/Riyadh',
});

const adGroupCalls = (calls: FetchCall[]) =>
  calls
    .filter((c) => c.url.startsWith('/api/affiliates/analytics'))
    .map((c) => new URL(c.url, 'http://x').searchParams);

describe('ad-group analytics', { timeout: 120_000 }, () => {
  it('pages, sorts and filters on the server and links leads and FTDs to their leads', async () => {
    const rows = [row('Spring_Sale', 'ag-7', 8, 2), row('CRM', null, 4, 0)];
    expect(AdGroupAnalyticsResponseSchema.safeParse(answer(rows)).success).toBe(true);
    // Without `dashboard` the last-days parts (their API needs it) are not asked for.
    signInAs(featuresExcept('dashboard'));
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse(featuresExcept('dashboard')) };
      if (url.pathname === '/api/affiliates/analytics') {
        const campaign = url.searchParams.get('campaign');
        return { body: answer(campaign ? rows.filter((r) => r.campaign === campaign) : rows) };
      }
      return undefined;
    });
    renderApp('/analytics');
    const grid = await screen.findByRole('grid', { name: 'Ad-group analytics' }, SLOW);
    await within(grid).findByText('ag-7');
    expect(Object.fromEntries(adGroupCalls(calls)[0]!)).toEqual({ page: '1', limit: '50' });
    expect(within(grid).getAllByText('—').length).toBeGreaterThanOrEqual(4); // no spend: costs show —
    const crmLeads = within(grid).getByRole('link', { name: 'Open the 4 leads of CRM / (none)' });
    expect(Object.fromEntries(new URL(crmLeads.getAttribute('href')!, 'http://x').searchParams)).toEqual({
      FROM: '2026-03-01',
      TO: '2026-03-08',
      TZ: 'Asia/Riyadh',
      CAMPAIGNS: 'CRM',
      AD_GROUP: '(none)',
    });
    expect(screen.queryByText('Last days')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/leads/lastDaysLeads'))).toBe(false);

    const user = userEvent.setup();
    await user.click(within(grid).getByRole('columnheader', { name: 'FTD rate' }));
    await waitFor(() => expect(adGroupCalls(calls).at(-1)!.get('sortBy')).toBe('{"ftdRate":-1}'));

    await user.click(screen.getByRole('combobox', { name: 'Campaign' }));
    await user.click(await screen.findByRole('option', { name: 'Spring_Sale' }));
    await waitFor(() => expect(adGroupCalls(calls).at(-1)!.get('campaign')).toBe('Spring_Sale'));
    await waitFor(() => expect(within(grid).queryByText('CRM')).toBeNull());

    await user.type(screen.getByRole('searchbox', { name: 'Search ad groups' }), 'ag-7');
    await waitFor(() => expect(adGroupCalls(calls).at(-1)!.get('keywords')).toBe('ag-7'));
  });
});
