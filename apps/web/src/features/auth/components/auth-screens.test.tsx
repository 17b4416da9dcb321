import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

/** The form named `name` under its heading, with its submit button and the line under it. */
async function expectScreen(path: string, name: string, subtitle: string, submit: string, footer: RegExp) {
  renderApp(path);
  const form = await screen.findByRole('form', { name });
  expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
  expect(screen.getByText(subtitle)).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: submit })).toHaveAttribute('type', 'submit');
  expect(within(form).getByText(footer)).toBeInTheDocument();
  return form;
}

describe('auth screens', { timeout: 60_000 }, () => {
  it('sign up: name, email and password under its title, a link back to sign in', async () => {
    mockFetch(() => undefined);
    const form = await expectScreen(
      '/signup',
      'Create an account',
      'New accounts are activated by an administrator.',
      'Register',
      /^Already have an account\?/,
    );
    const email = within(form).getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('placeholder', 'name@company.com');
    expect(within(form).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('forgot password: the email first, help by mail and back to sign in', async () => {
    mockFetch(() => undefined);
    const form = await expectScreen(
      '/forgot-password',
      'Forgot password',
      'Enter the email of your account and we will mail you a reset link.',
      'Reset password',
      /^Need help\?/,
    );
    const email = within(form).getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('placeholder', 'name@company.com');
    expect(within(form).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(within(form).getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('reset password: the new password twice under its title', async () => {
    mockFetch(() => undefined);
    const form = await expectScreen(
      `/reset-password?token=${'t'.repeat(32)}`,
      'Choose a new password',
      'Pick a password of at least 8 characters.',
      'Change password',
      /^Back to sign in$/,
    );
    expect(within(form).getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(within(form).getByLabelText(/^Repeat the new password/)).toBeInTheDocument();
  });
});
