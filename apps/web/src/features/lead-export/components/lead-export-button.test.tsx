import type { AllowedFeatures } from '@leadhouse/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { i18n } from '../../../lib/i18n';
import { featuresExcept, meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { useAuth } from '../../auth';
import { LeadExportButton } from './lead-export-button';

function WhenSignedIn({ children }: { children: ReactNode }) {
  return useAuth().status === 'authenticated' ? <div data-testid="ready">{children}</div> : null;
}

/** Renders `ui` in the app providers once `/users/me` (an admin with `features`) has answered. */
async function renderSignedIn(ui: ReactNode, features: AllowedFeatures = featuresExcept()) {
  signInAs(features);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient} search="">
      <WhenSignedIn>{ui}</WhenSignedIn>
    </AppProviders>,
  );
  await screen.findByTestId('ready');
}

const A = '7f0f3c2e-7d1c-4a55-9a8e-8b1c0d8f1a01';

const LINK = '/api/leads/export/download/Xk3oVqO6y2m4cHf0nq1lP0b2QwTtVv8aRr9sUuWwYyZ';
const FILE = 'Leads-20260131-120000.csv';

const linkAnswer = () => ({
  status: 201,
  body: { url: LINK, expiresAt: '2026-01-31T12:01:00.000Z', fileName: FILE },
});

/**
 * Stubs fetch through the contract-checking double: `/users/me` as an admin, the export link with `answer`.
 * Records the links the page navigated to (`<a href download>` clicks) and any Blob it built.
 */
function stub(answer: () => { status?: number; body?: unknown } = linkAnswer, features = featuresExcept()) {
  const calls = mockFetch((call) =>
    call.url === '/api/users/me' ? { body: meResponse(features) } : answer(),
  );
  const navigated: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    navigated.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  const blobs = vi.fn(() => 'blob:csv');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: blobs, revokeObjectURL: () => undefined }));
  return { calls, navigated, blobs, exportCalls: () => calls.filter((c) => c.url !== '/api/users/me') };
}

describe('leads export button', () => {
  it('asks for a signed link with the current query, without paging, and lets the browser stream it', async () => {
    const { exportCalls, navigated, blobs } = stub();
    await renderSignedIn(
      <LeadExportButton
        selection={[]}
        query={{ page: 2, limit: 40, search: 'leah', filters: { STATUS: ['NEW'] }, sort: null }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(navigated).toEqual([{ href: LINK, download: FILE }]));
    const [call] = exportCalls();
    expect(call).toMatchObject({ url: '/api/leads/export/link', method: 'POST' });
    expect(call?.headers.Authorization).toMatch(/^Bearer /);
    const body = call?.body as { query: Record<string, string> };
    expect(body.query).toEqual(expect.objectContaining({ STATUS: 'NEW', keywords: 'leah' }));
    expect(body.query).not.toHaveProperty('page');
    // The file is never fetched by the page nor collected into a Blob: the browser downloads the link.
    expect(exportCalls()).toHaveLength(1);
    expect(blobs).not.toHaveBeenCalled();
    expect(await screen.findByText(`Leads exported to ${FILE}`)).toBeInTheDocument();
  });

  it('exports the selected leads by id', async () => {
    const { exportCalls, navigated } = stub();
    await renderSignedIn(<LeadExportButton selection={[A]} query={{}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export selected (1)' }));
    await waitFor(() => expect(navigated).toHaveLength(1));
    expect(exportCalls()[0]).toMatchObject({
      url: '/api/leads/export/link',
      method: 'POST',
      body: { ids: [A] },
    });
  });

  it("says 'Error preparing csv' (translated) when the server cannot prepare the file", async () => {
    const { navigated } = stub(() => ({
      status: 400,
      body: { message: 'Error preparing csv', code: 'VALIDATION', key: 'messages.csvError' },
    }));
    await i18n.changeLanguage('fr');
    await renderSignedIn(<LeadExportButton selection={[]} query={{}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const fr = i18n.t('messages.csvError', { lng: 'fr' });
    expect(fr).not.toBe('Error preparing csv');
    expect(await screen.findByText(fr)).toBeInTheDocument();
    expect(navigated).toHaveLength(0);
  });

  it("adds the server's reason to 'Error preparing csv' when there is one", async () => {
    stub(() => ({ status: 403, body: { message: 'You are not allowed to do this.', code: 'FORBIDDEN' } }));
    await renderSignedIn(<LeadExportButton selection={[]} query={{}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText('Error preparing csv: You are not allowed to do this.'),
    ).toBeInTheDocument();
  });

  it('is hidden without the leadsExport feature', async () => {
    stub(linkAnswer, featuresExcept('leadsExport'));
    await renderSignedIn(<LeadExportButton selection={[]} query={{}} />, featuresExcept('leadsExport'));
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});
