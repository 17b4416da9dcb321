import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, meResponse } from '../../../test/fixtures';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import {
  fakeXhr,
  importDialogApi,
  previewAnswer,
  previewWithCountry,
  renderSignedIn,
  uploadWithCountry,
} from '../test-utils';
import { ImportDialog } from './import-dialog';

/*
 * Issue 22 §3 "an import can opt in": the import dialog's "Distribute imported leads" checkbox, shown to
 * those who manage distribution only, is sent as `distribute: true` with the start request.
 */

/** The import API, signed in as `role`. */
function api(call: FetchCall, role: 'admin' | 'sales_manager') {
  if (call.url === '/api/users/me') return { body: { ...meResponse(), user: { ...adminUser, role } } };
  return importDialogApi(call, { preview: previewWithCountry });
}

/** Renders the dialog as `role`, uploads the file and picks a default country (all rows valid then). */
async function openChecked(role: 'admin' | 'sales_manager') {
  fakeXhr(201, previewAnswer());
  const calls = mockFetch((call) => api(call, role));
  await renderSignedIn(<ImportDialog onClose={() => undefined} onStarted={() => undefined} />);
  const user = userEvent.setup();
  await uploadWithCountry(user);
  return { calls, user };
}

// A dialog journey takes 13-20 s on a loaded two-core machine (user-event, MUI select).
describe('import dialog: distribute imported leads (issue 22 §3)', { timeout: 60_000 }, () => {
  it('sends distribute: true when a manager of distribution ticks it', async () => {
    const { calls, user } = await openChecked('admin');
    const box = screen.getByRole('checkbox', { name: 'Distribute imported leads' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/go through the distribution flows/);
    await user.click(box);
    const start = screen.getByRole('button', { name: 'Import about 500 rows' });
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/start'))).toBeDefined());
    expect(calls.find((c) => c.url.endsWith('/start'))?.body).toEqual({
      mapping: ['firstName', 'lastName', 'email', 'phoneNumber', null],
      defaults: { country: 'SA' },
      updateExisting: false,
      distribute: true,
    });
  });

  it('leaves it out when not ticked', async () => {
    const { calls, user } = await openChecked('admin');
    await user.click(screen.getByRole('button', { name: 'Import about 500 rows' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/start'))).toBeDefined());
    expect(calls.find((c) => c.url.endsWith('/start'))?.body).not.toHaveProperty('distribute');
  });

  it('is not offered to someone who does not manage distribution', async () => {
    await openChecked('sales_manager');
    expect(screen.getByRole('switch', { name: 'Update existing leads' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Distribute imported leads' })).not.toBeInTheDocument();
  });
});
