import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubPhoneScreen } from '../../test/phone';
import { ServerGrid, type GridListState } from './server-grid';

interface Row {
  id: number;
  name: string;
  notes: string | null;
  members: string[];
  createdAt: string;
}

const ROWS: Row[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `Pool ${i + 1}`,
  notes: i % 2 ? null : `Night shift ${i + 1}`,
  members: ['Ana', 'Bo', 'Chen'].slice(0, (i % 3) + 1),
  createdAt: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
}));

function columns(edit: (row: Row) => void): GridColDef<Row>[] {
  return [
    { field: 'name', headerName: 'Name', flex: 1, renderCell: ({ row }) => <strong>{row.name}</strong> },
    {
      field: 'notes',
      headerName: 'Notes',
      width: 200,
      sortable: false,
      valueGetter: (_v, row) => row.notes ?? '–',
    },
    { field: 'members', headerName: 'Members', width: 120, valueGetter: (_v, row) => row.members.length },
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 140,
      valueFormatter: (value: string) => value.split('-').reverse().join('.'),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 90,
      renderCell: ({ row }) => <Button onClick={() => edit(row)}>{`Edit ${row.name}`}</Button>,
    },
  ];
}

function renderGrid(edit: (row: Row) => void, hidden?: string) {
  return render(
    <ServerGrid
      label="Pools"
      rows={ROWS}
      columns={columns(edit)}
      height="2000px"
      {...(hidden && { columnVisibilityModel: { [hidden]: false } })}
    />,
  );
}

describe('a list on a phone without a layout of its own', { timeout: 60_000 }, () => {
  it('stacks every column in one: the title, each header with its value, the actions last', async () => {
    stubPhoneScreen();
    const edit = vi.fn();
    renderGrid(edit);
    const grid = await screen.findByRole('grid', { name: 'Pools' });
    // One column, named after the first: nothing left to scroll to sideways.
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name']);
    const row = (await within(grid).findByText('Pool 3')).closest<HTMLElement>('[role="row"]')!;
    // valueGetter, valueFormatter and renderCell each as the wide grid shows them, under their header.
    expect(row.textContent).toContain('NotesNight shift 3');
    expect(row.textContent).toContain('Members3');
    expect(row.textContent).toContain('Created03.11.2026');
    const other = (await within(grid).findByText('Pool 2')).closest<HTMLElement>('[role="row"]')!;
    expect(other.textContent).toContain('Notes–');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Pool 3' }));
    expect(edit).toHaveBeenCalledWith(ROWS[2]);
  });

  it('leaves out a hidden column, and keeps the wide columns on a wide screen', async () => {
    stubPhoneScreen();
    const { unmount } = renderGrid(vi.fn(), 'notes');
    const phone = await screen.findByRole('grid', { name: 'Pools' });
    const row = (await within(phone).findByText('Pool 1')).closest<HTMLElement>('[role="row"]')!;
    expect(row.textContent).not.toContain('Notes');
    expect(row.textContent).toContain('Members1');
    unmount();
    vi.unstubAllGlobals();
    renderGrid(vi.fn());
    const wide = await screen.findByRole('grid', { name: 'Pools' });
    await within(wide).findByText('Pool 1');
    expect(
      within(wide)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Notes', 'Members', 'Created', 'Actions']);
  });

  it('sorts from a Sort menu of the columns a header click sorts: again flips the direction', async () => {
    stubPhoneScreen();
    const onSort = vi.fn();
    const state = (sort: GridListState['sort']): GridListState => ({
      page: 1,
      pageSize: 25,
      pageSizeOptions: [25],
      onPage: vi.fn(),
      onPageSize: vi.fn(),
      sort,
      onSort,
    });
    const grid = (sort: GridListState['sort']) => (
      <ServerGrid label="Pools" rows={ROWS} columns={columns(vi.fn())} height="900px" state={state(sort)} />
    );
    const { rerender } = render(grid(null));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sort' }));
    // Notes is not sortable and the actions are no column to sort by.
    const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items()).toEqual(['Name', 'Members', 'Created']);
    await user.click(screen.getByRole('menuitem', { name: 'Created' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'createdAt', direction: 1 });
    rerender(grid({ field: 'createdAt', direction: 1 }));
    // No header shows the sort on a phone: the button says it.
    const button = screen.getByRole('button', { name: 'Sort: Created, ascending' });
    expect(button.textContent).toBe('Sort: Created');
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: /Created/ }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'createdAt', direction: -1 });
    rerender(grid({ field: 'createdAt', direction: -1 }));
    expect(screen.getByRole('button', { name: 'Sort: Created, descending' })).toBeTruthy();
    // A sort of a column the stacked grid does not have is kept: the grid never clears it.
    rerender(grid({ field: 'members', direction: -1 }));
    await screen.findByText('Pool 1');
    expect(onSort).not.toHaveBeenCalledWith(null);
  });
});
