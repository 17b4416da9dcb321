import type { Role, User } from '@leadhouse/domain';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../i18n/server-message';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/config';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useToast } from '../../feedback';
import { DEFAULT_USER_LIST_PARAMS, useUpdateUser, useUsers } from '../api/users-api';
import { UserFormDialog } from './user-form-dialog';
import { userColumns } from './users-columns';
import { UsersToolbar } from './users-toolbar';

/** Users screen: server-side paged, sorted and filtered grid with create / edit / activate / role change. */
export default function UsersPage() {
  const { t } = useTranslation(['users', 'common']);
  const toast = useToast();
  const [search, setSearch] = useState('');
  const keywords = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [role, setRole] = useState<Role | ''>('');
  const [active, setActive] = useState<'' | 'true' | 'false'>('');
  const [editing, setEditing] = useState<User | null | 'new'>(null);
  const update = useUpdateUser();

  const sort = sortModel[0];
  const params = {
    ...DEFAULT_USER_LIST_PARAMS,
    page,
    keywords,
    role,
    active,
    sortBy: sort
      ? { field: sort.field, direction: sort.sort === 'desc' ? (-1 as const) : (1 as const) }
      : null,
  };
  const { data, isFetching, error } = useUsers(params);

  const columns = useMemo(
    () =>
      userColumns(t, {
        edit: (user) => setEditing(user),
        setActive: (user, value) =>
          update.mutate(
            { id: user.id, active: value },
            {
              onSuccess: () => toast.success(value ? t('toasts.activated') : t('toasts.deactivated')),
              onError: (e) => toast.error(errorText(e)),
            },
          ),
        setRole: (user, value) =>
          update.mutate(
            { id: user.id, role: value },
            {
              onSuccess: () => toast.success(t('toasts.roleChanged')),
              onError: (e) => toast.error(errorText(e)),
            },
          ),
      }),
    // `update.mutate` is stable; the columns only change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, toast],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="contained" startIcon={<PersonAddAlt />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        <UsersToolbar
          search={search}
          onSearch={(v) => {
            setSearch(v);
            setPage(1);
          }}
          role={role}
          onRole={(v) => {
            setRole(v);
            setPage(1);
          }}
          active={active}
          onActive={(v) => {
            setActive(v);
            setPage(1);
          }}
        />
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
                title={error ? errorText(error) : t('common:empty.noRecord')}
                text={error ? undefined : t('emptyText')}
              />
            ),
          }}
          sx={{ border: 0, height: 'calc(100vh - 290px)', minHeight: 420 }}
        />
      </Paper>
      {editing !== null && (
        <UserFormDialog user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
