import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { bulkDelete, bulkSetStatus, makeDetail, makeLead, mockLeadsApi, waitForList } from '../test-leads';

const SLOW = { timeout: 30_000 };
const ACTION = '22222222-2222-4222-8222-222222222222';

/** The server's answer to a status change that may be undone for the next 10 minutes. */
const statusChangedWithUndo = () => ({
  body: {
    message: 'Status changed Successfully!',
    count: 1,
    undo: { actionId: ACTION, undoUntil: new Date(Date.now() + 600_000).toISOString() },
  },
});

/** The server's answer to `POST /api/leads/undo`: how many leads came back and how many were kept. */
const undone = (restored: number, skipped: number) => ({
  body: { message: `Undone: ${restored} restored, ${skipped} changed since and kept`, restored, skipped },
});

/* Issue 19 "Undo": a bulk action's toast carries Undo, which posts the action id and reports the outcome. */
describe('undo of a bulk action', { timeout: 60_000 }, () => {
  it('shows Undo in the toast; Undo posts the action and says how many came back and how many were kept', async () => {
    signInAs();
    const calls = mockLeadsApi(undefined, (call) => {
      if (call.url === '/api/leads/bulkStatus') {
        return statusChangedWithUndo();
      }
      if (call.url === '/api/leads/undo') {
        return undone(3, 1);
      }
      return undefined;
    });
    renderApp('/leads');
    const user = await waitForList();
    await bulkSetStatus(user, 'active');
    expect(await screen.findByText('Status changed Successfully!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText(
        'Undone: 3 leads have their previous values back. 1 lead changed by someone since was left as it is.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/leads/undo')?.body).toEqual({ actionId: ACTION });
    // The list is read again after the undo.
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/leads?')).length,
      ).toBeGreaterThan(2),
    );
  });

  it('shows the server refusal of an expired undo', async () => {
    signInAs();
    mockLeadsApi(undefined, (call) => {
      if (call.url === '/api/leads/markAsDeleted') {
        const undo = { actionId: ACTION, undoUntil: new Date().toISOString() };
        return { body: { message: 'Leads Deleted Successfully', count: 1, undo } };
      }
      if (call.url === '/api/leads/undo') {
        return {
          status: 409,
          body: {
            message: 'This action is older than 10 minutes and can no longer be undone',
            code: 'CONFLICT',
            key: 'messages.undoExpired',
            params: { minutes: 10 },
          },
        };
      }
      return undefined;
    });
    renderApp('/leads');
    const user = await waitForList();
    await bulkDelete(user);
    await user.click(await screen.findByRole('button', { name: 'Undo' }, SLOW));
    expect(
      await screen.findByText('This action is older than 10 minutes and can no longer be undone'),
    ).toBeInTheDocument();
  });

  it('offers Undo after a single-lead status change in the drawer', async () => {
    signInAs();
    const lead = makeLead({ status: 'NEW' });
    const calls = mockLeadsApi(undefined, (call) => {
      if (call.url === `/api/leads/${lead.id}`) return { body: makeDetail(lead) };
      if (call.url === '/api/leads/changeStatus') {
        return statusChangedWithUndo();
      }
      if (call.url === '/api/leads/undo') {
        return undone(1, 0);
      }
      return undefined;
    });
    renderApp(`/leads?lead=${lead.id}`);
    const user = userEvent.setup();
    const drawer = await screen.findByRole('dialog', { name: 'Layla Haddad' }, SLOW);
    await user.click(within(drawer).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'follow up' }));
    // The drawer is modal: the toast under it is out of the accessibility tree while it is open.
    await user.click(await screen.findByRole('button', { name: 'Undo', hidden: true }, SLOW));
    expect(await screen.findByText('Undone: 1 lead has its previous values back.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/leads/undo')?.body).toEqual({ actionId: ACTION });
  });
});
