import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  bulkDelete,
  bulkSetStatus,
  lastListQuery,
  listResponse,
  makeLead,
  mockLeadsApi,
  waitForList,
} from '../test-leads';

// The first render loads the lazy leads chunk (and MUI X) in jsdom, which can take a few seconds.
const SLOW = { timeout: 30_000 };

describe('leads page', { timeout: 60_000 }, () => {
  it('lists leads from the server with the new-leads count, statuses lowercase and No Funnel', async () => {
    signInAs();
    const calls = mockLeadsApi(() =>
      listResponse([
        makeLead({ internalId: 1, firstName: 'Omar', status: 'FOLLOW_UP', funnel: null }),
        makeLead({ internalId: 2, firstName: 'Huda', status: 'ACTIVE', funnel: 'Whale' }),
      ]),
    );
    renderApp('/leads');
    expect(await screen.findByRole('button', { name: 'Open Omar Haddad' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('New today: 2')).toBeInTheDocument();
    expect(screen.getByText('follow up')).toBeInTheDocument();
    expect(screen.getByText('No Funnel')).toBeInTheDocument();
    expect(screen.getByText('Whale')).toBeInTheDocument();
    const query = lastListQuery(calls);
    expect(query.get('page')).toBe('1');
    expect(query.get('limit')).toBe('40');
    expect(query.get('TZ')).toBeTruthy();
  });

  it("shows 'No record found' for an empty list", async () => {
    signInAs();
    mockLeadsApi(() => listResponse([]));
    renderApp('/leads');
    expect(await screen.findByText('No record found', {}, SLOW)).toBeInTheDocument();
  });

  it('honours the header search term from the URL as keywords', async () => {
    signInAs();
    const calls = mockLeadsApi();
    renderApp('/leads?search=omar&STATUS=NEW');
    expect(await screen.findByText('Results for “omar”', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(lastListQuery(calls).get('keywords')).toBe('omar'));
    expect(lastListQuery(calls).get('STATUS')).toBe('NEW');
  });

  it('sorts on the server: a new column starts ascending, the same column flips', async () => {
    signInAs();
    const calls = mockLeadsApi();
    const { router } = renderApp('/leads');
    const user = await waitForList();
    await user.click(screen.getByRole('columnheader', { name: /Last name/ }));
    await waitFor(() => expect(lastListQuery(calls).get('sortBy')).toBe('{"lastName":1}'));
    expect(router.state.location.search).toContain('sort=lastName');
    await user.click(screen.getByRole('columnheader', { name: /Last name/ }));
    await waitFor(() => expect(lastListQuery(calls).get('sortBy')).toBe('{"lastName":-1}'));
    expect(router.state.location.search).toContain('sort=-lastName');
  });

  it('changes the funnel of the selected leads, shows the spec toast and reloads the list', async () => {
    signInAs();
    let funnel: string | null = null;
    const calls = mockLeadsApi(
      () =>
        listResponse([
          makeLead({ internalId: 1, firstName: 'Omar', funnel }),
          makeLead({ internalId: 2, firstName: 'Huda', funnel }),
        ]),
      (call) => {
        if (call.url === '/api/leads/bulkFunnel') {
          funnel = (call.body as { funnel: string }).funnel;
          return { body: { message: 'Funnel changed Successfully!', count: 2 } };
        }
        return undefined;
      },
    );
    renderApp('/leads');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Open Omar Haddad' }, SLOW);
    const funnelButton = screen.getByRole('button', { name: 'Funnel' });
    expect(funnelButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    await user.click(funnelButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Whale' }));
    expect(await screen.findByText('Funnel changed Successfully!')).toBeInTheDocument();
    const post = calls.find((c) => c.url === '/api/leads/bulkFunnel');
    expect(post?.body).toEqual({
      leads: [makeLead({ internalId: 1 }).id, makeLead({ internalId: 2 }).id],
      funnel: 'Whale',
    });
    await waitFor(() => expect(screen.getAllByText('Whale').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByText('Select leads to act on them')).toBeInTheDocument();
  });

  it('keeps "select all" to the rows shown: a lead a refresh brings is not selected', async () => {
    signInAs();
    const shown = [
      makeLead({ internalId: 1, firstName: 'Omar' }),
      makeLead({ internalId: 2, firstName: 'Huda' }),
    ];
    let rows = shown;
    mockLeadsApi(() => listResponse(rows));
    renderApp('/leads');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Open Omar Haddad' }, SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    // A new lead arrives on top (a live update or the Refresh button): it stays unselected.
    rows = [makeLead({ internalId: 3, firstName: 'Salem' }), ...shown];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('button', { name: 'Open Salem Haddad' });
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    const row = screen.getByRole('button', { name: 'Open Salem Haddad' }).closest('[role="row"]')!;
    expect(row.querySelector('input[type="checkbox"]')).not.toBeChecked();
  });

  it('asks before deleting and says so after', async () => {
    signInAs();
    const calls = mockLeadsApi(undefined, (call) =>
      call.url === '/api/leads/markAsDeleted'
        ? { body: { message: 'Leads Deleted Successfully', count: 1 } }
        : undefined,
    );
    renderApp('/leads');
    const user = await waitForList();
    await bulkDelete(user);
    expect(await screen.findByText('Leads Deleted Successfully')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/leads/markAsDeleted')).toBe(true);
  });

  it('shows the server message when a bulk action fails', async () => {
    signInAs();
    mockLeadsApi(undefined, (call) =>
      call.url === '/api/leads/bulkStatus'
        ? { status: 403, body: { message: 'Your role cannot change leads', code: 'FORBIDDEN' } }
        : undefined,
    );
    renderApp('/leads');
    const user = await waitForList();
    await bulkSetStatus(user, 'active');
    expect(await screen.findByText('Your role cannot change leads')).toBeInTheDocument();
  });
});
