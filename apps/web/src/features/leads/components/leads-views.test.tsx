import type { SavedView } from '@leadhouse/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { lastListQuery, mockLeadsApi, waitForList } from '../test-leads';

const VIEW: SavedView = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Emirates by name',
  state: {
    filters: { COUNTRIES: 'AE', QUICK_FILTER: 'FOLLOW_UP' },
    sort: 'firstName',
    search: '',
    columns: ['firstName', 'status', 'country'],
  },
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

/** Saves the list's state from the "Views" menu under `name`; answers the dialog (still open on a refusal). */
async function saveCurrentViewAs(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: 'Views' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save the current view' });
  await user.type(within(dialog).getByLabelText('Name'), name);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

/* Issue 19: the "Views" menu of the leads toolbar saves the list's state and applies a saved one. */
describe('saved views menu', { timeout: 60_000 }, () => {
  it('saves the current filters, sort, search and columns under a name', async () => {
    signInAs();
    const calls = mockLeadsApi(undefined, (call) => {
      if (call.url === '/api/savedViews' && call.method === 'GET') return { body: { rows: [] } };
      if (call.url === '/api/savedViews' && call.method === 'POST') {
        const body = call.body as Pick<SavedView, 'name' | 'state'>;
        return { status: 201, body: { ...VIEW, ...body } };
      }
      return undefined;
    });
    renderApp('/leads?STATUS=NEW,ACTIVE&sort=-lastName&search=ali&page=2');
    const user = await waitForList();
    await saveCurrentViewAs(user, 'New and active');
    expect(await screen.findByText('View “New and active” saved')).toBeInTheDocument();
    const post = calls.find((c) => c.url === '/api/savedViews' && c.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'New and active',
      state: { filters: { STATUS: 'NEW,ACTIVE' }, sort: '-lastName', search: 'ali' },
    });
    const columns = (post?.body as { state: { columns: string[] } }).state.columns;
    expect(columns).toContain('firstName');
    expect(columns).not.toContain('pool'); // hidden by default
  });

  it('shows a refused name under the field and keeps the dialog open', async () => {
    signInAs();
    mockLeadsApi(undefined, (call) => {
      if (call.url === '/api/savedViews' && call.method === 'GET') return { body: { rows: [VIEW] } };
      if (call.url === '/api/savedViews' && call.method === 'POST') {
        return {
          status: 409,
          body: {
            message: 'You already have a view with this name',
            code: 'CONFLICT',
            key: 'messages.savedViewNameTaken',
          },
        };
      }
      return undefined;
    });
    renderApp('/leads');
    const user = await waitForList();
    const dialog = await saveCurrentViewAs(user, VIEW.name);
    expect(await within(dialog).findByText('You already have a view with this name')).toBeInTheDocument();
  });

  it('applies a saved view: the URL, the list query and the shown columns follow it', async () => {
    signInAs();
    const calls = mockLeadsApi(undefined, (call) =>
      call.url === '/api/savedViews' && call.method === 'GET' ? { body: { rows: [VIEW] } } : undefined,
    );
    const { router } = renderApp('/leads?STATUS=NEW&page=3');
    const user = await waitForList();
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: /Emirates by name/ }));
    await waitFor(() => expect(lastListQuery(calls).get('COUNTRIES')).toBe('AE'));
    const query = lastListQuery(calls);
    expect(query.get('STATUS')).toBeNull();
    expect(query.get('QUICK_FILTER')).toBe('FOLLOW_UP');
    expect(query.get('sortBy')).toBe('{"firstName":1}');
    expect(query.get('page')).toBe('1');
    expect(query.get('columns')?.split(',').sort()).toEqual(['country', 'firstName', 'status']);
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('COUNTRIES')).toBe('AE');
    expect(search.get('sort')).toBe('firstName');
    expect(screen.queryByRole('columnheader', { name: /Email/ })).not.toBeInTheDocument();
  });
});
