import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adminUser,
  fakeToken,
  meResponse,
  signInAs,
  staticData,
  featuresExcept,
} from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { saveSession } from '../../../lib/session';
import { renderApp } from '../../../test/render-app';
import { listResponse, makeDetail, makeLead, mockLeadsApi } from '../../leads/test-leads';
import { makeDelivery, makeIntegration } from '../test-integrations';

const SLOW = { timeout: 30_000 };
const OPTION = { id: makeIntegration().id, name: 'Broker One CRM', active: true, paused: false };

describe('post to integration and the delivery timeline', { timeout: 120_000 }, () => {
  it('posts the selected leads from the bulk bar with the spec §8 message', async () => {
    signInAs();
    const leads = [
      makeLead({ internalId: 1, firstName: 'Omar' }),
      makeLead({ internalId: 2, firstName: 'Huda' }),
    ];
    const calls = mockLeadsApi(
      () => listResponse(leads),
      (call) => {
        if (call.url === '/api/integrations/options') return { body: { rows: [OPTION] } };
        if (call.url === '/api/leads/postToIntegration') return { body: { count: 2, skipped: 0 } };
        return undefined;
      },
    );
    const user = userEvent.setup();
    renderApp('/leads');
    const post = await screen.findByRole('button', { name: 'Post to integration' }, SLOW);
    expect(post).toBeDisabled();
    await screen.findByRole('button', { name: /Open Omar/ });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(post);
    const dialog = await screen.findByRole('dialog', { name: 'Post 2 leads to an integration' });
    await within(dialog).findByText('Broker One CRM');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await screen.findByText('Leads had been POSTED Successfully, Count: 2');
    expect(calls.find((c) => c.url === '/api/leads/postToIntegration')?.body).toEqual({
      leadsIds: leads.map((l) => l.id),
      integrationId: OPTION.id,
    });
  });

  it('is not offered to a sales user (canPostToIntegration)', async () => {
    const sales = { ...adminUser, role: 'sales' as const };
    const features = featuresExcept('integrations', 'deposits', 'apiKeys', 'users', 'pools');
    saveSession({ token: fakeToken(), user: sales, staticData, allowedFeatures: features });
    mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: { ...meResponse(features), user: sales } };
      if (url.pathname === '/api/leads') return { body: listResponse([makeLead()]) };
      return { body: { rows: [], count: 0 } };
    });
    renderApp('/leads');
    await screen.findByRole('button', { name: /Open / }, SLOW);
    expect(screen.queryByRole('button', { name: 'Post to integration' })).not.toBeInTheDocument();
  });

  it('says so when there is no integration to post to', async () => {
    signInAs();
    mockLeadsApi(undefined, (call) =>
      call.url === '/api/integrations/options' ? { body: { rows: [] } } : undefined,
    );
    const user = userEvent.setup();
    renderApp('/leads');
    await screen.findByRole('button', { name: /Open / }, SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'Select row' }));
    await user.click(screen.getByRole('button', { name: 'Post to integration' }));
    await screen.findByText(/No integration to post to/);
  });

  it('shows the lead’s deliveries in the drawer, their attempts, and replays an exhausted one', async () => {
    signInAs();
    const lead = makeLead({ firstName: 'Omar' });
    const accepted = makeDelivery({ leadId: lead.id });
    const exhausted = makeDelivery({
      id: '88888888-8888-4888-8888-888888888888',
      leadId: lead.id,
      integrationName: 'Slow Broker',
      state: 'exhausted',
      customerId: null,
      lastError: 'HTTP 500 after 7 attempts',
      attempts: 7,
    });
    const returned = makeDelivery({
      id: '99999999-9999-4999-8999-999999999999',
      leadId: lead.id,
      integrationName: 'Returning Broker',
      returnedAt: '2026-03-03T09:00:00.000Z',
    });
    // Sent by lead distribution: its route decides what comes next, so no replay here either.
    const distributed = makeDelivery({
      id: '77777777-7777-4777-8777-777777777777',
      leadId: lead.id,
      integrationName: 'Routed Buyer',
      state: 'rejected',
      customerId: null,
      lastError: 'Rejected by the partner',
      byDistribution: true,
    });
    const calls = mockLeadsApi(undefined, (call) => {
      if (call.url === `/api/leads/${lead.id}`) return { body: makeDetail(lead) };
      if (call.url.startsWith('/api/deliveries?'))
        return { body: { rows: [exhausted, accepted, returned, distributed], count: 4 } };
      if (call.url === `/api/deliveries/${accepted.id}`) {
        return {
          body: {
            ...accepted,
            attemptLog: [
              {
                attempt: 1,
                startedAt: accepted.createdAt,
                durationMs: 35,
                outcome: 'accepted',
                status: 200,
                request: { method: 'POST', url: 'https://crm.broker.example/leads', headers: {}, body: '{}' },
                answer: '{"data":{"customerId":"c-77"}}',
                reason: null,
              },
            ],
          },
        };
      }
      if (call.url === `/api/deliveries/${exhausted.id}/retry`) return { body: { count: 1 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/leads?lead=${lead.id}`);
    const drawer = await screen.findByRole('dialog', { name: /Omar/ }, SLOW);
    await user.click(within(drawer).getByRole('tab', { name: 'Integrations' }));
    const item = await within(drawer).findByRole('listitem', { name: 'Slow Broker: exhausted' });
    expect(within(item).getByText('HTTP 500 after 7 attempts')).toBeInTheDocument();
    const ok = within(drawer).getByRole('listitem', { name: 'Broker One CRM: accepted' });
    expect(within(ok).getByText('Customer id c-77')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes(`leadId=${lead.id}`))).toBe(true);
    // A lead its buyer returned says so, and is not offered for a replay to that buyer.
    const back = within(drawer).getByRole('listitem', { name: 'Returning Broker: accepted' });
    expect(within(back).getByText(/^Returned by the buyer .*: never sent again$/)).toBeInTheDocument();
    expect(within(back).queryByRole('button', { name: 'Replay' })).toBeNull();
    expect(within(ok).getByRole('button', { name: 'Replay' })).toBeInTheDocument();
    const routed = within(drawer).getByRole('listitem', { name: 'Routed Buyer: rejected' });
    expect(within(routed).queryByRole('button', { name: 'Replay' })).toBeNull();

    await user.click(within(item).getByRole('button', { name: 'Replay' }));
    await screen.findByText('Queued again');
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith(`/deliveries/${exhausted.id}/retry`))).toBe(true),
    );

    await user.click(within(ok).getByRole('button', { name: 'Attempts' }));
    const detail = await screen.findByRole('dialog', { name: 'Delivery to Broker One CRM' });
    await within(detail).findByText('Attempt 1');
    expect(within(detail).getByText(/"customerId": "c-77"/)).toBeInTheDocument();
  });

  it('gives a sales user the deliveries’ states only: no attempts, no retry or replay', async () => {
    const sales = { ...adminUser, role: 'sales' as const };
    const features = featuresExcept('integrations', 'deposits', 'apiKeys', 'users', 'pools');
    saveSession({ token: fakeToken(), user: sales, staticData, allowedFeatures: features });
    const lead = makeLead({ firstName: 'Omar' });
    // As the server answers a sales user (distribution.visibility.test.ts): no last error.
    const rejected = makeDelivery({
      leadId: lead.id,
      integrationName: 'Buyer C',
      state: 'exhausted',
      customerId: null,
      lastError: null,
    });
    const accepted = makeDelivery({ id: '77777777-7777-4777-8777-777777777777', leadId: lead.id });
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: { ...meResponse(features), user: sales } };
      if (url.pathname === '/api/leads') return { body: listResponse([lead]) };
      if (url.pathname === `/api/leads/${lead.id}`) return { body: makeDetail(lead) };
      if (url.pathname === '/api/deliveries') return { body: { rows: [rejected, accepted], count: 2 } };
      return { body: { rows: [], count: 0 } };
    });
    const user = userEvent.setup();
    renderApp(`/leads?lead=${lead.id}`);
    const drawer = await screen.findByRole('dialog', { name: /Omar/ }, SLOW);
    await user.click(within(drawer).getByRole('tab', { name: 'Integrations' }));
    const item = await within(drawer).findByRole('listitem', { name: 'Buyer C: exhausted' });
    const ok = within(drawer).getByRole('listitem', { name: 'Broker One CRM: accepted' });
    expect(within(ok).getByText('Customer id c-77')).toBeInTheDocument();
    for (const li of [item, ok]) {
      expect(within(li).queryByRole('button', { name: 'Attempts' })).toBeNull();
      expect(within(li).queryByRole('button', { name: /Replay|Retry/ })).toBeNull();
    }
    expect(calls.some((c) => /\/api\/deliveries\/[0-9a-f-]+$/.test(c.url))).toBe(false);
  });
});
