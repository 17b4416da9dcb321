import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/*
 * A list on a phone (below the `sm` breakpoint): one column whose cell says what the wide columns do, rows
 * as tall as their cell (`getRowHeight: () => 'auto'`), so nothing a user needs sits off-screen at 390 px.
 */

/** Whether the screen is a phone's (below the theme's `sm` breakpoint). */
export function usePhoneLayout(): boolean {
  // Material's `useTheme`: the default theme outside a ThemeProvider (a grid rendered on its own in a test).
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}

/**
 * The one column of a list on a phone: `render` draws a row's whole cell (from the row, and the cell's
 * focus and tab stop for controls that take the grid's keyboard focus); not sortable, no column menu.
 */
export function phoneColumns<R extends GridValidRowModel>(
  headerName: string,
  render: (row: R, cell: GridRenderCellParams<R>) => ReactNode,
  field = 'name',
): GridColDef<R>[] {
  return [
    {
      field,
      headerName,
      flex: 1,
      sortable: false,
      disableColumnMenu: true,
      renderCell: (cell) => render(cell.row, cell),
    },
  ];
}
