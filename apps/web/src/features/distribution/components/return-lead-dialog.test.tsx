import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meHandler, renderSignedIn } from '../../lead-import/test-utils';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import { ReturnLeadDialog } from './return-lead-dialog';

/*
 * The return dialog on the shared form dialog (issue 20 §2): the contract's reason rule under the field, the
 * body the server's contract takes, and a refusal that keeps the dialog open.
 */

const LEAD = '6f1d2f0e-5b1a-4c39-9a53-3f0b7c2d1e01';
const FIRST = '1c0f7a52-8d0e-4a2b-9f7e-2b5e9c4d3a10';
const SECOND = '9e3b1d44-6a7c-4f15-8b2d-7c1a0e5f6b22';
const buyers = [
  { integrationId: FIRST, integrationName: 'Gulf Leads' },
  { integrationId: SECOND, integrationName: 'Desert Sales' },
];
const routeAfter = {
  leadId: LEAD,
  state: 'returned',
  flow: null,
  holdUntil: null,
  attempts: 1,
  sends: [],
  steps: [],
  updatedAt: null,
};

afterEach(() => vi.unstubAllGlobals());

/** Renders the dialog with `answer` for the return; answers the calls made and the close spy. */
async function open(answer: (call: FetchCall) => { status?: number; body?: unknown }) {
  const calls = mockFetch((call) =>
    call.url === '/api/distribution/returns' ? answer(call) : meHandler(call),
  );
  const onClose = vi.fn();
  const { queryClient } = await renderSignedIn(
    <ReturnLeadDialog leadId={LEAD} buyers={buyers} onClose={onClose} />,
  );
  const returns = () => calls.filter((c) => c.url === '/api/distribution/returns');
  return { onClose, returns, queryClient };
}

describe('return a lead', () => {
  it('refuses an empty reason under the field and sends nothing', async () => {
    const { onClose, returns } = await open(() => ({ body: routeAfter }));
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(await screen.findByText('Give a reason of 1 to 500 characters')).toBeTruthy();
    expect(returns()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the chosen buyer, the trimmed reason and re-route, then closes with a toast', async () => {
    const { onClose, returns, queryClient } = await open(() => ({ body: routeAfter }));
    // The lead drawer's delivery log, as cached before the return: it must be read again after it.
    const log = ['deliveries', 'deliveries.list', null, { leadId: LEAD }];
    queryClient.setQueryData(log, { rows: [], count: 0 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Buyer/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Desert Sales' }));
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: '  wrong number  ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send it on to the next buyer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryState(log)?.isInvalidated).toBe(true);
    expect(returns().map((c) => c.body)).toEqual([
      { leadId: LEAD, integrationId: SECOND, reason: 'wrong number', reroute: true },
    ]);
    expect(await screen.findByText('Lead returned')).toBeTruthy();
  });

  it('keeps the dialog open with the server message when the return is refused', async () => {
    const { onClose, returns } = await open(() => ({
      status: 409,
      body: { message: 'The return window of this lead has closed', code: 'CONFLICT' },
    }));
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'too late' } });
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(await screen.findByText(/return window/)).toBeTruthy();
    expect(returns().map((c) => c.body)).toEqual([
      { leadId: LEAD, integrationId: FIRST, reason: 'too late', reroute: false },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
