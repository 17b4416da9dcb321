import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

/*
 * The simulator's sample lead (issue 22 §5): the affiliate is picked by name, as in the flow editor, and the
 * contract gets its id (it had been a text box that took only a UUID: found trying the demo, session 34).
 */

const SLOW = { timeout: 30_000 };
const DANA = '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b';
const affiliate = (id: string, name: string) => ({ ...adminUser, id, name, role: 'affiliate' as const });

afterEach(() => vi.unstubAllGlobals());

describe('simulator', () => {
  it('picks the affiliate by name and sends its id with the sample lead', async () => {
    signInAs();
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse() };
      if (url.pathname === '/api/users') {
        const rows = [
          affiliate(DANA, 'Dana Affiliate'),
          affiliate('5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c', 'Omar Ads'),
        ];
        return { body: { rows, count: 2 } };
      }
      if (url.pathname === '/api/distribution/flows') return { body: { rows: [] } };
      if (url.pathname === '/api/campaigns') return { body: { rows: [], count: 0 } };
      if (url.pathname === '/api/distribution/simulate') {
        return { body: { flow: null, result: 'no_flow', steps: [], order: [] } };
      }
      return undefined;
    });
    renderApp('/distribution?tab=simulator');
    const form = await screen.findByRole('form', { name: 'Simulator' }, SLOW);
    const user = userEvent.setup();
    await user.type(within(form).getByRole('combobox', { name: 'Country' }), 'AE');
    await user.click(within(form).getByRole('combobox', { name: 'Affiliate' }));
    await user.click(await screen.findByRole('option', { name: 'Dana Affiliate' }));
    await user.click(within(form).getByRole('button', { name: 'Simulate' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/distribution/simulate'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/distribution/simulate'))!;
    expect(sent.body).toEqual({ lead: { country: 'AE', affiliateId: DANA } });
    expect(await screen.findByText('No flow matches')).toBeTruthy();
  });
});
