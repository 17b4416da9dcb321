import { USER_SORT_FIELDS, type Role, type User } from '@leadhouse/domain';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastOutcome } from '../../../lib/outcome-toasts';
import { PageHeader } from '../../../components/page-header';
import { ServerGrid, useGridUrlState, usePhoneLayout } from '../../../components/server-grid';
import { useToast } from '../../feedback';
import { DEFAULT_USER_LIST_PARAMS, useUpdateUser, useUsers } from '../api/users-api';
import { UserFormDialog } from './user-form-dialog';
import { userColumns } from './users-columns';
import { UsersToolbar } from './users-toolbar';
import { useScreenName } from '../../../components/screens';

const GRID = { pageSizeOptions: [DEFAULT_USER_LIST_PARAMS.limit], sortable: USER_SORT_FIELDS };

/** Users screen: server-side paged, sorted and filtered grid with create / edit / activate / role change. */
export default function UsersPage() {
  const { t } = useTranslation(['users', 'common']);
  const name = useScreenName('users');
  const url = useGridUrlState(GRID);
  const [role, setRole] = useState<Role | ''>('');
  const [active, setActive] = useState<'' | 'true' | 'false'>('');
  const [editing, setEditing] = useState<User | null | 'new'>(null);
  const list = useUsers({
    ...DEFAULT_USER_LIST_PARAMS,
    page: url.page,
    keywords: url.keywords,
    role,
    active,
    sortBy: url.sort,
  });
  const phone = usePhoneLayout();
  const wide = useUserColumns(setEditing, false);
  const compact = useUserColumns(setEditing, true);

  return (
    <>
      <PageHeader
        subtitle={t('subtitle')}
        actions={
          <Button variant="contained" startIcon={<PersonAddAlt />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        <UsersToolbar
          search={url.search}
          onSearch={url.setSearch}
          role={role}
          onRole={(v) => {
            setRole(v);
            url.firstPage();
          }}
          active={active}
          onActive={(v) => {
            setActive(v);
            url.firstPage();
          }}
        />
        <Divider />
        <ServerGrid
          label={name}
          list={list}
          columns={phone ? compact : wide}
          phoneSortColumns={wide}
          emptyText={t('emptyText')}
          state={url}
        />
      </Paper>
      {editing !== null && (
        <UserFormDialog user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

/**
 * The users grid's columns with their row actions: `edit` opens the form; activate / deactivate and the
 * role menu save at once (`PATCH /api/users/:id`) and report in the toaster.
 */
function useUserColumns(edit: (user: User) => void, phone: boolean) {
  const { t } = useTranslation(['users', 'common']);
  const toast = useToast();
  const update = useUpdateUser();
  return useMemo(
    () =>
      userColumns(
        t,
        {
          edit,
          setActive: (user, value) =>
            update.mutate(
              { id: user.id, active: value },
              toastOutcome(toast, () => (value ? t('toasts.activated') : t('toasts.deactivated'))),
            ),
          setRole: (user, value) =>
            update.mutate(
              { id: user.id, role: value },
              toastOutcome(toast, () => t('toasts.roleChanged')),
            ),
        },
        phone,
      ),
    // `update.mutate` and `edit` (a state setter) are stable; the columns change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, toast, phone],
  );
}
