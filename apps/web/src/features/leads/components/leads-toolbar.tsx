import FilterList from '@mui/icons-material/FilterList';
import Refresh from '@mui/icons-material/Refresh';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnChooser } from './column-chooser';
import type { FilterOption } from './filter-fields';
import { QuickFilterChips } from './quick-filter-chips';

/**
 * The row above the grid: the filter button with its count, quick filters, the sort menu on a phone
 * (`sortSlot`), the saved views menu (`viewsSlot`), the column chooser, refresh.
 */
export function LeadsToolbar({
  filterCount,
  onOpenFilters,
  quickFilters,
  quickFilter,
  onQuickFilter,
  columns,
  visibility,
  onVisibility,
  onRefresh,
  viewsSlot,
  sortSlot,
}: {
  filterCount: number;
  onOpenFilters: () => void;
  quickFilters: FilterOption[];
  quickFilter: string;
  onQuickFilter: (value: string) => void;
  columns: { field: string; headerName: string }[];
  visibility: GridColumnVisibilityModel;
  onVisibility: (model: GridColumnVisibilityModel) => void;
  onRefresh: () => void;
  viewsSlot?: ReactNode;
  /** The sort menu (on a phone, where the grid has no column headers). */
  sortSlot?: ReactNode;
}) {
  const { t } = useTranslation('leads');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, flexWrap: 'wrap' }}>
      <Badge badgeContent={filterCount} color="primary">
        <Button
          variant="outlined"
          size="small"
          startIcon={<FilterList fontSize="small" />}
          onClick={onOpenFilters}
          aria-haspopup="dialog"
        >
          {t('filters.button')}
        </Button>
      </Badge>
      <QuickFilterChips options={quickFilters} value={quickFilter} onChange={onQuickFilter} />
      <Box sx={{ flexGrow: 1 }} />
      {sortSlot}
      {viewsSlot}
      {columns.length > 0 && <ColumnChooser columns={columns} model={visibility} onChange={onVisibility} />}
      <Tooltip title={t('refresh')}>
        <IconButton size="small" aria-label={t('refresh')} onClick={onRefresh}>
          <Refresh fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
