import type { ApiKey } from '@leadhouse/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 30_000 };

const KEY: ApiKey = {
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Spring landing page',
  hint: 'lh_AbCdEfGh',
  userId: adminUser.id,
  userName: 'Ada Admin',
  createdBy: adminUser.id,
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const SECRET = `lh_${'x'.repeat(43)}`;
const AFFILIATE = {
  ...adminUser,
  id: '88888888-8888-4888-8888-888888888888',
  name: 'Amal Affiliate',
  email: 'amal@example.com',
  username: 'amal@example.com',
  role: 'affiliate' as const,
};

describe('API keys screen', { timeout: 120_000 }, () => {
  it('creates a key, shows it once with a warning and a copy button, and revokes one after confirming', async () => {
    signInAs();
    let rows: ApiKey[] = [KEY];
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse() };
      if (url.pathname === '/api/users') return { body: { rows: [AFFILIATE], count: 1 } };
      if (url.pathname === '/api/api-keys' && call.method === 'GET')
        return { body: { rows, count: rows.length } };
      if (url.pathname === '/api/api-keys' && call.method === 'POST') {
        const created = {
          ...KEY,
          id: '77777777-7777-4777-8777-777777777777',
          name: 'Partner site',
          key: SECRET,
        };
        rows = [created, ...rows];
        return { status: 201, body: created };
      }
      if (url.pathname === `/api/api-keys/${KEY.id}/revoke`) {
        const revoked = { ...KEY, revokedAt: '2026-03-05T10:00:00.000Z' };
        rows = rows.map((r) => (r.id === KEY.id ? revoked : r));
        return { body: revoked };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/keys');
    const grid = await screen.findByRole('grid', { name: 'API keys' }, SLOW);
    await within(grid).findByText('Spring landing page');
    expect(within(grid).getByText('Never')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const form = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await within(form).findByText('Name is required');
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Partner site');
    // An admin names the affiliate: "Myself" was offered and always refused (keys belong to affiliates).
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await within(form).findByText('Choose an affiliate');
    await user.click(within(form).getByRole('combobox', { name: /^Affiliate/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([`${AFFILIATE.name} · ${AFFILIATE.email}`]);
    await user.click(options[0]!);
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByDisplayValue(SECRET)).toBeInTheDocument();
    expect(within(shown).getByText(/shown only this once/)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'Partner site', userId: AFFILIATE.id },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'I have copied the key' }));
    await within(grid).findByText('Partner site');
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: 'Revoke Spring landing page' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('API key revoked');
    await within(grid).findByText(/^Revoked /);
    expect(calls.some((c) => c.url.endsWith(`/api-keys/${KEY.id}/revoke`))).toBe(true);
  });

  it('shows an empty state that says what keys are for', async () => {
    signInAs();
    mockFetch((call) => {
      if (call.url === '/api/users/me') return { body: meResponse() };
      if (call.url.startsWith('/api/api-keys')) return { body: { rows: [], count: 0 } };
      return undefined;
    });
    renderApp('/keys');
    await screen.findByText(/Create a key for each landing page/, {}, SLOW);
  });
});
