import { POOL_SORT_FIELDS, type Pool } from '@leadhouse/domain';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemActionDialog } from '../../../components/confirm-dialog';
import { SearchGridPage, useGridUrlState } from '../../../components/server-grid';
import { DEFAULT_POOL_LIST_PARAMS, useDeletePool, usePools } from '../api/pools-api';
import { PoolFormDialog } from './pool-form-dialog';
import { poolColumns } from './pools-columns';

const GRID = { pageSizeOptions: [DEFAULT_POOL_LIST_PARAMS.limit], sortable: POOL_SORT_FIELDS };

/** Pools screen: paged list with members count, create / edit dialog and delete confirmation. */
export default function PoolsPage() {
  const { t } = useTranslation(['pools', 'common']);
  const url = useGridUrlState(GRID);
  const [editing, setEditing] = useState<Pool | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Pool | null>(null);
  const list = usePools({
    ...DEFAULT_POOL_LIST_PARAMS,
    page: url.page,
    keywords: url.keywords,
    sortBy: url.sort,
  });
  const columns = useMemo(
    () => poolColumns(t, { edit: (pool) => setEditing(pool), remove: (pool) => setDeleting(pool) }),
    [t],
  );

  return (
    <SearchGridPage
      t={t}
      onAdd={() => setEditing('new')}
      list={list}
      columns={columns}
      emptyIcon={<GroupsOutlined />}
      state={url}
    >
      {editing !== null && (
        <PoolFormDialog pool={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <DeletePoolDialog pool={deleting} onClose={() => setDeleting(null)} />
    </SearchGridPage>
  );
}

/** The delete confirmation of `pool` (open while one is given): deletes it, reports, then closes. */
function DeletePoolDialog({ pool, onClose }: { pool: Pool | null; onClose: () => void }) {
  const { t } = useTranslation(['pools', 'common']);
  return (
    <ItemActionDialog
      item={pool}
      action={useDeletePool()}
      title={t('deleteDialog.title')}
      text={t('deleteDialog.text', { name: pool?.name ?? '' })}
      confirmLabel={t('deleteDialog.confirm')}
      doneText={t('toasts.deleted')}
      onClose={onClose}
    />
  );
}
