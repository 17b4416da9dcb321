import { render, screen } from '@testing-library/react';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { ServerGrid, type GridListState } from './server-grid';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Lead ${i + 1}` }));
const PAGE = ROWS.slice(0, 10);
const SIZES = [10, 25] as const;
let cellRenders = 0;
const COLUMNS = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    renderCell: (params: GridRenderCellParams<Row, string>) => {
      cellRenders++;
      return params.value;
    },
  },
];

/**
 * A list screen as the app writes one: its paging state, handlers and options are new objects on every
 * render (a screen renders again each time one of its queries answers: the count, the filter options, ...).
 */
function Screen({ tick }: { tick: number }) {
  const state: GridListState = {
    page: 1,
    pageSize: 10,
    pageSizeOptions: [...SIZES],
    onPage: () => undefined,
    onPageSize: () => undefined,
    sort: { field: 'name', direction: 1 },
    onSort: () => undefined,
  };
  return (
    <>
      <output>render {tick}</output>
      <ServerGrid
        label="Leads"
        rows={PAGE}
        rowCount={ROWS.length}
        hasNextPage
        columns={COLUMNS}
        state={state}
        height="600px"
      />
    </>
  );
}

describe('ServerGrid renders', () => {
  it('does not draw its rows again when the screen around it renders with the same list', async () => {
    const { rerender } = render(<Screen tick={0} />);
    await screen.findByText('Lead 10');
    const drawn = cellRenders;
    expect(drawn).toBeGreaterThan(0);
    for (let tick = 1; tick <= 3; tick++) {
      rerender(<Screen tick={tick} />);
      await screen.findByText(`render ${tick}`);
    }
    // Each new handler, options array or style object used to make the grid draw every row again (40-70 ms
    // a time for the leads list's 40 rows, docs/benchmarks.md "Session 40").
    expect(cellRenders).toBe(drawn);
  });
});
