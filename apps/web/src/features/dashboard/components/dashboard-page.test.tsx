import { DashboardResponseSchema } from '@leadhouse/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { figures, makeDashboard } from '../test-dashboard';

const SLOW = { timeout: 30_000 };

function mockApi(answer: (call: FetchCall) => unknown) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/users/me') return { body: meResponse() };
    if (url.pathname === '/api/dashboard') return { body: answer(call) };
    return undefined;
  });
}

/** The query of the last dashboard call. */
const lastQuery = (calls: FetchCall[]) =>
  new URL(calls.filter((c) => c.url.startsWith('/api/dashboard')).at(-1)!.url, 'http://localhost')
    .searchParams;

const hrefOf = (el: HTMLElement) => new URL(el.getAttribute('href')!, 'http://localhost');

describe('dashboard', { timeout: 120_000 }, () => {
  it('the fixture is a valid answer of the contract', () => {
    expect(DashboardResponseSchema.safeParse(makeDashboard()).success).toBe(true);
  });

  it('shows the key figures with their change and links each to exactly its leads', async () => {
    signInAs();
    const calls = mockApi(() => makeDashboard());
    renderApp('/dashboard');
    const leads = await screen.findByTestId('figure-leads', {}, SLOW);
    expect(lastQuery(calls).get('from')).toBeNull();
    // 12 against 8: +50 %; FTDs 3 against 0: no percentage.
    expect(within(leads).getByTestId('change-leads')).toHaveTextContent('+50%');
    expect(screen.getByTestId('change-ftds')).toHaveTextContent('—');
    const leadsLink = within(leads).getByRole('link', { name: /Leads: 12/ });
    const url = hrefOf(leadsLink);
    expect(url.pathname).toBe('/leads');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      FROM: '2026-03-01',
      TO: '2026-03-03',
      TZ: 'Europe/Paris',
    });
    const ftds = within(screen.getByTestId('figure-ftds')).getByRole('link');
    expect(hrefOf(ftds).searchParams.get('NUMBER_OF_DEPOSITS')).toBe('1+');
    expect(within(screen.getByTestId('figure-depositAmount')).getByRole('link')).toHaveTextContent('$752.25');
    // Visits are not leads: no link. Delivered leads open with DELIVERED=yes.
    expect(within(screen.getByTestId('figure-visits')).queryByRole('link')).toBeNull();
    const delivered = within(screen.getByTestId('figure-delivered')).getByRole('link');
    expect(hrefOf(delivered).searchParams.get('DELIVERED')).toBe('yes');
  });

  it('links every day, mix, platform, campaign and ad group number to its leads', async () => {
    signInAs();
    mockApi(() => makeDashboard());
    renderApp('/dashboard');
    const day = await screen.findByTestId('day-total-2026-03-01', {}, SLOW);
    const dayUrl = hrefOf(within(day).getByRole('link'));
    expect(dayUrl.searchParams.get('FROM')).toBe('2026-03-01');
    expect(dayUrl.searchParams.get('TO')).toBe('2026-03-01');
    expect(within(screen.getByTestId('day-total-2026-03-02')).getByRole('link')).toHaveTextContent('0');

    const statusList = screen.getByRole('list', { name: 'Status mix' });
    const active = within(statusList).getByRole('link', { name: /7 leads of active/ });
    expect(hrefOf(active).searchParams.get('STATUS')).toBe('ACTIVE');
    const funnelList = screen.getByRole('list', { name: 'Funnel mix' });
    const noFunnel = within(funnelList).getByRole('link', { name: /9 leads of No Funnel/ });
    expect(hrefOf(noFunnel).searchParams.get('FUNNEL')).toBe('No Funnel');

    const adGroups = screen.getByRole('table', { name: 'Top ad groups' });
    const crm = within(adGroups).getByRole('link', { name: 'Open the 3 leads of CRM / (none)' });
    expect(Object.fromEntries(hrefOf(crm).searchParams)).toMatchObject({
      CAMPAIGNS: 'CRM',
      AD_GROUP: '(none)',
    });
    const platforms = screen.getByRole('table', { name: 'Platforms' });
    const google = within(platforms).getByRole('link', { name: 'Open the 2 FTDs of Google' });
    expect(Object.fromEntries(hrefOf(google).searchParams)).toMatchObject({
      SOURCE: 'google',
      NUMBER_OF_DEPOSITS: '1+',
    });
    const noPlatform = within(platforms).getByRole('link', { name: 'Open the 1 leads of (none)' });
    expect(hrefOf(noPlatform).searchParams.get('SOURCE')).toBe('(none)');
    const campaigns = screen.getByRole('table', { name: 'Top campaigns' });
    expect(
      within(campaigns).getByRole('link', { name: 'Open the 9 leads of Spring_Sale' }),
    ).toBeInTheDocument();
  });

  it('asks the server for the chosen preset', async () => {
    signInAs();
    const calls = mockApi(() => makeDashboard());
    renderApp('/dashboard');
    await screen.findByTestId('figure-leads', {}, SLOW);
    await userEvent.setup().click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(lastQuery(calls).get('from')).not.toBeNull());
    const q = lastQuery(calls);
    const days = (Date.parse(q.get('to')!) - Date.parse(q.get('from')!)) / 86_400_000 + 1;
    expect(days).toBe(30);
  });

  it('shows a custom period of the link in its From and To pickers, and asks for its days', async () => {
    signInAs();
    const calls = mockApi(() => makeDashboard());
    renderApp('/dashboard?from=2026-03-01&to=2026-03-08');
    await screen.findByTestId('figure-leads', {}, SLOW);
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('group', { name: 'From' })).getByDisplayValue('01.03.2026')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'To' })).getByDisplayValue('08.03.2026')).toBeVisible();
    expect(Object.fromEntries(lastQuery(calls))).toEqual({ from: '2026-03-01', to: '2026-03-08' });
  });

  it('tells a new install how to get figures', async () => {
    signInAs();
    mockApi(() =>
      makeDashboard({
        figures: { ...figures(0), visits: 0 },
        previousFigures: { ...figures(0), visits: 0 },
        days: [],
        statusMix: {},
        funnelMix: {},
        platforms: [],
        topCampaigns: [],
        topAdGroups: [],
      }),
    );
    renderApp('/dashboard');
    await screen.findByText('No leads yet', {}, SLOW);
    expect(screen.getByRole('link', { name: 'Import or add leads' })).toHaveAttribute('href', '/leads');
  });

  it('shows the distribution outcomes of the period (issue 22 §6), none when nothing was distributed', async () => {
    signInAs();
    mockApi(() => makeDashboard({ distribution: { sold: 1_234, held: 2, unsold: 0, returned: 7 } }));
    const { unmount } = renderApp('/dashboard');
    const tiles = await screen.findByRole('region', { name: 'Distribution' }, SLOW);
    expect(within(within(tiles).getByTestId('outcome-sold')).getByText('1,234')).toBeInTheDocument();
    expect(within(tiles).getByTestId('outcome-sold')).toHaveTextContent('Sold');
    expect(within(tiles).getByTestId('outcome-held')).toHaveTextContent('2');
    expect(within(tiles).getByTestId('outcome-unsold')).toHaveTextContent('Unsold0');
    expect(within(tiles).getByTestId('outcome-returned')).toHaveTextContent('Returned7');
    // Each count opens the lead list filtered to exactly those leads: the window's days and DISTRIBUTION.
    const held = within(tiles).getByRole('link', { name: 'Open the leads behind Held: 2' });
    expect(Object.fromEntries(hrefOf(held).searchParams)).toEqual({
      FROM: '2026-03-01',
      TO: '2026-03-03',
      TZ: 'Europe/Paris',
      DISTRIBUTION: 'held',
    });
    const returned = within(within(tiles).getByTestId('outcome-returned')).getByRole('link');
    expect(hrefOf(returned).searchParams.get('DISTRIBUTION')).toBe('returned');
    unmount();
    mockApi(() => makeDashboard({ distribution: { sold: 0, held: 0, unsold: 0, returned: 0 } }));
    renderApp('/dashboard');
    await screen.findByTestId('figure-leads', {}, SLOW);
    expect(screen.queryByRole('region', { name: 'Distribution' })).toBeNull();
  });

  it('shows the error of a failed load', async () => {
    signInAs();
    mockFetch((call) =>
      call.url === '/api/users/me'
        ? { body: meResponse() }
        : { status: 503, body: { message: 'Database unavailable', code: 'UNAVAILABLE' } },
    );
    renderApp('/dashboard');
    await screen.findByText('Database unavailable', {}, SLOW);
  });
});
