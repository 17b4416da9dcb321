import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { featuresExcept, meResponse } from '../../../test/fixtures';
import { renderSignedIn } from '../../lead-import/test-utils';
import { LeadExportButton } from './lead-export-button';

const A = '7f0f3c2e-7d1c-4a55-9a8e-8b1c0d8f1a01';

interface Seen {
  url: string;
  method: string;
  body: unknown;
  auth: string | undefined;
}

/** Stubs fetch: `/users/me` as an admin, the export with `answer`. Records the export calls. */
function stubFetch(answer: () => Response, features = featuresExcept()) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/users/me') return Response.json(meResponse(features));
      const headers = (init?.headers ?? {}) as Record<string, string>;
      seen.push({
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        auth: headers.Authorization,
      });
      return answer();
    }),
  );
  const saved: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { seen, saved };
}

const csvAnswer = () =>
  new Response('\uFEFFfirstName,lastName\r\nLeah,Boehm\r\n', {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="Leads-20260131-120000.csv"',
    },
  });

describe('leads export button', () => {
  it('exports everything matching the current query, without paging, under the server’s file name', async () => {
    const { seen, saved } = stubFetch(csvAnswer);
    await renderSignedIn(
      <LeadExportButton
        selection={[]}
        query={{ page: 2, limit: 40, search: 'leah', filters: { STATUS: ['NEW'] }, sort: null }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['Leads-20260131-120000.csv']));
    expect(seen[0]?.method).toBe('GET');
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/leads/export');
    expect(Object.fromEntries(url.searchParams)).toEqual(
      expect.objectContaining({ STATUS: 'NEW', keywords: 'leah' }),
    );
    expect(url.searchParams.has('page')).toBe(false);
    expect(seen[0]?.auth).toMatch(/^Bearer /);
    expect(await screen.findByText('Leads exported to Leads-20260131-120000.csv')).toBeInTheDocument();
  });

  it('exports the selected leads by id', async () => {
    const { seen } = stubFetch(csvAnswer);
    await renderSignedIn(<LeadExportButton selection={[A]} query={{}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export selected (1)' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ url: '/api/leads/export', method: 'POST', body: { ids: [A] } });
  });

  it("says 'Error preparing csv' (translated) when the server cannot prepare the file", async () => {
    stubFetch(() => Response.json({ message: 'Error preparing csv', code: 'VALIDATION' }, { status: 400 }));
    await i18n.changeLanguage('fr');
    await renderSignedIn(<LeadExportButton selection={[]} query={{}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const fr = i18n.t('messages.csvError', { lng: 'fr' });
    expect(fr).not.toBe('Error preparing csv');
    expect(await screen.findByText(fr)).toBeInTheDocument();
  });

  it("adds the server's reason to 'Error preparing csv' when there is one", async () => {
    stubFetch(() =>
      Response.json({ message: 'You are not allowed to do this.', code: 'FORBIDDEN' }, { status: 403 }),
    );
    await renderSignedIn(<LeadExportButton selection={[]} query={{}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText('Error preparing csv: You are not allowed to do this.'),
    ).toBeInTheDocument();
  });

  it('is hidden without the leadsExport feature', async () => {
    stubFetch(csvAnswer, featuresExcept('leadsExport'));
    await renderSignedIn(<LeadExportButton selection={[]} query={{}} />, featuresExcept('leadsExport'));
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});
