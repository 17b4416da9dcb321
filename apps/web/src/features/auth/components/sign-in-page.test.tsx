import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, fakeToken, featuresExcept, staticData } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

function loginAnswer() {
  return { token: fakeToken(), user: adminUser, staticData, allowedFeatures: featuresExcept() };
}

describe('sign-in form', () => {
  it('does not submit empty fields and shows the errors under them', async () => {
    const calls = mockFetch(() => undefined);
    renderApp('/signin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(calls.filter((c) => c.url.startsWith('/api/auth'))).toHaveLength(0);
  });

  it('sends the email as username with the password, then lands on /leads', async () => {
    const calls = mockFetch((call) => (call.url === '/api/auth' ? { body: loginAnswer() } : undefined));
    const { router } = renderApp('/signin');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/Email/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret-123{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads'));
    const auth = calls.find((c) => c.url === '/api/auth');
    expect(auth?.method).toBe('POST');
    expect(auth?.body).toEqual({ username: 'admin@example.com', password: 'Secret-123' });
    expect(await screen.findByText('Login successfully!')).toBeInTheDocument();
  });

  it('shows the server message on 401 and stays on /signin', async () => {
    mockFetch((call) =>
      call.url === '/api/auth'
        ? { status: 401, body: { message: 'Invalid email or password!', code: 'UNAUTHORIZED' } }
        : undefined,
    );
    const { router } = renderApp('/signin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('remembers a protected location and returns there after sign-in', async () => {
    mockFetch((call) => {
      if (call.url === '/api/auth') return { body: loginAnswer() };
      if (call.url.startsWith('/api/users?')) return { body: { rows: [adminUser], count: 1 } };
      return { body: { rows: [], count: 0 } };
    });
    const { router } = renderApp('/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret-123{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    // The users screen is a lazy chunk loaded after sign-in: on two busy cores it came 3-6 s later.
    expect(await screen.findByText('admin@example.com', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
