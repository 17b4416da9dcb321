import type { Buyer } from '@leadhouse/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { makeFlow, makeFlowBuyer, NO_ACTIVITY } from '../test-distribution';

/*
 * "Count the total again" on the flows screen (ANCHORS "total (manual reset)"): offered under a buyer with a
 * total cap only, asked first (nothing is sent on Cancel), then `POST …/resetTotal` and a toast.
 */

const SLOW = { timeout: 30_000 };
const FLOW = '2a9c1f30-4b5d-4e6f-8a7b-9c0d1e2f3a40';
const CAPPED = '7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const DAILY = '9c8b7a6f-5e4d-4c3b-8a29-18f7e6d5c4b3';
const meter = (window: 'day' | 'total', used: number) => ({
  window,
  cap: 50,
  used,
  left: 50 - used,
  startsAt: window === 'day' ? '2026-12-02T00:00:00.000Z' : null,
  resetsAt: window === 'day' ? '2026-12-03T00:00:00.000Z' : null,
});
const flow = makeFlow(FLOW, 'Gulf flow', {
  buyers: [
    makeFlowBuyer(CAPPED, 'Buyer A', { meters: [meter('total', 50)] }),
    makeFlowBuyer(DAILY, 'Buyer B', { meters: [meter('day', 3)] }),
  ],
});

afterEach(() => vi.unstubAllGlobals());

describe('count a buyer’s total again', { timeout: 90_000 }, () => {
  it('is offered under a buyer with a total cap, asks first, then resets and says so', async () => {
    signInAs();
    const answer: Buyer = {
      integrationId: CAPPED,
      name: 'Buyer A',
      active: true,
      paused: false,
      distribution: { caps: { total: 50 } },
      open: true,
      meters: [{ ...meter('total', 0), startsAt: '2026-12-02T10:00:00.000Z' }],
      moneyMeter: null,
      activity: NO_ACTIVITY,
    };
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse() };
      if (url.pathname === '/api/distribution/flows') return { body: { rows: [flow] } };
      if (url.pathname === `/api/distribution/buyers/${CAPPED}/resetTotal`) return { body: answer };
      return undefined;
    });
    renderApp('/distribution');
    const a = await screen.findByTestId('flow-buyer-Buyer A', {}, SLOW);
    expect(within(screen.getByTestId('flow-buyer-Buyer B')).queryByRole('button')).toBeNull();
    const user = userEvent.setup();
    const resets = () => calls.filter((c) => c.url.endsWith('/resetTotal'));

    await user.click(within(a).getByRole('button', { name: 'Count the total again' }));
    let dialog = await screen.findByRole('dialog', { name: 'Count the total of Buyer A again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resets()).toHaveLength(0);

    await user.click(within(a).getByRole('button', { name: 'Count the total again' }));
    dialog = await screen.findByRole('dialog', { name: 'Count the total of Buyer A again?' });
    expect(dialog).toHaveTextContent('stay sold');
    await user.click(within(dialog).getByRole('button', { name: 'Count again' }));
    await screen.findByText('The total of Buyer A counts again from 0');
    expect(resets().map((c) => c.method)).toEqual(['POST']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
