import { REVENUE_REST_KEY, RevenueResponseSchema, type RevenueResponse } from '@leadhouse/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { featuresExcept, meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { stubPhoneScreen } from '../../../test/phone';

/*
 * Revenue and margin (issue 22 §6): a line per group and currency, totals per currency (never added across
 * currencies), spend "—" when none is recorded, the rest line (spend no buyer holds) named, the grouping asked of the server and kept in the URL (a link
 * opens its grouping and period); hidden without the
 * `integrations` feature (buyers' prices are for whoever manages distribution).
 */

const SLOW = { timeout: 30_000 };

const answer = (groupBy: RevenueResponse['groupBy']): RevenueResponse => ({
  rows: [
    {
      key: 'Spring_Sale',
      name: 'Spring_Sale',
      currency: 'USD',
      sold: 2,
      returned: 0,
      revenue: 140_000,
      spend: null,
      margin: 140_000,
    },
    {
      key: 'Spring_Sale',
      name: 'Spring_Sale',
      currency: 'EUR',
      sold: 2,
      returned: 1,
      revenue: 1_000,
      spend: 3_000,
      margin: -2_000,
    },
    // By buyer, the spend of the leads no buyer holds (server: analytics.revenue.ts `restRows`).
    ...(groupBy === 'buyer'
      ? [
          {
            key: REVENUE_REST_KEY,
            name: REVENUE_REST_KEY,
            currency: 'EUR',
            sold: 0,
            returned: 0,
            revenue: 0,
            spend: 750,
            margin: -750,
          },
        ]
      : []),
  ],
  totals: [
    { currency: 'EUR', sold: 2, returned: 1, revenue: 1_000, spend: 3_000, margin: -2_000 },
    { currency: 'USD', sold: 2, returned: 0, revenue: 140_000, spend: null, margin: 140_000 },
  ],
  groupBy,
  from: '2026-03-01',
  to: '2026-03-30',
  timeZone: 'Europe/Paris',
});

const revenueCalls = (calls: FetchCall[]) =>
  calls
    .filter((c) => c.url.startsWith('/api/reports/revenue'))
    .map((c) => new URL(c.url, 'http://x').searchParams);

describe('revenue tab', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a phone the analytics tabs share the width instead of scrolling (right to left scrolled "Revenue" away)', async () => {
    stubPhoneScreen();
    signInAs();
    mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse() };
      if (url.pathname === '/api/reports/revenue') return { body: answer('campaign') };
      return undefined;
    });
    renderApp('/revenue');
    const tabs = await screen.findByRole('tablist', { name: 'Analytics' }, SLOW);
    const each = within(tabs).getAllByRole('tab');
    expect(each.map((tab) => tab.textContent)).toEqual(['Ad groups', 'Campaigns', 'Sources', 'Revenue']);
    for (const tab of each) expect(tab.className).toMatch(/MuiTab-fullWidth/);
    expect(document.querySelector('.MuiTabs-scrollButtons')).toBeNull();
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('Revenue');
    // The lines as a list: revenue, spend and margin under their names, not in columns off the screen.
    const list = await screen.findByRole('list', { name: 'Revenue and margin' }, SLOW);
    expect(screen.queryByRole('table')).toBeNull();
    const eur = within(list).getByTestId('line-Spring_Sale-EUR');
    expect(eur).toHaveTextContent('Spring_Sale · EUR');
    expect(eur).toHaveTextContent(/Revenue\s*€10\.00/);
    expect(eur).toHaveTextContent(/Spend\s*€30\.00/);
    expect(eur).toHaveTextContent(/Margin\s*-€20\.00/);
    expect(within(list).getAllByTestId(/^line-/)).toHaveLength(4);
  });

  it('shows revenue, spend and margin per currency and asks for the chosen grouping', async () => {
    expect(RevenueResponseSchema.safeParse(answer('campaign')).success).toBe(true);
    signInAs();
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse() };
      if (url.pathname === '/api/reports/revenue') {
        return {
          body: answer((url.searchParams.get('groupBy') ?? 'campaign') as RevenueResponse['groupBy']),
        };
      }
      return undefined;
    });
    const { router } = renderApp('/revenue');
    const table = await screen.findByRole('table', { name: 'Revenue and margin' }, SLOW);
    expect(revenueCalls(calls)[0]!.get('groupBy')).toBe('campaign');
    expect(within(table).getByTestId('line-Spring_Sale-EUR')).toHaveTextContent('Spring_Sale');
    expect(within(table).getByTestId('revenue-Spring_Sale-EUR')).toHaveTextContent('€10.00');
    expect(within(table).getByTestId('spend-Spring_Sale-EUR')).toHaveTextContent('€30.00');
    expect(within(table).getByTestId('margin-Spring_Sale-EUR')).toHaveTextContent('-€20.00');
    expect(within(table).getByTestId('spend-Spring_Sale-USD')).toHaveTextContent('—');
    expect(within(table).getByTestId('margin-Spring_Sale-USD')).toHaveTextContent('$1,400.00');
    // One total per currency: euros and dollars are never added together.
    expect(within(table).getByTestId('margin-total-EUR')).toHaveTextContent('-€20.00');
    expect(within(table).getByTestId('revenue-total-USD')).toHaveTextContent('$1,400.00');
    expect(within(table).getAllByText('Total')).toHaveLength(2);
    // Each currency's lines, then its total: a statement per currency.
    expect(
      within(table)
        .getAllByTestId(/^line-/)
        .map((el) => el.dataset.testid),
    ).toEqual(['line-Spring_Sale-EUR', 'line-total-EUR', 'line-Spring_Sale-USD', 'line-total-USD']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(await screen.findByRole('option', { name: 'Buyer' }));
    await waitFor(() => expect(revenueCalls(calls).at(-1)!.get('groupBy')).toBe('buyer'));
    await screen.findByRole('columnheader', { name: 'Buyer' });
    expect(new URLSearchParams(router.state.location.search).get('groupBy')).toBe('buyer');
    // The rest line names what its spend is, so the lines add up to the total.
    const rest = screen.getByTestId(`line-${REVENUE_REST_KEY}-EUR`);
    expect(rest).toHaveTextContent('Spend of leads without a buyer');
    expect(within(rest).getByTestId(`spend-${REVENUE_REST_KEY}-EUR`)).toHaveTextContent('€7.50');
  });

  it('opens the grouping and the period a link names', async () => {
    signInAs();
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse() };
      if (url.pathname === '/api/reports/revenue') return { body: answer('affiliate') };
      return undefined;
    });
    renderApp('/revenue?groupBy=affiliate&from=2026-03-01&to=2026-03-30');
    await screen.findByRole('columnheader', { name: 'Affiliate' }, SLOW);
    const asked = revenueCalls(calls)[0]!;
    expect([asked.get('groupBy'), asked.get('from'), asked.get('to')]).toEqual([
      'affiliate',
      '2026-03-01',
      '2026-03-30',
    ]);
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveTextContent('Affiliate');
  });

  it('is not offered without the integrations feature', async () => {
    signInAs(featuresExcept('integrations'));
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse(featuresExcept('integrations')) };
      return undefined;
    });
    renderApp('/revenue');
    await screen.findByText('Not allowed', {}, SLOW);
    expect(screen.queryByRole('tab', { name: 'Revenue' })).toBeNull();
    expect(revenueCalls(calls)).toHaveLength(0);
  });
});
