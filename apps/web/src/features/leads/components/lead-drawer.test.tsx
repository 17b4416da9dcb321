import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeDetail, makeLead, mockLeadsApi } from '../test-leads';

const SLOW = { timeout: 30_000 };

/** The lead drawer, split into header, sections and comments: each part still shows its data. */
describe('lead drawer', { timeout: 60_000 }, () => {
  it('shows the header, every tab section and the comments; adds a comment', async () => {
    signInAs();
    const lead = makeLead({ internalId: 7, firstName: 'Omar', email: 'omar@example.com' });
    const detail = makeDetail(lead, {
      comments: [
        {
          _id: 'c1',
          leadId: lead.id,
          text: 'Call back on Sunday',
          createdAt: '2026-03-02T10:00:00.000Z',
          createdBy: { id: 'u1', name: 'Sami Sales' },
        },
      ],
      history: [
        {
          field: 'status',
          from: 'NEW',
          to: 'FOLLOW_UP',
          at: '2026-03-02T10:00:00.000Z',
          changedBy: { id: 'u1', name: 'Sami Sales' },
        },
      ],
      integrationsHistory: [{ at: '2026-03-03T10:00:00.000Z', error: 'Broker refused' }],
    });
    const calls = mockLeadsApi(undefined, (call) => {
      if (call.url === `/api/leads/${lead.id}`) return { body: detail };
      if (call.url === '/api/leads/addComment') {
        return {
          status: 201,
          body: { ...detail.comments[0], _id: 'c2', text: (call.body as { text: string }).text },
        };
      }
      return undefined;
    });
    renderApp(`/leads?lead=${lead.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Omar Haddad' }, SLOW);
    expect(within(drawer).getByText('omar@example.com')).toBeInTheDocument();
    expect(within(drawer).getByText('Call back on Sunday')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(drawer).getByRole('tab', { name: 'History' }));
    expect(within(drawer).getByText(/by Sami Sales/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('tab', { name: 'Integrations' }));
    expect(within(drawer).getByText('Broker refused')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Add a comment'), 'Interested');
    await user.click(within(drawer).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/leads/addComment')).toBe(true));
    expect(calls.find((c) => c.url === '/api/leads/addComment')?.body).toEqual({
      leadId: lead.id,
      text: 'Interested',
    });
  });
});
