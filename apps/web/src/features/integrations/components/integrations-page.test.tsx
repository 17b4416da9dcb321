import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { stubPhoneScreen } from '../../../test/phone';
import { INTEGRATION_USER, makeDelivery, makeIntegration } from '../test-integrations';

const SLOW = { timeout: 30_000 };

function mockApi(
  extra: (call: FetchCall) => { status?: number; body?: unknown } | undefined = () => undefined,
) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const answer = extra(call);
    if (answer) return answer;
    if (url.pathname === '/api/users/me') return { body: meResponse() };
    if (url.pathname === '/api/users') return { body: { rows: [INTEGRATION_USER], count: 1 } };
    if (url.pathname === '/api/integrations/options') {
      return {
        body: { rows: [{ id: makeIntegration().id, name: 'Broker One CRM', active: true, paused: false }] },
      };
    }
    return undefined;
  });
}

/** Opens the integrations list, then the edit dialog of "Broker One CRM" from its row, as a user does. */
async function editBrokerOne() {
  const user = userEvent.setup();
  renderApp('/integrations');
  const grid = await screen.findByRole('grid', { name: 'Integrations' }, SLOW);
  await user.click(await within(grid).findByRole('button', { name: 'Edit Broker One CRM' }));
  return { user, grid, dialog: await screen.findByRole('dialog', { name: 'Edit Broker One CRM' }) };
}

describe('integrations screen', { timeout: 120_000 }, () => {
  it('lists integrations with their health and resumes one paused by the circuit breaker', async () => {
    signInAs();
    const paused = makeIntegration({
      pausedAt: '2026-03-03T10:00:00.000Z',
      pausedReason: '20 failures in a row: HTTP 500',
      consecutiveFailures: 20,
    });
    const calls = mockApi((call) => {
      if (call.url.startsWith('/api/integrations?')) return { body: { rows: [paused], count: 1 } };
      if (call.url === `/api/integrations/${paused.id}/resume`) return { body: { count: 3 } };
      return undefined;
    });
    renderApp('/integrations');
    const grid = await screen.findByRole('grid', { name: 'Integrations' }, SLOW);
    await within(grid).findByText('Broker One CRM');
    expect(within(grid).getByText('Paused')).toBeInTheDocument();
    expect(within(grid).getByText('20 failures in a row')).toBeInTheDocument();
    expect(within(grid).getByText('20 failures in a row: HTTP 500')).toBeInTheDocument();
    await userEvent.setup().click(within(grid).getByRole('button', { name: 'Resume' }));
    await screen.findByText('Integration resumed, 3 deliveries queued again');
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/resume'))).toBe(true);
  });

  it('on a phone shows health, counts, the last error and Resume in one cell (they were off-screen)', async () => {
    stubPhoneScreen();
    signInAs();
    const paused = makeIntegration({
      pausedAt: '2026-03-03T10:00:00.000Z',
      pausedReason: '20 failures in a row: HTTP 500',
      consecutiveFailures: 20,
      counts: { accepted: 12, error: 20 },
    });
    mockApi((call) => {
      if (call.url.startsWith('/api/integrations?')) return { body: { rows: [paused], count: 1 } };
      return undefined;
    });
    renderApp('/integrations');
    const grid = await screen.findByRole('grid', { name: 'Integrations' }, SLOW);
    await within(grid).findByText('Broker One CRM');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name']);
    const cell = within(grid).getByText('Broker One CRM').closest('[role="gridcell"]') as HTMLElement;
    expect(within(cell).getByText('Paused')).toBeInTheDocument();
    expect(within(cell).getByText('12')).toBeInTheDocument();
    expect(within(cell).getByText('20 failures in a row: HTTP 500')).toBeInTheDocument();
    expect(within(cell).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('marks which integrations are buyers of lead distribution', async () => {
    signInAs();
    const buyer = makeIntegration({
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Gulf buyer',
      distribution: { caps: { day: 50 } },
    });
    mockApi((call) =>
      call.url.startsWith('/api/integrations?')
        ? { body: { rows: [makeIntegration({ distribution: null }), buyer], count: 2 } }
        : undefined,
    );
    renderApp('/integrations');
    const grid = await screen.findByRole('grid', { name: 'Integrations' }, SLOW);
    await within(grid).findByText('Gulf buyer');
    const caption = (name: string) =>
      within(grid).getByText(name).closest('[role="gridcell"]')?.querySelector('.MuiTypography-caption')
        ?.textContent;
    expect(caption('Gulf buyer')).toBe(`${buyer.userName} · Buyer`);
    expect(caption('Broker One CRM')).toBe(buyer.userName);
  });

  it('shows an empty state with what to do', async () => {
    signInAs();
    mockApi((call) =>
      call.url.startsWith('/api/integrations?') ? { body: { rows: [], count: 0 } } : undefined,
    );
    renderApp('/integrations');
    await screen.findByText('Add an integration to post leads to a partner CRM or broker.', {}, SLOW);
  });

  it('creates an integration from the form, then shows the signing secret and postback URL once', async () => {
    signInAs();
    const created = makeIntegration({ headers: [{ name: 'Authorization', value: null, secret: true }] });
    const calls = mockApi((call) => {
      if (call.url.startsWith('/api/integrations?')) return { body: { rows: [], count: 0 } };
      if (call.url === '/api/integrations' && call.method === 'POST') {
        return {
          status: 201,
          body: {
            integration: created,
            signingSecret: 'whsec_abc',
            postbackUrl: 'http://x/api/postbacks/1?token=t',
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/integrations');
    await user.click(await screen.findByRole('button', { name: 'Add integration' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add integration' });
    // A bad address is refused on the form, by the domain rule.
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Broker One CRM');
    await user.type(within(dialog).getByRole('textbox', { name: /Partner address/ }), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(dialog).findByText('Enter an http(s) address');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/integrations')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: /Integration user/ }));
    await user.click(await screen.findByRole('option', { name: /Broker One/ }));
    const url = within(dialog).getByRole('textbox', { name: /Partner address/ });
    await user.clear(url);
    await user.type(url, 'https://crm.broker.example/leads');
    await user.click(within(dialog).getByRole('button', { name: 'Add header' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Header name' }), 'Authorization');
    await user.type(within(dialog).getByLabelText('Value'), 'Bearer s3cret');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Secret' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove field 5' }));
    const rejects = within(dialog).getByRole('textbox', { name: /Statuses meaning rejected/ });
    await user.clear(rejects);
    await user.type(rejects, '400, 409');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const secrets = await screen.findByRole('dialog', { name: 'Signing secret and postback address' });
    expect(within(secrets).getByDisplayValue('whsec_abc')).toBeInTheDocument();
    expect(within(secrets).getByText(/shown only once/)).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST' && c.url === '/api/integrations')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      userId: INTEGRATION_USER.id,
      name: 'Broker One CRM',
      url: 'https://crm.broker.example/leads',
      method: 'POST',
      headers: [{ name: 'Authorization', value: 'Bearer s3cret', secret: true }],
      rejectStatuses: [400, 409],
      customerIdPath: 'customerId',
      active: true,
    });
    expect(body.mapping).toEqual([
      { target: 'first_name', source: 'firstName' },
      { target: 'last_name', source: 'lastName' },
      { target: 'email', source: 'email' },
      { target: 'phone', source: 'phoneNumber' },
    ]);
  });

  it('edits an integration keeping its stored secret, and sends a test lead showing request and answer', async () => {
    signInAs();
    const integration = makeIntegration();
    const calls = mockApi((call) => {
      if (call.url.startsWith('/api/integrations?')) return { body: { rows: [integration], count: 1 } };
      if (call.url === `/api/integrations/${integration.id}` && call.method === 'PUT') {
        return { body: integration };
      }
      if (call.url === `/api/integrations/${integration.id}/test`) {
        return {
          body: {
            request: {
              method: 'POST',
              url: integration.url,
              headers: { authorization: '••••', 'idempotency-key': 'test' },
              body: '{"email":"sample@example.com"}',
            },
            outcome: 'accepted',
            status: 200,
            answer: '{"data":{"customerId":"c-9"}}',
            customerId: 'c-9',
            reason: null,
            durationMs: 42,
          },
        };
      }
      return undefined;
    });
    const { user, grid, dialog } = await editBrokerOne();
    expect(within(dialog).getByText('Stored secret (hidden); type to replace it')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('gold')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Integration saved');
    const put = calls.find((c) => c.method === 'PUT')?.body as { headers: unknown; mapping: unknown };
    expect(put.headers).toEqual([
      { name: 'X-Source', value: 'leadhouse', secret: false },
      { name: 'Authorization', secret: true },
    ]);
    expect(put.mapping).toEqual([
      { target: 'email', source: 'email' },
      { target: 'brand', value: 'gold' },
    ]);

    await user.click(within(grid).getByRole('button', { name: 'Send test lead' }));
    const test = await screen.findByRole('dialog', { name: 'Test lead: Broker One CRM' });
    await user.click(within(test).getByRole('button', { name: 'Send test lead' }));
    await within(test).findByText('accepted');
    expect(within(test).getByText('c-9')).toBeInTheDocument();
    expect(within(test).getByText(/POST https:\/\/crm.broker.example\/leads/)).toBeInTheDocument();
    expect(within(test).getByText(/"customerId": "c-9"/)).toBeInTheDocument();
  });

  it('rotates the signing secret after confirming and shows the new one once', async () => {
    signInAs();
    const integration = makeIntegration();
    const calls = mockApi((call) => {
      if (call.url.startsWith('/api/integrations?')) return { body: { rows: [integration], count: 1 } };
      if (call.url === `/api/integrations/${integration.id}/rotateSecret`) {
        return {
          body: { integration, signingSecret: 'whsec_new', postbackUrl: 'http://x/api/postbacks/1?token=n' },
        };
      }
      return undefined;
    });
    const { user, dialog } = await editBrokerOne();
    await user.click(within(dialog).getByRole('button', { name: 'New signing secret' }));
    const confirm = await screen.findByRole('dialog', { name: /Replace the signing secret/ });
    await user.click(within(confirm).getByRole('button', { name: 'New signing secret' }));
    const secrets = await screen.findByRole('dialog', { name: 'Signing secret and postback address' });
    expect(within(secrets).getByDisplayValue('whsec_new')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/rotateSecret'))).toHaveLength(1);
  });

  it('filters the delivery log and retries an error now', async () => {
    signInAs();
    const failed = makeDelivery({ state: 'error', customerId: null, lastError: 'HTTP 500', attempts: 2 });
    const calls = mockApi((call) => {
      if (call.url.startsWith('/api/deliveries?')) return { body: { rows: [failed], count: 1 } };
      if (call.url === `/api/deliveries/${failed.id}/retry`) return { body: { count: 1 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/integrations?view=deliveries');
    const grid = await screen.findByRole('grid', { name: 'Deliveries' }, SLOW);
    await within(grid).findByText('HTTP 500');
    expect(within(grid).getByRole('link', { name: failed.leadId.slice(0, 8) })).toHaveAttribute(
      'href',
      `/leads?lead=${failed.leadId}`,
    );
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'error' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('state=error'))).toBe(true));
    await user.type(screen.getByRole('textbox', { name: 'Lead id' }), failed.leadId);
    await waitFor(() => expect(calls.some((c) => c.url.includes(`leadId=${failed.leadId}`))).toBe(true));
    await user.click(within(grid).getByRole('button', { name: 'Retry now' }));
    await screen.findByText('Queued again');
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/retry'))).toBe(true);
  });
});
