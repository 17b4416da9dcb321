import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockLeadsApi, waitForList } from '../test-leads';

/** The add-lead form reads the phone with the import's rule (issue 19 D): normalizePhone in the country. */
describe('the lead form phone rule', { timeout: 60_000 }, () => {
  it('refuses a number not valid for the chosen country with its reason, and sends nothing', async () => {
    signInAs();
    const calls = mockLeadsApi();
    renderApp('/leads');
    const user = await waitForList();
    await user.click(screen.getByRole('button', { name: 'Add lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add lead' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Noor');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Saleh');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '(415) 293-3313');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'noor@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Not a valid phone number for its country')).toBeInTheDocument();

    const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '+1 415 293 3313');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('The number’s country code is not the row’s country'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/leads')).toBe(false);
  });
});
