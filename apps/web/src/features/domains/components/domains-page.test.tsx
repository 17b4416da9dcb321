import type { Domain, DomainDetail } from '@leadhouse/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 30_000 };
const CAMPAIGN_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const DOMAIN: Domain = {
  id: '88888888-8888-4888-8888-888888888888',
  name: 'xn--bcher-kva.example',
  unicodeName: 'bücher.example',
  origin: null,
  state: 'pending_verification',
  failureReason: null,
  activateWhenVerified: true,
  txtName: '_leadhouse.xn--bcher-kva.example',
  txtValue: 'leadhouse-verification=Tok3n-Value_abcdefghijklmnopqrstuvwxyz0123',
  lastOutcome: 'missing',
  lastCheckedAt: '2026-11-23T10:00:00.000Z',
  nextCheckAt: '2026-11-23T10:01:00.000Z',
  misses: 0,
  verifiedAt: null,
  activatedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  hosting: null,
};
const DETAIL: DomainDetail = {
  ...DOMAIN,
  checks: [
    {
      id: '99999999-9999-4999-8999-999999999999',
      checkedAt: '2026-11-23T10:00:00.000Z',
      trigger: 'schedule',
      outcome: 'missing',
      detail: 'ENOTFOUND',
      stateBefore: 'pending_verification',
      stateAfter: 'pending_verification',
    },
  ],
};

describe('Domains screen', { timeout: 120_000 }, () => {
  it('shows the TXT record name and value with copy buttons, and checks now', async () => {
    signInAs();
    let detail: DomainDetail = DETAIL;
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse() };
      if (url.pathname === '/api/domains') return { body: { rows: [detail], count: 1 } };
      if (url.pathname === `/api/domains/${DOMAIN.id}`) return { body: detail };
      if (url.pathname === `/api/domains/${DOMAIN.id}/check`) {
        detail = {
          ...detail,
          state: 'active',
          lastOutcome: 'found',
          checks: [
            {
              ...detail.checks[0]!,
              id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
              outcome: 'found',
              trigger: 'manual',
              stateAfter: 'active',
            },
            ...detail.checks,
          ],
        };
        return { body: detail };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/domains');
    const grid = await screen.findByRole('grid', { name: 'Domains' }, SLOW);
    await within(grid).findByText('bücher.example');
    expect(within(grid).getByText('Pending verification')).toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: 'Details of bücher.example' }));
    const dialog = await screen.findByRole('dialog');
    const panel = await within(dialog).findByRole('region', { name: 'Prove you own this domain' });
    expect(within(panel).getByText('TXT')).toBeInTheDocument();
    expect(within(panel).getByText(DOMAIN.txtName)).toBeInTheDocument();
    expect(within(panel).getByText(DOMAIN.txtValue)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Copy the record name' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(DOMAIN.txtName);
    await user.click(within(panel).getByRole('button', { name: 'Copy the record value' }));
    expect(await navigator.clipboard.readText()).toBe(DOMAIN.txtValue);
    expect(within(dialog).getByText(/No record found ·/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Check now' }));
    await screen.findByText('Checked: Record found');
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(`/domains/${DOMAIN.id}/check`))).toBe(
      true,
    );
    await within(dialog).findByText('Active');
  });

  it('the add dialog refuses a name with an underscore and sends a normalised one', async () => {
    signInAs();
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse() };
      if (url.pathname === '/api/domains' && call.method === 'GET') return { body: { rows: [], count: 0 } };
      if (url.pathname === '/api/domains' && call.method === 'POST') return { status: 201, body: DOMAIN };
      if (url.pathname === `/api/domains/${DOMAIN.id}`) return { body: DETAIL };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/domains');
    await user.click(await screen.findByRole('button', { name: 'Add domain' }, SLOW));
    const form = await screen.findByRole('dialog', { name: 'Add a domain' });
    const input = within(form).getByRole('textbox', { name: /^Domain/ });
    await user.type(input, 'my_shop.example');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await within(form).findByText('A domain name cannot contain underscores (_)');
    await user.clear(input);
    await user.type(input, 'Bücher.Example.');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await screen.findByText('Domain added. Create its TXT record.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'xn--bcher-kva.example',
      active: true,
    });
    await screen.findByText(DOMAIN.txtValue);
  });

  it('puts a campaign landing page on a verified domain', async () => {
    signInAs();
    const verified: Domain = { ...DOMAIN, state: 'verified', lastOutcome: 'found', nextCheckAt: null };
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/users/me') return { body: meResponse() };
      if (url.pathname === '/api/domains') return { body: { rows: [verified], count: 1 } };
      if (url.pathname === '/api/hosting/campaigns')
        return { body: { rows: [{ id: CAMPAIGN_ID, name: 'Spring-Promo' }] } };
      if (url.pathname === '/api/hosting/new')
        return {
          status: 201,
          body: {
            id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
            domainId: DOMAIN.id,
            domainName: DOMAIN.name,
            campaignId: CAMPAIGN_ID,
            campaignName: 'Spring-Promo',
            title: 'Spring offer',
            headline: null,
            description: null,
            locale: 'ar',
            url: `http://${DOMAIN.name}/`,
            createdAt: '2026-11-23T11:00:00.000Z',
          },
        };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/domains');
    const grid = await screen.findByRole('grid', { name: 'Domains' }, SLOW);
    await user.click(await within(grid).findByRole('button', { name: 'Landing page for bücher.example' }));
    const form = await screen.findByRole('dialog', { name: 'Landing page on bücher.example' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('Title is required (at most 120 characters)');
    await user.click(within(form).getByRole('combobox', { name: /Campaign/ }));
    await user.click(await screen.findByRole('option', { name: 'Spring-Promo' }));
    await user.type(within(form).getByRole('textbox', { name: /Page title/ }), 'Spring offer');
    await user.click(within(form).getByRole('combobox', { name: /Page language/ }));
    await user.click(await screen.findByRole('option', { name: 'العربية' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Landing page saved');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      domainId: DOMAIN.id,
      campaignId: CAMPAIGN_ID,
      title: 'Spring offer',
      headline: '',
      description: '',
      locale: 'ar',
    });
  });
});
