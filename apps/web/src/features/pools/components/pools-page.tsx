import type { Pool } from '@leadhouse/domain';
import Add from '@mui/icons-material/Add';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../i18n/server-message';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/config';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useToast } from '../../feedback';
import { DEFAULT_POOL_LIST_PARAMS, useDeletePool, usePools } from '../api/pools-api';
import { PoolFormDialog } from './pool-form-dialog';
import { poolColumns } from './pools-columns';

/** Pools screen: paged list with members count, create / edit dialog and delete confirmation. */
export default function PoolsPage() {
  const { t } = useTranslation(['pools', 'common']);
  const toast = useToast();
  const [search, setSearch] = useState('');
  const keywords = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [editing, setEditing] = useState<Pool | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Pool | null>(null);
  const remove = useDeletePool();

  const sort = sortModel[0];
  const params = {
    ...DEFAULT_POOL_LIST_PARAMS,
    page,
    keywords,
    sortBy: sort
      ? { field: sort.field, direction: sort.sort === 'desc' ? (-1 as const) : (1 as const) }
      : null,
  };
  const { data, isFetching, error } = usePools(params);
  const columns = useMemo(
    () => poolColumns(t, { edit: (pool) => setEditing(pool), remove: (pool) => setDeleting(pool) }),
    [t],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('toasts.deleted'));
        setDeleting(null);
      },
      onError: (e) => toast.error(errorText(e)),
    });
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: 1.5 }}>
          <TextField
            value={search}
            type="search"
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder={t('searchPlaceholder')}
            sx={{ width: { xs: '100%', sm: 360 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('searchPlaceholder') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Divider />
        <DataGrid
          aria-label={t('title')}
          rows={data?.rows ?? []}
          rowCount={data?.count ?? 0}
          columns={columns}
          loading={isFetching}
          density="compact"
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          pageSizeOptions={[params.limit]}
          paginationModel={{ page: page - 1, pageSize: params.limit }}
          onPaginationModelChange={(model) => setPage(model.page + 1)}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            setSortModel(model);
            setPage(1);
          }}
          slots={{
            noRowsOverlay: () => (
              <EmptyState
                compact
                icon={<GroupsOutlined />}
                title={error ? errorText(error) : t('common:empty.noRecord')}
                text={error ? undefined : t('emptyText')}
              />
            ),
          }}
          sx={{ border: 0, height: 'calc(100vh - 290px)', minHeight: 420 }}
        />
      </Paper>
      {editing !== null && (
        <PoolFormDialog pool={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteDialog.title')}
        text={t('deleteDialog.text', { name: deleting?.name ?? '' })}
        confirmLabel={t('deleteDialog.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
