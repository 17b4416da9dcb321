import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {
  DataGridProps,
  GridColDef,
  GridColumnVisibilityModel,
  GridRenderCellParams,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import { phoneColumns, usePhoneLayout } from './phone-column';

/*
 * Every list on a phone without a layout of its own (pools, accounts, domains, API keys, deleted leads, the
 * ledger, the delivery log, flows, analytics): the wide columns stacked in one column, so no list scrolls
 * sideways at 390 px. A screen with its own phone column (leads, users, integrations, the held queue) keeps it.
 */

/** The field of a column of row actions (edit, delete, …): drawn last, under the row's values. */
export const ACTIONS_FIELD = 'actions';

/**
 * What a wide column draws for a row, as its own `renderCell` would in the wide grid: the column's value
 * (`valueGetter`, else the row's field), formatted (`valueFormatter`), rendered (`renderCell`, given the
 * stacked cell's params with this column's field, value and definition), else the formatted value as text.
 */
function wideCell<R extends GridValidRowModel>(col: GridColDef<R>, cell: GridRenderCellParams<R>): ReactNode {
  const row = cell.row;
  const apiRef = { current: cell.api };
  const raw = (row as Record<string, unknown>)[col.field] as never;
  const value: unknown = col.valueGetter ? col.valueGetter(raw, row, col, apiRef) : raw;
  const formatted: unknown = col.valueFormatter
    ? col.valueFormatter(value as never, row, col, apiRef)
    : value;
  if (col.renderCell) {
    const colDef = { ...cell.colDef, ...col } as GridRenderCellParams<R>['colDef'];
    return col.renderCell({ ...cell, field: col.field, value, formattedValue: formatted, colDef });
  }
  return formatted === null || formatted === undefined ? '' : String(formatted as string | number);
}

/**
 * A value laid out in its own direction (a Latin name, URL or number in an Arabic row keeps its punctuation
 * where it belongs: "1. Local demo partner", not "Local demo partner 1."), as the wide grid's text cells.
 */
const OWN_DIRECTION = { unicodeBidi: 'plaintext' } as const;

/** One stacked row: the first column as its title, each other column as "header: value", the actions last. */
function StackedCell<R extends GridValidRowModel>({
  columns,
  cell,
}: {
  columns: readonly GridColDef<R>[];
  cell: GridRenderCellParams<R>;
}) {
  const [title, ...rest] = columns.filter((c) => c.field !== ACTIONS_FIELD);
  const actions = columns.find((c) => c.field === ACTIONS_FIELD);
  return (
    <Box sx={{ py: 1, display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0, lineHeight: 1.5 }}>
      {title && (
        // A flex row: its content starts at the line's start in either direction, whatever its own text's is.
        <Box
          sx={{ display: 'flex', fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere', ...OWN_DIRECTION }}
        >
          {wideCell(title, cell)}
        </Box>
      )}
      {rest.map((col) => (
        <Box key={col.field} sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {col.headerName ?? col.field}
          </Typography>
          <Box
            sx={{
              flex: 1,
              minWidth: 0,
              overflowWrap: 'anywhere',
              fontSize: 'body2.fontSize',
              ...OWN_DIRECTION,
            }}
          >
            {wideCell(col, cell)}
          </Box>
        </Box>
      ))}
      {actions && <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{wideCell(actions, cell)}</Box>}
    </Box>
  );
}

/**
 * The columns of a list on a phone: `columns` as they are when they are already one column (a screen's own
 * phone layout), else one column (`phoneColumns`, named after the first) stacking the visible ones
 * (`visibility`: the grid's column visibility model, a field hidden when false), rows as tall as their cell.
 */
export function stackedColumns<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  visibility?: GridColumnVisibilityModel,
): readonly GridColDef<R>[] {
  const shown = columns.filter((c) => visibility?.[c.field] !== false);
  if (shown.length <= 1) return columns;
  const first = shown.find((c) => c.field !== ACTIONS_FIELD) ?? shown[0]!;
  return phoneColumns<R>(
    first.headerName ?? first.field,
    (_row, cell) => <StackedCell columns={shown} cell={cell} />,
    `${first.field}__stacked`,
  );
}

/** A row as tall as its cell (a list on a phone). */
const AUTO_ROW_HEIGHT = () => 'auto' as const;

/**
 * The grid's columns and row height for the screen: the wide `columns` and the screen's `getRowHeight`
 * on a wide screen; on a phone the stacked columns (`stackedColumns`; `stacked` true when they were stacked
 * here, not a screen's own one column) and rows as tall as their cell unless the screen gives a height.
 */
export function usePhoneColumns<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  visibility: GridColumnVisibilityModel | undefined,
  getRowHeight: DataGridProps<R>['getRowHeight'],
) {
  const phone = usePhoneLayout();
  const shown = useMemo(
    () => (phone ? stackedColumns(columns, visibility) : columns),
    [phone, columns, visibility],
  );
  return {
    columns: shown,
    stacked: shown !== columns,
    /** One column on a phone (stacked, or a screen's own): no header sorts; a Sort menu does. */
    menuSorted: phone && shown.length === 1,
    getRowHeight: getRowHeight ?? (phone ? AUTO_ROW_HEIGHT : undefined),
  };
}
