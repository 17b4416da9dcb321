import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { fakeLeadsServer, signInAsRole } from '../test-lead-work';
import { SALES } from '../test-leads';

const SLOW = { timeout: 30_000 };

/** The grid row of lead `id` (the data grid marks rows with `data-id`). */
/** The id of the first lead of every fake server (they are made alike). */
const server0 = () => '00000000-0000-4000-8000-000000000001';

const rowOf = (id: string) => document.querySelector<HTMLElement>(`.MuiDataGrid-row[data-id="${id}"]`);

async function openDrawer(name: string) {
  const drawer = await screen.findByRole('dialog', { name }, SLOW);
  return drawer;
}

/** Issue 19 "What a sales floor expects" item 2: work a lead in the drawer without closing it. */
describe('working a lead in the drawer', { timeout: 90_000 }, () => {
  it('changes status, funnel and assignee, and adds a comment, with the drawer open and the row updated in place', async () => {
    signInAsRole('admin');
    const server = fakeLeadsServer();
    const lead = server.leads[1]!;
    renderApp(`/leads?lead=${lead.id}`);
    const drawer = await openDrawer('Omar2 Haddad');
    const user = userEvent.setup();

    await user.click(within(drawer).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'follow up' }));
    await waitFor(() =>
      expect(server.posted('changeStatus')).toEqual([{ leadId: lead.id, status: 'FOLLOW_UP' }]),
    );
    await waitFor(() => expect(within(rowOf(lead.id)!).getByText('follow up')).toBeInTheDocument());
    await waitFor(() => expect(rowOf(lead.id)!.className).toContain('lead-row-changed'));

    await user.click(within(drawer).getByRole('combobox', { name: 'Funnel' }));
    await user.click(await screen.findByRole('option', { name: 'Whale' }));
    await waitFor(() => expect(server.posted('bulkFunnel')).toEqual([{ leads: [lead.id], funnel: 'Whale' }]));
    await waitFor(() => expect(within(rowOf(lead.id)!).getByText('Whale')).toBeInTheDocument());

    await user.click(within(drawer).getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: /Sami Sales/ }));
    await waitFor(() =>
      expect(server.posted('assign')).toEqual([{ leadsIds: [lead.id], username: SALES.username }]),
    );
    await waitFor(() => expect(within(rowOf(lead.id)!).getByText('Sami Sales')).toBeInTheDocument());
    expect(within(drawer).getByRole('combobox', { name: 'Assigned to' })).toHaveValue('Sami Sales');

    // The comment shows at once: the detail's refetch is held back until the end.
    let release = () => {};
    server.state.gate = new Promise<void>((r) => (release = r));
    await user.type(within(drawer).getByLabelText('Add a comment'), 'Call back Sunday');
    await user.click(within(drawer).getByRole('button', { name: 'Add comment' }));
    await within(drawer).findByText('Call back Sunday', { selector: 'li p' });
    await waitFor(() => expect(within(drawer).getByLabelText('Add a comment')).toHaveValue(''));
    expect(within(drawer).getByText('Comments (1)')).toBeInTheDocument();
    expect(server.posted('addComment')).toEqual([{ leadId: lead.id, text: 'Call back Sunday' }]);
    release();

    // Still the same drawer, never closed.
    expect(screen.getByRole('dialog', { name: 'Omar2 Haddad' })).toBe(drawer);
    expect(within(drawer).getByRole('combobox', { name: 'Status' })).toHaveTextContent('follow up');
  });

  it('shows the server’s message in a toast and puts the field back when the server refuses', async () => {
    signInAsRole('admin');
    const server = fakeLeadsServer();
    const lead = server.leads[0]!;
    server.state.refuse = { path: 'changeStatus', status: 403, message: 'You cannot change leads' };
    renderApp(`/leads?lead=${lead.id}`);
    const drawer = await openDrawer('Omar1 Haddad');
    const user = userEvent.setup();
    await user.click(within(drawer).getByRole('combobox', { name: 'Status' }));
    let release = () => {};
    server.state.hold = new Promise<void>((r) => (release = r));
    await user.click(await screen.findByRole('option', { name: 'active' }));
    // Shown at once in the drawer and the grid row, before the server answers.
    await waitFor(() => expect(within(rowOf(lead.id)!).getByText('active')).toBeInTheDocument());
    expect(within(drawer).getByRole('combobox', { name: 'Status' })).toHaveTextContent('active');
    release();
    expect(await screen.findByText('You cannot change leads')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(drawer).getByRole('combobox', { name: 'Status' })).toHaveTextContent('new'),
    );
    expect(within(rowOf(lead.id)!).getByText('new')).toBeInTheDocument();
    expect(within(rowOf(lead.id)!).queryByText('active')).not.toBeInTheDocument();
  });

  it('gives a sales agent the edit controls and an affiliate (no right to change leads) none', async () => {
    // A sales agent may change leads (roles.ts canEditLeads): status, funnel and assignee in the drawer and
    // the grid's menus (behind the drawer's modal, so `hidden`).
    signInAsRole('sales');
    fakeLeadsServer(5, 'sales');
    const agent = renderApp(`/leads?lead=${server0()}`);
    const agentDrawer = await openDrawer('Omar1 Haddad');
    for (const name of ['Status', 'Funnel', 'Assigned to']) {
      expect(within(agentDrawer).getByRole('combobox', { name })).toBeInTheDocument();
    }
    expect(
      await screen.findByRole('button', { name: 'Change the status of Omar1 Haddad', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Change the funnel of Omar1 Haddad', hidden: true }),
    ).toBeInTheDocument();
    agent.unmount();

    signInAsRole('affiliate');
    const server = fakeLeadsServer(5, 'affiliate');
    const lead = server.leads[0]!;
    renderApp(`/leads?lead=${lead.id}`);
    const drawer = await openDrawer('Omar1 Haddad');
    // The values are shown, not editable; the grid shows the row's status as a plain chip.
    expect(within(drawer).getAllByText('new').length).toBeGreaterThan(0);
    expect(within(drawer).queryByRole('combobox')).not.toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(lead.id)!).getByText('new')).toBeInTheDocument());
    expect(
      screen.queryByRole('button', { name: /Change the status of/, hidden: true }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Change the funnel of/, hidden: true }),
    ).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.keyboard('s');
    await user.keyboard('a');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Comments stay open to everyone who sees the lead.
    expect(within(drawer).getByLabelText('Add a comment')).toBeInTheDocument();
  });
});
