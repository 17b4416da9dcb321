import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { featuresExcept, meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

function signedInWith(features = featuresExcept()) {
  signInAs(features);
  return mockFetch((call) => (call.url === '/api/users/me' ? { body: meResponse(features) } : undefined));
}

describe('app shell', () => {
  it('shows only the menu items whose feature is allowed', async () => {
    signedInWith(featuresExcept('users', 'pools', 'reports'));
    renderApp('/leads');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/leads');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Pools' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toBeInTheDocument();
  });

  it('lists the menu as <ul> of <li>: every entry and subheader is a list item', async () => {
    signedInWith();
    renderApp('/leads');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const lists = within(nav).getAllByRole('list');
    expect(lists.length).toBeGreaterThan(1);
    for (const list of lists) {
      for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    }
    for (const link of within(nav).getAllByRole('link')) expect(link.parentElement?.tagName).toBe('LI');
  });

  it('the first Tab stop is "Skip to content", which moves the focus to <main>', async () => {
    signedInWith();
    renderApp('/leads');
    const main = await screen.findByRole('main');
    await within(main).findAllByRole('button', {}, { timeout: 4000 });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
    // The next Tab is the page's own first control, past the sidebar and the header.
    await user.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
  });

  it('uses the features /users/me returns at start-up, not stale stored ones', async () => {
    signInAs(featuresExcept());
    mockFetch((call) =>
      call.url === '/api/users/me' ? { body: meResponse(featuresExcept('analytics')) } : undefined,
    );
    renderApp('/leads');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Analytics' })).not.toBeInTheDocument();
  });

  it('shows the 403 state on a route whose feature is not allowed', async () => {
    signedInWith(featuresExcept('users'));
    renderApp('/users');
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
  });

  it('shows the answer of a screen whose data cannot be loaded inside the layout', async () => {
    signedInWith();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // The mock answers 404 for /api/dashboard: the screen says so instead of showing figures.
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('switching to Arabic turns the page right to left', async () => {
    signedInWith();
    renderApp('/leads');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(await screen.findByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('ar');

    await user.click(screen.getByRole('button', { name: 'اللغة' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });

  it('logs out on a 401 and sends the user to /signin, remembering the location', async () => {
    signInAs();
    mockFetch((call) =>
      call.url === '/api/users/me'
        ? { status: 401, body: { message: 'expired', code: 'UNAUTHORIZED' } }
        : undefined,
    );
    const { router } = renderApp('/pools');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/pools' } });
    expect(document.cookie).not.toContain('token=');
  });

  it('redirects / to /leads when signed in, and unknown routes show the 404 page', async () => {
    signedInWith();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads'));
    await router.navigate('/no-such-page');
    expect(await screen.findByText('Oops, something went wrong. Page not found!')).toBeInTheDocument();
  });
});
