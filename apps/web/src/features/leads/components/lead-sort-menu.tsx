import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import SortIcon from '@mui/icons-material/Sort';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A sort of the list: a column and its direction (1 ascending, -1 descending). */
export interface ListSort {
  field: string;
  direction: 1 | -1;
}

/**
 * The sort of the leads list on a phone, where the grid has one cell per lead and no column header to
 * click: a menu of the sortable columns shown, with the rule of the headers (spec §4): the current column
 * again flips its direction, another column starts ascending. The current one shows its direction.
 */
export function LeadSortMenu({
  columns,
  sort,
  onSort,
}: {
  columns: { field: string; headerName: string }[];
  sort: ListSort;
  onSort: (next: ListSort) => void;
}) {
  const { t } = useTranslation('leads');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (columns.length === 0) return null;
  const pick = (field: string) => {
    setAnchor(null);
    onSort({ field, direction: field === sort.field ? (sort.direction === 1 ? -1 : 1) : 1 });
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<SortIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('sort.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const current = column.field === sort.field;
          const direction = sort.direction === 1 ? 'ascending' : 'descending';
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
                  {direction === 'ascending' ? (
                    <ArrowUpward fontSize="small" aria-hidden />
                  ) : (
                    <ArrowDownward fontSize="small" aria-hidden />
                  )}
                </ListItemIcon>
              )}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
