import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeLead, mockLeadsApi } from '../test-leads';

const SLOW = { timeout: 30_000 };

async function openAddDialog() {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Open Layla Haddad' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Add lead' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add lead' });
  return { user, dialog };
}

describe('add / edit lead form', { timeout: 60_000 }, () => {
  it('shows each validation message of spec §5', async () => {
    signInAs();
    const calls = mockLeadsApi();
    renderApp('/leads');
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '12345');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    const campaign = within(dialog).getByRole('textbox', { name: 'Campaign' });
    await user.clear(campaign);
    await user.type(campaign, 'two words');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('First Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone Number must be 10 digits')).toBeInTheDocument();
    expect(within(dialog).getByText('Wrong email')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Campaign Name is required and must not contain spaces'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/leads')).toBe(false);
  });

  it('defaults the campaign to CRM, adds the lead and says so', async () => {
    signInAs();
    const calls = mockLeadsApi(undefined, (call) =>
      call.method === 'POST' && call.url === '/api/leads'
        ? { status: 201, body: makeLead({ internalId: 9, firstName: 'Noor' }) }
        : undefined,
    );
    renderApp('/leads');
    const { user, dialog } = await openAddDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Campaign' })).toHaveValue('CRM');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Noor');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Saleh');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '5012345678');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'noor@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Kuwait (+965)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Lead has been added Successfully!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/leads');
    expect(post?.body).toMatchObject({
      firstName: 'Noor',
      lastName: 'Saleh',
      phoneNumber: '5012345678',
      email: 'noor@example.com',
      country: 'KW',
      campaign: 'CRM',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add lead' })).not.toBeInTheDocument());
  });

  it('marks the field of a 409 duplicate', async () => {
    signInAs();
    mockLeadsApi(undefined, (call) =>
      call.method === 'POST' && call.url === '/api/leads'
        ? {
            status: 409,
            body: {
              message: 'A lead with this phone number already exists',
              code: 'CONFLICT',
              errors: [{ field: 'phoneNumber', message: 'A lead with this phone number already exists' }],
            },
          }
        : undefined,
    );
    renderApp('/leads');
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Noor');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Saleh');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '5012345678');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'noor@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('A lead with this phone number already exists'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add lead' })).toBeInTheDocument();
  });

  it('shows the messages translated', async () => {
    signInAs();
    await i18n.changeLanguage('fr');
    mockLeadsApi();
    renderApp('/leads');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Ouvrir Layla Haddad' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Ajouter un prospect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un prospect' });
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Le prénom est obligatoire')).toBeInTheDocument();
    expect(within(dialog).queryByText('First Name is required')).not.toBeInTheDocument();
  });
});
