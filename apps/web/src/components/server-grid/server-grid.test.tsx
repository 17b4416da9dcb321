import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGridApiRef } from '@mui/x-data-grid';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { ApiError } from '../../lib/api-error';
import { readGridUrl, writeGridUrl, type GridUrlOptions } from './grid-url-state';
import { ServerGrid } from './server-grid';
import { useGridUrlState } from './use-grid-url-state';

interface Row {
  id: number;
  name: string;
}
interface Answer {
  rows: Row[];
  count: number | null;
  hasMore: boolean;
}
type Ask = { page: number; limit: number; sort: string; keywords: string };

const OPTIONS: GridUrlOptions = { pageSizeOptions: [10, 25], sortable: ['name'] };
const COLUMNS = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'id', headerName: 'Number', width: 100, sortable: false },
];

/** A screen on the shared grid: its answers come from `serve`, which records each ask. */
function List({ serve }: { serve: (ask: Ask) => Promise<Answer> }) {
  const url = useGridUrlState(OPTIONS);
  // jsdom has no width, so the grid hides its "rows per page" menu: the test sets the size through the grid.
  const apiRef = useGridApiRef();
  const ask: Ask = {
    page: url.page,
    limit: url.pageSize,
    sort: url.sort ? `${url.sort.direction === -1 ? '-' : ''}${url.sort.field}` : '',
    keywords: url.keywords,
  };
  const { data, isFetching, error } = useQuery({ queryKey: ['list', ask], queryFn: () => serve(ask) });
  return (
    <>
      <input aria-label="Search" value={url.search} onChange={(e) => url.setSearch(e.target.value)} />
      <button type="button" onClick={() => apiRef.current?.setPageSize(25)}>
        25 per page
      </button>
      <ServerGrid
        label="Things"
        rows={data?.rows}
        rowCount={data?.count}
        hasNextPage={data?.hasMore}
        loading={isFetching}
        error={error}
        emptyText="Add the first thing."
        columns={COLUMNS}
        state={url}
        apiRef={apiRef}
        sortingOrder={['asc', 'desc']}
        height="600px"
      />
    </>
  );
}

/** `total` rows named "Thing n"; the asked page of them, sorted by name when asked. */
function fakeServer(total: number, known = true) {
  const asks: Ask[] = [];
  const serve = vi.fn((ask: Ask) => {
    asks.push(ask);
    const all = Array.from({ length: total }, (_, i) => ({ id: i + 1, name: `Thing ${i + 1}` }));
    if (ask.sort === '-name') all.reverse();
    const start = (ask.page - 1) * ask.limit;
    return Promise.resolve({
      rows: all.slice(start, start + ask.limit),
      count: known ? total : null,
      hasMore: start + ask.limit < total,
    });
  });
  return { serve, asks };
}

function renderList(path: string, serve: (ask: Ask) => Promise<Answer>) {
  const router = createMemoryRouter([{ path: '/things', element: <List serve={serve} /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, search };
}

const rowNames = () =>
  screen
    .queryAllByRole('row')
    .map((r) => within(r).queryAllByRole('gridcell')[0]?.textContent)
    .filter(Boolean);

describe('ServerGrid with its URL state', { timeout: 30_000 }, () => {
  it('opens the page a link names, even while the first answer is on its way', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { serve, asks } = fakeServer(45);
    const { search } = renderList('/things?page=3', async (ask) => {
      await gate;
      return serve(ask);
    });
    // Before the answer the grid knows no total: it must not clamp to page 1 (a total of 0 did).
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Things' })).toBeInTheDocument());
    expect(search().get('page')).toBe('3');
    act(() => release());
    expect(await screen.findByText('Thing 21')).toBeInTheDocument();
    expect(search().get('page')).toBe('3');
    expect(asks.map((a) => a.page)).toEqual([3]);
    expect(screen.getByText('21–30 of 45')).toBeInTheDocument();
  });

  it('pages with Next and Previous through the URL and asks the server for each page', async () => {
    const { serve, asks } = fakeServer(25);
    const { search, router } = renderList('/things', serve);
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Thing 11')).toBeInTheDocument();
    expect(search().get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Thing 21')).toBeInTheDocument();
    expect(search().get('page')).toBe('3');
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(asks.map((a) => a.page)).toEqual([1, 2, 3]);
    // The browser's back button returns to the page before.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Thing 11')).toBeInTheDocument();
    expect(search().get('page')).toBe('2');
  });

  it('with no known total, Next follows hasMore and the pages stay', async () => {
    const { serve } = fakeServer(15, false);
    const { search } = renderList('/things', serve);
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Thing 11')).toBeInTheDocument();
    expect(search().get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('sorts on the server from a header click, back to page 1, the sort in the URL', async () => {
    const { serve, asks } = fakeServer(25);
    const { search } = renderList('/things?page=2', serve);
    expect(await screen.findByText('Thing 11')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(search().get('sort')).toBe('name'));
    expect(search().get('page')).toBeNull();
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(search().get('sort')).toBe('-name'));
    expect(await screen.findByText('Thing 25')).toBeInTheDocument();
    expect(rowNames()[0]).toBe('Thing 25');
    await waitFor(() => expect(asks.at(-1)).toEqual({ page: 1, limit: 10, sort: '-name', keywords: '' }));
    // A sort the server does not offer, named in a link, is ignored.
    expect(readGridUrl(new URLSearchParams('sort=-id'), OPTIONS).sort).toBeNull();
  });

  it('changes the page size back to page 1 and keeps it in the URL', async () => {
    const { serve, asks } = fakeServer(45);
    const { search } = renderList('/things?page=2', serve);
    expect(await screen.findByText('Thing 11')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '25 per page' }));
    await waitFor(() => expect(search().get('limit')).toBe('25'));
    expect(search().get('page')).toBeNull();
    expect(await screen.findByText('Thing 25')).toBeInTheDocument();
    expect(asks.at(-1)).toMatchObject({ page: 1, limit: 25 });
  });

  it('searches from the URL text, back to page 1, asking once typing pauses', async () => {
    const { serve, asks } = fakeServer(25);
    const { search } = renderList('/things?page=2&q=acme', serve);
    expect(await screen.findByText('Thing 11')).toBeInTheDocument();
    expect(asks[0]).toMatchObject({ page: 2, keywords: 'acme' });
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Search' });
    await user.clear(box);
    await user.type(box, 'zeta ');
    expect(search().get('q')).toBe('zeta ');
    expect(search().get('page')).toBeNull();
    await waitFor(() => expect(asks.at(-1)).toMatchObject({ page: 1, keywords: 'zeta' }));
    expect(asks.filter((a) => a.keywords.startsWith('z'))).toHaveLength(1);
  });

  it('shows the shared empty state, and the error of a failed request in its place', async () => {
    renderList('/things', () => Promise.resolve({ rows: [], count: 0, hasMore: false }));
    expect(await screen.findByText('No record found')).toBeInTheDocument();
    expect(screen.getByText('Add the first thing.')).toBeInTheDocument();
  });

  it('shows the error of a failed request instead of the empty text', async () => {
    renderList('/things', () =>
      Promise.reject(new ApiError(503, { message: 'The list is unavailable', code: 'UNAVAILABLE' })),
    );
    expect(await screen.findByText('The list is unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Add the first thing.')).not.toBeInTheDocument();
  });

  it("speaks the user's language in the grid's own texts", async () => {
    await act(() => i18n.changeLanguage('ar'));
    const { serve } = fakeServer(25);
    renderList('/things', serve);
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    expect(screen.getByText('عدد الصفوف في الصفحة:')).toBeInTheDocument();
  });
});

describe('grid URL parameters', () => {
  it('reads what it can use and falls back for the rest', () => {
    const read = (q: string) => readGridUrl(new URLSearchParams(q), OPTIONS);
    expect(read('page=4&limit=25&sort=-name&q=x')).toEqual({
      page: 4,
      pageSize: 25,
      sort: { field: 'name', direction: -1 },
      search: 'x',
    });
    expect(read('page=0&limit=7&sort=id')).toEqual({ page: 1, pageSize: 10, sort: null, search: '' });
    expect(read('page=two').page).toBe(1);
    const withDefault = { ...OPTIONS, defaultSort: { field: 'name', direction: -1 as const } };
    expect(readGridUrl(new URLSearchParams(''), withDefault).sort).toEqual({ field: 'name', direction: -1 });
  });

  it('leaves defaults out of the URL and keeps other parameters', () => {
    const options = { ...OPTIONS, defaultSort: { field: 'name', direction: -1 as const } };
    const write = (q: string, patch: Parameters<typeof writeGridUrl>[1]) =>
      writeGridUrl(new URLSearchParams(q), patch, options).toString();
    expect(write('view=x&page=3', { page: 1 })).toBe('view=x');
    expect(write('', { page: 2, pageSize: 25, sort: { field: 'name', direction: 1 } })).toBe(
      'page=2&limit=25&sort=name',
    );
    expect(write('sort=name&limit=25', { sort: { field: 'name', direction: -1 }, pageSize: 10 })).toBe('');
    expect(write('q=a', { search: '' })).toBe('');
  });
});
