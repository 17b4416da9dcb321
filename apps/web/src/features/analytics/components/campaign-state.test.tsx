import type { Campaign } from '@leadhouse/domain';
import { featuresFor } from '@leadhouse/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { adminUser, fakeToken, meResponse, signInAs, staticData } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { campaignList, makeCampaign } from '../test-analytics';

/*
 * The campaigns list's state, spend, cost per lead and pause / resume (issue 19 "Campaign decisions"); a
 * sales manager reads its team's campaigns without add or edit.
 */

const SLOW = { timeout: 30_000 };

/** A campaign of an account with spend ($100.00 for 8 leads: $12.50 each). */
const campaign = (over: Partial<Campaign> = {}): Campaign =>
  makeCampaign({
    name: 'Doha-Video',
    description: 'Video ads',
    link: null,
    accountId: '1b8f0c8e-9a34-4c8e-8f3c-2f1f4a4e7a10',
    figures: { ...makeCampaign().figures, leads: 8, conversion: 0.375 },
    spend: 10_000,
    currency: 'USD',
    costPerLead: 1_250,
    ...over,
  });

describe('campaign state', { timeout: 120_000 }, () => {
  it('shows state, spend and cost per lead, and pauses a campaign through its route', async () => {
    signInAs();
    let paused = false;
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse() };
      if (url.pathname === '/api/campaigns')
        return {
          body: campaignList([
            campaign(paused ? { status: 'paused', pausedAt: '2026-03-08T10:00:00.000Z' } : {}),
            campaign({
              id: '2b8f0c8e-9a34-4c8e-8f3c-2f1f4a4e7a10',
              name: 'No-Spend',
              spend: null,
              costPerLead: null,
              currency: null,
            }),
          ]),
        };
      if (url.pathname.endsWith('/pause')) {
        paused = true;
        return {
          body: {
            id: campaign().id,
            name: 'Doha-Video',
            status: 'paused',
            pausedAt: '2026-03-08T10:00:00.000Z',
          },
        };
      }
      return undefined;
    });
    renderApp('/campaigns');
    const grid = await screen.findByRole('grid', { name: 'Campaigns' }, SLOW);
    const row = (await within(grid).findByText('Doha-Video')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('$100.00')).toBeInTheDocument();
    expect(within(row).getByText('$12.50')).toBeInTheDocument();
    const other = within(grid).getByText('No-Spend').closest('[role="row"]') as HTMLElement;
    expect(within(other).getAllByText('—').length).toBeGreaterThanOrEqual(2);
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Pause Doha-Video' }));
    await screen.findByText('Doha-Video is paused: its intake and pages take no new leads');
    expect(calls.some((c) => c.method === 'POST' && c.url === `/api/campaigns/${campaign().id}/pause`)).toBe(
      true,
    );
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: 'Resume Doha-Video' })).toBeInTheDocument(),
    );
    expect(within(grid).getByText('Paused')).toBeInTheDocument();
  });

  it('lets a sales manager read and pause its team’s campaigns, without add or edit', async () => {
    const manager = { ...adminUser, role: 'sales_manager' as const, name: 'Sam Manager' };
    const features = featuresFor('sales_manager', null);
    saveSession({ token: fakeToken(), user: manager, staticData, allowedFeatures: features });
    mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me')
        return { body: { user: manager, staticData, allowedFeatures: features } };
      if (url.pathname === '/api/campaigns') return { body: campaignList([campaign()]) };
      return undefined;
    });
    renderApp('/campaigns');
    const grid = await screen.findByRole('grid', { name: 'Campaigns' }, SLOW);
    await within(grid).findByText('Doha-Video');
    expect(within(grid).getByRole('button', { name: 'Pause Doha-Video' })).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: 'Edit Doha-Video' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add campaign' })).toBeNull();
    expect(screen.getByText(/You see your team’s campaigns/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sources' })).toBeInTheDocument();
  });
});
