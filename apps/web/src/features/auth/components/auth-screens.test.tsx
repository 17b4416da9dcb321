import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const RESET = `/reset-password?token=${'t'.repeat(32)}`;

/** Each screen's address, title (its heading and its form's name), subtitle, submit button and the line under it. */
const SCREENS = [
  ['/signup', 'Create an account', 'New accounts are activated by an administrator.', 'Register', /^Already/],
  [
    '/forgot-password',
    'Forgot password',
    'Enter the email of your account and we will mail you a reset link.',
    'Reset password',
    /^Need help\?/,
  ],
  [
    RESET,
    'Choose a new password',
    'Pick a password of at least 8 characters.',
    'Change password',
    /^Back to sign in$/,
  ],
] as const;

/** Renders the app at `path` (no call answered) and gives the form named `name`. */
async function openForm(path: string, name: string) {
  mockFetch(() => undefined);
  renderApp(path);
  return screen.findByRole('form', { name });
}

describe('auth screens', { timeout: 60_000 }, () => {
  it.each(SCREENS)(
    '%s: title, subtitle, submit and the line under the form',
    async (path, name, subtitle, submit, footer) => {
      const form = await openForm(path, name);
      expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
      expect(screen.getByText(subtitle)).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: submit })).toHaveAttribute('type', 'submit');
      expect(within(form).getByText(footer)).toBeInTheDocument();
    },
  );

  it('sign up: the email field, a link back to sign in', async () => {
    const form = await openForm('/signup', 'Create an account');
    const email = within(form).getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('placeholder', 'name@company.com');
    expect(within(form).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('forgot password: the email first, help by mail and back to sign in', async () => {
    const form = await openForm('/forgot-password', 'Forgot password');
    const email = within(form).getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('placeholder', 'name@company.com');
    const support = within(form).getByRole('link', { name: 'Contact support' });
    expect(support).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(within(form).getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('reset password: the new password twice', async () => {
    const form = await openForm(RESET, 'Choose a new password');
    expect(within(form).getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(within(form).getByLabelText(/^Repeat the new password/)).toBeInTheDocument();
  });
});
