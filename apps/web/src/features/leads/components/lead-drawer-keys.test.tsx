import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { fakeLeadsServer, signInAsRole } from '../test-lead-work';

const SLOW = { timeout: 30_000 };

const rowOf = (id: string) => document.querySelector<HTMLElement>(`.MuiDataGrid-row[data-id="${id}"]`);

/** Issue 19 "What a sales floor expects" item 2: the drawer's keys and the grid's status and funnel menus. */
describe('lead drawer keys and grid cell edits', { timeout: 90_000 }, () => {
  it('moves with j / k, opens status, funnel and assignee with s, f, a, goes to the comment with c, shows ? and closes with Esc', async () => {
    signInAsRole('admin');
    const server = fakeLeadsServer();
    const [first, second, third] = server.leads;
    const { router } = renderApp(`/leads?lead=${second!.id}`);
    const leadParam = () => new URLSearchParams(router.state.location.search).get('lead');
    await screen.findByRole('dialog', { name: 'Omar2 Haddad' }, SLOW);
    await waitFor(() => expect(rowOf(third!.id)).not.toBeNull(), SLOW);
    const user = userEvent.setup();

    await user.keyboard('j');
    await waitFor(() => expect(leadParam()).toBe(third!.id));
    await screen.findByRole('dialog', { name: 'Omar3 Haddad' }, SLOW);
    await user.keyboard('k');
    await user.keyboard('k');
    await waitFor(() => expect(leadParam()).toBe(first!.id));
    let drawer = await screen.findByRole('dialog', { name: 'Omar1 Haddad' }, SLOW);
    // The first row has no previous one: k stays.
    await user.keyboard('k');
    expect(leadParam()).toBe(first!.id);

    await user.keyboard('s');
    const statuses = await screen.findByRole('listbox');
    expect(within(statuses).getByRole('option', { name: 'follow up' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.keyboard('f');
    expect(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Whale' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(leadParam()).toBe(first!.id);

    // c: the comment box; letters typed there are text, not commands.
    drawer = screen.getByRole('dialog', { name: 'Omar1 Haddad' });
    await user.keyboard('c');
    const box = within(drawer).getByLabelText('Add a comment');
    expect(box).toHaveFocus();
    await user.keyboard('jk?s');
    expect(box).toHaveValue('jk?s');
    expect(leadParam()).toBe(first!.id);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();

    // a: the assignee picker, open, with the users the actor may assign to.
    await user.click(within(drawer).getByRole('heading', { name: 'Omar1 Haddad' }));
    await user.keyboard('a');
    expect(within(drawer).getByRole('combobox', { name: 'Assigned to' })).toHaveFocus();
    expect(
      within(await screen.findByRole('listbox')).getByRole('option', { name: /Sami Sales/ }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    // ?: the sheet of keys.
    await user.click(within(drawer).getByRole('heading', { name: 'Omar1 Haddad' }));
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const text of [
      'Next lead in the list',
      'Previous lead in the list',
      'Change the status',
      'Write a comment',
      'Assign to a user',
      'Close the lead',
    ]) {
      expect(within(sheet).getByText(text)).toBeInTheDocument();
    }
    expect(within(sheet).getByText('J')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument(),
    );

    // Esc closes the drawer.
    await user.click(within(drawer).getByRole('heading', { name: 'Omar1 Haddad' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(leadParam()).toBeNull());
    expect(server.posted('changeStatus')).toEqual([]);
  });

  it('changes a status from the grid row with one click, and a funnel with the keyboard', async () => {
    signInAsRole('admin');
    const server = fakeLeadsServer();
    const [first, second] = server.leads;
    renderApp('/leads');
    const user = userEvent.setup();
    const status = await screen.findByRole('button', { name: 'Change the status of Omar1 Haddad' }, SLOW);
    await user.click(status);
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'active' }));
    await waitFor(() =>
      expect(server.posted('changeStatus')).toEqual([{ leadId: first!.id, status: 'ACTIVE' }]),
    );
    await waitFor(() => expect(within(rowOf(first!.id)!).getByText('active')).toBeInTheDocument());
    await waitFor(() => expect(rowOf(first!.id)!.className).toContain('lead-row-changed'));

    const funnel = screen.getByRole('button', { name: 'Change the funnel of Omar2 Haddad' });
    funnel.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(server.posted('bulkFunnel')).toEqual([{ leads: [second!.id], funnel: 'Follow up' }]),
    );
    await waitFor(() => expect(within(rowOf(second!.id)!).getByText('Follow up')).toBeInTheDocument());
  });
});
