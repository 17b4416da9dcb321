import { CampaignListResponseSchema } from '@leadhouse/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { campaignList, makeCampaign } from '../test-analytics';

const SLOW = { timeout: 30_000 };

function mockApi(write: (call: FetchCall) => { status?: number; body?: unknown } | undefined) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/users/me') return { body: meResponse() };
    if (url.pathname === '/api/campaigns' && call.method === 'GET')
      return { body: campaignList([makeCampaign()]) };
    return write(call);
  });
}

describe('campaigns', { timeout: 120_000 }, () => {
  it('lists campaigns with their 30-day figures linked to their leads', async () => {
    expect(CampaignListResponseSchema.safeParse(campaignList([makeCampaign()])).success).toBe(true);
    signInAs();
    mockApi(() => undefined);
    renderApp('/campaigns');
    const grid = await screen.findByRole('grid', { name: 'Campaigns' }, SLOW);
    await within(grid).findByText('Spring_Sale');
    const ftds = within(grid).getByRole('link', { name: 'Open the 3 FTDs of Spring_Sale' });
    const url = new URL(ftds.getAttribute('href')!, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      FROM: '2026-02-07',
      TO: '2026-03-08',
      TZ: 'UTC',
      CAMPAIGNS: 'Spring_Sale',
      NUMBER_OF_DEPOSITS: '1+',
    });
    expect(within(grid).getByText('$752.25')).toBeInTheDocument();
  });

  it('checks the campaign form with the spec messages before sending', async () => {
    signInAs();
    const calls = mockApi(() => undefined);
    renderApp('/campaigns');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add campaign' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add campaign' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'has space');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'x');
    await user.type(within(dialog).getByRole('textbox', { name: /Link/ }), 'example');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findAllByText('Campaign Name is required and must not contain spaces'),
    ).toHaveLength(2); // name and Social ID follow the campaign-name rule
    expect(within(dialog).getByText('DESCRIPTION is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Link must be a full http(s) address, like https://example.com/offer'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server field messages on their fields, then adds the campaign with the spec message', async () => {
    signInAs();
    let attempts = 0;
    const calls = mockApi((call) => {
      if (call.method !== 'POST' || call.url !== '/api/campaigns') return undefined;
      attempts += 1;
      if (attempts === 1)
        return {
          status: 400,
          body: {
            message: 'Invalid body',
            code: 'VALIDATION',
            errors: [{ field: 'description', message: 'server text', key: 'validation.description' }],
          },
        };
      if (attempts === 2)
        return {
          status: 409,
          body: {
            message: 'A campaign with this name already exists',
            code: 'CONFLICT',
            key: 'messages.campaignNameTaken',
          },
        };
      return { status: 201, body: makeCampaign({ name: 'Summer_Sale' }) };
    });
    renderApp('/campaigns');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add campaign' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add campaign' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Spring_Sale');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Summer offer');
    await user.type(within(dialog).getByRole('textbox', { name: /Social ID/ }), 'fb-456');
    // Enter submits the form (keyboard only).
    await user.keyboard('{Enter}');
    // The server's message key, translated, lands on its field.
    expect(await within(dialog).findByText('DESCRIPTION is required')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(
      await within(dialog).findByText('A campaign with this name already exists', { selector: 'p' }),
    ).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Summer_Sale{Enter}');
    await screen.findByText('CAMPAIGN Added Successfully!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = calls.filter((c) => c.method === 'POST').at(-1)!;
    expect(posted.body).toMatchObject({
      name: 'Summer_Sale',
      description: 'Summer offer',
      internalId: 'fb-456',
    });
  });
});
