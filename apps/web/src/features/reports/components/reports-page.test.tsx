import { ReportResponseSchema, type ReportResponse } from '@leadhouse/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meResponse, signInAs } from '../../../test/fixtures';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 30_000 };

const figures = (leads: number, ftds: number, newLeads = 0) => ({
  leads,
  newLeads,
  ftds,
  deposits: ftds,
  depositAmount: ftds * 10_000,
  delivered: 0,
  conversion: leads ? ftds / leads : null,
});

const report = (groupBy: ReportResponse['groupBy']): ReportResponse => ({
  rows: [
    { key: 'NEW', campaign: null, adgroupid: null, ...figures(4, 0, 4) },
    { key: 'ACTIVE', campaign: null, adgroupid: null, ...figures(6, 2) },
  ],
  totals: figures(10, 2, 4),
  groupBy,
  from: '2026-02-07',
  to: '2026-03-08',
  timeZone: 'UTC',
});

function mockApi(
  extra: (call: FetchCall) => { status?: number; body?: unknown } | undefined = () => undefined,
) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/users/me') return { body: meResponse() };
    if (url.pathname === '/api/reports')
      return { body: report((url.searchParams.get('groupBy') ?? 'day') as ReportResponse['groupBy']) };
    return extra(call);
  });
}

describe('reports', { timeout: 120_000 }, () => {
  it('shows the grouped figures with a totals row, each count linked to its leads', async () => {
    expect(ReportResponseSchema.safeParse(report('status')).success).toBe(true);
    signInAs();
    const calls = mockApi();
    renderApp('/reports?groupBy=status');
    const table = await screen.findByRole('table', { name: 'Reports' }, SLOW);
    const q = new URL(calls.find((c) => c.url.startsWith('/api/reports'))!.url, 'http://x').searchParams;
    expect(q.get('groupBy')).toBe('status');
    // Reports always name their days (30 by default), so the file and the screen match.
    expect((Date.parse(q.get('to')!) - Date.parse(q.get('from')!)) / 86_400_000 + 1).toBe(30);
    const active = within(table).getByRole('link', { name: 'Open the leads behind FTDs of active: 2' });
    expect(Object.fromEntries(new URL(active.getAttribute('href')!, 'http://x').searchParams)).toEqual({
      FROM: '2026-02-07',
      TO: '2026-03-08',
      TZ: 'UTC',
      STATUS: 'ACTIVE',
      NUMBER_OF_DEPOSITS: '1+',
    });
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(within(total).getByRole('link', { name: /Leads of Total: 10/ })).toHaveTextContent('10');
  });

  it('exports exactly the shown report as CSV through the API client', async () => {
    signInAs();
    const blobs = vi.fn((_: Blob) => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: blobs, revokeObjectURL: () => undefined }));
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = mockApi((call) =>
      call.url.startsWith('/api/reports/export') ? { body: 'key,leads\r\nNEW,4\r\n' } : undefined,
    );
    renderApp('/reports?groupBy=status&days=7');
    await screen.findByRole('table', { name: 'Reports' }, SLOW);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText(/Report saved as Report-status-/);
    const exported = calls.find((c) => c.url.startsWith('/api/reports/export'))!;
    const shown = calls.find((c) => c.url.startsWith('/api/reports?'))!;
    const params = (u: string) => Object.fromEntries(new URL(u, 'http://x').searchParams);
    expect(params(exported.url)).toEqual(params(shown.url));
    expect(exported.headers.Authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(blobs).toHaveBeenCalledTimes(1));
    expect(clicks).toHaveBeenCalled();
    clicks.mockRestore();
  });

  it('shows the error of a refused export', async () => {
    signInAs();
    mockApi((call) =>
      call.url.startsWith('/api/reports/export')
        ? {
            status: 400,
            body: { message: 'Error preparing csv', code: 'VALIDATION', key: 'messages.csvError' },
          }
        : undefined,
    );
    renderApp('/reports');
    await screen.findByRole('table', { name: 'Reports' }, SLOW);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('Error preparing csv');
  });
});
