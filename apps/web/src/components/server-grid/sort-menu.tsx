import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import SortIcon from '@mui/icons-material/Sort';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridSort } from './grid-url-state';
import { ACTIONS_FIELD } from './stacked-column';

/** The arrow of a sort's direction (decorative: its words are said beside it). */
function DirectionArrow({ direction }: { direction: 'ascending' | 'descending' }) {
  return direction === 'ascending' ? (
    <ArrowUpward fontSize="small" aria-hidden />
  ) : (
    <ArrowDownward fontSize="small" aria-hidden />
  );
}

/**
 * The sort of a list on a phone, where the grid has one cell per row and no column header to click: a menu
 * of the sortable columns shown, with the rule of the headers (spec §4): the current column again flips its
 * direction, another column starts ascending. The current one shows its direction, in the menu and on the
 * button ("Sort: Created ↓", named "Sort: Created, descending"), since no header shows it. `sort` null: none
 * yet (the button says "Sort").
 */
export function SortMenu({
  columns,
  sort,
  onSort,
}: {
  columns: { field: string; headerName: string }[];
  sort: GridSort | null;
  onSort: (next: GridSort) => void;
}) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (columns.length === 0) return null;
  const direction = sort?.direction === -1 ? 'descending' : 'ascending';
  const sortedBy = sort ? columns.find((c) => c.field === sort.field) : undefined;
  const label = sortedBy ? t('sort.by', { column: sortedBy.headerName }) : t('sort.button');
  const pick = (field: string) => {
    setAnchor(null);
    onSort({ field, direction: field === sort?.field && sort.direction === 1 ? -1 : 1 });
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<SortIcon fontSize="small" />}
        endIcon={sortedBy && <DirectionArrow direction={direction} />}
        aria-label={
          sortedBy
            ? t('sort.byNamed', { column: sortedBy.headerName, direction: t(`sort.${direction}`) })
            : undefined
        }
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const current = column.field === sort?.field;
          return (
            <MenuItem
              key={column.field}
              selected={current}
              aria-current={current ? 'true' : undefined}
              onClick={() => pick(column.field)}
            >
              <ListItemText>{column.headerName}</ListItemText>
              {current && (
                <ListItemIcon sx={{ justifyContent: 'flex-end' }} aria-label={t(`sort.${direction}`)}>
                  <DirectionArrow direction={direction} />
                </ListItemIcon>
              )}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/**
 * The sort of a stacked list on a phone (no header left to click): the Sort menu over the columns a header
 * click sorts in the wide grid, when the list sorts on the server (`onSort`).
 */
export function PhoneSortBar<R extends GridValidRowModel>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly GridColDef<R>[];
  sort: GridSort | null | undefined;
  onSort: ((next: GridSort | null) => void) | undefined;
}) {
  const sortable = columns.filter((c) => c.sortable !== false && c.field !== ACTIONS_FIELD);
  if (!onSort || sortable.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, py: 0.5 }}>
      <SortMenu
        columns={sortable.map((c) => ({ field: c.field, headerName: c.headerName ?? c.field }))}
        sort={sort ?? null}
        onSort={onSort}
      />
    </Box>
  );
}
