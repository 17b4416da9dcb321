import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ServerGrid, type GridListState } from './server-grid';

const ROWS = [
  { id: 1, name: 'Ana' },
  { id: 2, name: 'Bo' },
];
const COLUMNS = [{ field: 'name', headerName: 'Name', flex: 1 }];

function state(page: number): GridListState {
  return { page, pageSize: 40, pageSizeOptions: [40], onPage: vi.fn(), onPageSize: vi.fn() };
}

describe('the pager of a list the server does not count', { timeout: 60_000 }, () => {
  it('reads the total off the last page once no page follows', async () => {
    const props = { label: 'Deleted leads', rows: ROWS, rowCount: null, columns: COLUMNS, height: '600px' };
    const grid = (page: number, hasNextPage: boolean) => (
      <ServerGrid {...props} hasNextPage={hasNextPage} state={state(page)} />
    );
    const first = render(grid(3, false));
    // The third page of 40, its last: 82 in all.
    expect(await screen.findByText('81–82 of 82')).toBeInTheDocument();
    first.unmount();
    const { rerender } = render(grid(1, false));
    // It said "1–40 of more than 40" over these two rows.
    expect(await screen.findByText('1–2 of 2')).toBeInTheDocument();
    // While a page may follow, the total stays unknown and Next stays open.
    rerender(grid(1, true));
    expect(await screen.findByText(/of more than/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeEnabled();
  });
});
