import type { Notification } from '@leadhouse/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meResponse, signInAs } from '../../../test/fixtures';
import { liveStream } from '../../../test/live-stream';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const LEAD_ID = '00000000-0000-4000-8000-000000000042';

function note(overrides: Partial<Notification>): Notification {
  return {
    id: 'n1',
    kind: 'lead.assigned',
    subject: 'lead',
    subjectId: LEAD_ID,
    data: { count: 1, name: 'Omar Haddad' },
    createdAt: '2026-03-01T09:30:00.000Z',
    readAt: null,
    ...overrides,
  };
}

/**
 * The API of the bell: `/users/me`, the unread count (`unread()` at the time of the call), the list, the
 * read routes, the event stream; the dashboard's own data is not found (the page does not matter here).
 */
function mockBellApi(unread: () => number, rows: Notification[] = []) {
  const stream = liveStream();
  const calls = mockFetch((call: FetchCall) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (stream.matches(call)) return stream.connect(call);
    if (pathname === '/api/users/me') return { body: meResponse() };
    if (pathname === '/api/notifications/unread-count') return { body: { unread: unread() } };
    if (pathname === '/api/notifications') return { body: { rows, count: rows.length, unread: unread() } };
    if (pathname === '/api/notifications/read-all') return { body: { updated: unread(), unread: 0 } };
    if (pathname.startsWith('/api/notifications/') && call.method === 'POST')
      return { body: { ...rows[0], readAt: '2026-03-01T10:00:00.000Z' } };
    return undefined;
  });
  return { calls, stream };
}

// The first render loads the app's lazy chunks, which takes seconds on a busy 2-core machine.
const bell = (name: RegExp | string = /^Notifications/) =>
  screen.findByRole('button', { name }, { timeout: 30_000 });
const badgeOf = (button: HTMLElement) => within(button).getByTestId('notification-badge');
const unreadCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.endsWith('/unread-count')).length;

describe('notification bell', { timeout: 60_000 }, () => {
  it('shows the unread count from the server, and no badge at 0 (not the template’s 5)', async () => {
    signInAs();
    let unread = 3;
    const { stream } = mockBellApi(() => unread);
    renderApp('/dashboard');
    const button = await bell('Notifications (3)');
    expect(badgeOf(button)).toHaveTextContent('3');
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(button.querySelector('.MuiBadge-invisible')).toBe(null);
    unread = 0;
    stream.send('notifications.read', { unread: 0 }, '7');
    const quiet = await bell('Notifications');
    expect(quiet.querySelector('.MuiBadge-invisible')).not.toBe(null);
    expect(screen.queryByText('5')).not.toBeInTheDocument();
  });

  it('takes the count of a live notification at once', async () => {
    signInAs();
    const { stream } = mockBellApi(() => 0);
    renderApp('/dashboard');
    await bell('Notifications');
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.send('ready', { lastEventId: null });
    stream.send('notification', { id: 'n9', kind: 'lead.assigned', unread: 4 }, '9');
    expect(await bell('Notifications (4)')).toBeInTheDocument();
  });

  it('lists the notifications, marks all read and opens a lead in its drawer', async () => {
    signInAs();
    let unread = 2;
    const rows = [
      note({ id: 'n2', data: { count: 3 }, createdAt: '2026-03-02T08:00:00.000Z' }),
      note({
        id: 'n1',
        readAt: '2026-03-01T10:00:00.000Z',
        kind: 'domain.verified',
        subject: 'domain',
        data: { name: 'offers.example.com' },
      }),
    ];
    const { calls } = mockBellApi(() => unread, rows);
    const { router } = renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await bell('Notifications (2)'));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('button', { name: /assigned|verified/ });
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('3 leads were assigned to you'),
      expect.stringContaining('A domain was verified'),
    ]);
    expect(items[0]).toHaveTextContent('02.03.2026');
    expect(items[1]).toHaveTextContent('offers.example.com');
    expect(within(items[0]!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('img', { name: 'Unread' })).toBe(null);

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/notifications/read-all')).toBe(true));
    unread = 0;
    // The popover is open: the bell behind it is hidden from the accessibility tree.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();

    await user.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads'));
    expect(router.state.location.search).toBe(`?lead=${LEAD_ID}`);
    expect(calls.some((c) => c.url === '/api/notifications/n2/read' && c.method === 'POST')).toBe(true);
  });

  it("says 'No notifications found' when there are none", async () => {
    signInAs();
    mockBellApi(() => 0);
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await bell('Notifications'));
    expect(await screen.findByText('No notifications found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('reconnects after the stream drops, resumes after the last event and reads the count again', async () => {
    signInAs();
    let unread = 1;
    const { calls, stream } = mockBellApi(() => unread);
    renderApp('/dashboard');
    await bell('Notifications (1)');
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.connections[0]!.headers.Authorization).toMatch(/^Bearer /);
    stream.send('ready', { lastEventId: null }, '41');
    await waitFor(() => expect(unreadCalls(calls)).toBe(2));
    // The server restarts; a notification is written while the stream is down.
    stream.drop();
    unread = 2;
    await waitFor(() => expect(stream.connections).toHaveLength(2), { timeout: 10_000 });
    expect(stream.connections[1]!.headers['last-event-id']).toBe('41');
    stream.send('ready', { lastEventId: '41' });
    expect(await bell('Notifications (2)')).toBeInTheDocument();
    // Quietly: no error shown while it was away.
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('signs the user out when the stream refuses the token (revoked)', async () => {
    signInAs();
    const stream = liveStream();
    const refused: FetchCall[] = [];
    const calls = mockFetch((call) => {
      const { pathname } = new URL(call.url, 'http://localhost');
      if (stream.matches(call)) {
        refused.push(call);
        return { status: 401, body: { message: 'Token revoked', code: 'UNAUTHORIZED' } };
      }
      if (pathname === '/api/users/me') return { body: meResponse() };
      if (pathname === '/api/notifications/unread-count') return { body: { unread: 0 } };
      return undefined;
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(refused).toHaveLength(1);
    expect(calls.length).toBeGreaterThan(0);
  });
});
