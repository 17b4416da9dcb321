import type { Lead } from '@leadhouse/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, meResponse, signInAs } from '../../../test/fixtures';
import { liveStream } from '../../../test/live-stream';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { isBadgeCall, listResponse, makeDetail, makeLead } from '../test-leads';

const SLOW = { timeout: 30_000 };

const omar = makeLead({ internalId: 1, firstName: 'Omar', createdAt: '2026-03-01T09:00:00.000Z' });
const arrived = (n: number) =>
  makeLead({ internalId: 10 + n, firstName: `New${n}`, createdAt: `2026-03-01T10:0${n}:00.000Z` });

/** The leads API with the event stream; the live check (`columns=createdAt`) is answered by `probe()`. */
function mockLiveLeads(probe: () => { rows: Lead[]; newLeadsCount: number }) {
  const stream = liveStream();
  const calls = mockFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (stream.matches(call)) return stream.connect(call);
    if (url.pathname === '/api/users/me') return { body: meResponse() };
    if (url.pathname === '/api/notifications/unread-count') return { body: { unread: 0 } };
    if (isBadgeCall(call)) return { body: { count: 2, exact: true } };
    if (url.pathname === '/api/leads' && url.searchParams.get('columns') === 'createdAt') {
      const { rows, newLeadsCount } = probe();
      return { body: { ...listResponse(rows), newLeadsCount } };
    }
    if (url.pathname === '/api/leads') return { body: listResponse([omar]) };
    if (url.pathname === `/api/leads/${omar.id}`) return { body: makeDetail(omar) };
    if (url.pathname.startsWith('/api/users/')) return { body: { rows: [], count: 0 } };
    return undefined;
  });
  return { calls, stream };
}

const isProbe = (c: FetchCall) => c.url.startsWith('/api/leads?') && c.url.includes('columns=createdAt');
const isGridList = (c: FetchCall) => c.url.startsWith('/api/leads?') && !isProbe(c);

describe('leads page, live', { timeout: 60_000 }, () => {
  it('says "N new leads: show" for leads of this view that arrived, without moving the rows, and shows them on request', async () => {
    signInAs();
    let probeRows = [omar];
    let newToday = 2;
    const { calls, stream } = mockLiveLeads(() => ({ rows: probeRows, newLeadsCount: newToday }));
    renderApp('/leads?STATUS=NEW');
    await screen.findByRole('button', { name: 'Open Omar Haddad' }, SLOW);
    expect(screen.getByText('New today: 2')).toBeInTheDocument();
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.send('ready', { lastEventId: null });
    await waitFor(() => expect(calls.filter(isProbe)).toHaveLength(1));
    // The check asks for this view (its filters), newest first.
    const probe = new URL(calls.filter(isProbe)[0]!.url, 'http://localhost').searchParams;
    expect(probe.get('STATUS')).toBe('NEW');
    expect(probe.get('sortBy')).toBe('{"createdAt":-1}');
    expect(probe.get('newLeads')).toBe('true');
    expect(screen.queryByTestId('new-leads-banner')).toBe(null);

    const gridCalls = calls.filter(isGridList).length;
    probeRows = [arrived(2), arrived(1), omar];
    newToday = 4;
    stream.send('leads.created', { count: 2 });
    expect(await screen.findByText('2 new leads')).toBeInTheDocument();
    // The spec's count follows live; the grid was not reloaded under the user's pointer.
    expect(await screen.findByText('New today: 4')).toBeInTheDocument();
    expect(calls.filter(isGridList)).toHaveLength(gridCalls);
    expect(screen.queryByRole('button', { name: 'Open New1 Haddad' })).toBe(null);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(calls.filter(isGridList).length).toBeGreaterThan(gridCalls));
    await waitFor(() => expect(screen.queryByTestId('new-leads-banner')).toBe(null));
  });

  it('shows nothing when the leads that arrived are outside the view', async () => {
    signInAs();
    const { calls, stream } = mockLiveLeads(() => ({ rows: [omar], newLeadsCount: 3 }));
    renderApp('/leads');
    await screen.findByRole('button', { name: 'Open Omar Haddad' }, SLOW);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.send('ready', { lastEventId: null });
    await waitFor(() => expect(calls.filter(isProbe)).toHaveLength(1));
    stream.send('leads.created', { count: 1 });
    await waitFor(() => expect(calls.filter(isProbe)).toHaveLength(2));
    expect(await screen.findByText('New today: 3')).toBeInTheDocument();
    expect(screen.queryByTestId('new-leads-banner')).toBe(null);
  });

  it('tells the open lead was changed by someone else, not by the user', async () => {
    signInAs();
    const { calls, stream } = mockLiveLeads(() => ({ rows: [omar], newLeadsCount: 2 }));
    renderApp(`/leads?lead=${omar.id}`);
    await screen.findByRole('dialog', {}, SLOW);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.send('lead.changed', { leadId: omar.id, by: adminUser.id });
    stream.send('lead.changed', { leadId: 'another-lead', by: 'someone-else' });
    stream.send('ready', { lastEventId: null });
    await waitFor(() => expect(calls.filter(isProbe)).toHaveLength(1));
    expect(screen.queryByTestId('lead-changed-notice')).toBe(null);

    const details = () => calls.filter((c) => c.url === `/api/leads/${omar.id}`).length;
    const before = details();
    stream.send('lead.changed', { leadId: omar.id, by: 'someone-else' });
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(details()).toBeGreaterThan(before));
    expect(screen.queryByTestId('lead-changed-notice')).toBe(null);
  });
});
