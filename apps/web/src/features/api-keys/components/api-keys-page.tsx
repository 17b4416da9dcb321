import type { ApiKey, ApiKeyCreated } from '@leadhouse/domain';
import Add from '@mui/icons-material/Add';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../i18n/server-message';
import { formatDateTime } from '../../../lib/format';
import { useAuth } from '../../auth';
import { useToast } from '../../feedback';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys-api';
import { CreateApiKeyDialog, NewKeyDialog } from './api-key-dialogs';
import { renderDisplayText } from '../../../lib/display-text';

/**
 * API keys screen (issue 10 §4, §7): the keys of the intake API with owner, creation, last use and
 * revocation; create (the key shown once) and revoke (confirmed, soft).
 */
export default function ApiKeysPage() {
  const { t } = useTranslation(['apiKeys', 'common']);
  const { user } = useAuth();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const { data, isFetching, error } = useApiKeys(page);
  const revoke = useRevokeApiKey();

  const columns = useMemo<GridColDef<ApiKey>[]>(
    () => [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        renderCell: renderDisplayText,
      },
      {
        field: 'hint',
        headerName: t('columns.hint'),
        width: 150,
        sortable: false,
        renderCell: ({ value }: { value?: string }) => (
          <span dir="ltr" style={{ fontFamily: 'monospace' }}>
            {value}…
          </span>
        ),
      },
      {
        field: 'userName',
        headerName: t('columns.owner'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        renderCell: renderDisplayText,
      },
      {
        field: 'createdAt',
        headerName: t('columns.createdAt'),
        width: 150,
        sortable: false,
        valueFormatter: (v: string) => formatDateTime(v),
      },
      {
        field: 'lastUsedAt',
        headerName: t('columns.lastUsedAt'),
        width: 150,
        sortable: false,
        valueFormatter: (v: string | null) => (v ? formatDateTime(v) : t('never')),
      },
      {
        field: 'revokedAt',
        headerName: t('columns.status'),
        width: 200,
        sortable: false,
        renderCell: ({ row }) =>
          row.revokedAt ? (
            <Chip size="small" label={t('revoked', { at: formatDateTime(row.revokedAt) })} />
          ) : (
            <Chip size="small" color="success" variant="outlined" label={t('active')} />
          ),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) =>
          row.revokedAt ? null : (
            <Button
              size="small"
              color="error"
              aria-label={t('revokeKey', { name: row.name })}
              onClick={() => setRevoking(row)}
            >
              {t('revoke')}
            </Button>
          ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <Link href="/api/docs" target="_blank" rel="noopener" sx={{ alignSelf: 'center' }}>
              {t('docsLink')}
            </Link>
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('add')}
            </Button>
          </>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DataGrid
          aria-label={t('title')}
          rows={data?.rows ?? []}
          rowCount={data?.count ?? 0}
          columns={columns}
          loading={isFetching}
          density="compact"
          paginationMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          pageSizeOptions={[50]}
          paginationModel={{ page: page - 1, pageSize: 50 }}
          onPaginationModelChange={(m) => setPage(m.page + 1)}
          slots={{
            noRowsOverlay: () => (
              <EmptyState
                compact
                icon={<KeyOutlined />}
                title={error ? errorText(error) : t('common:empty.noRecord')}
                text={error ? undefined : t('emptyText')}
              />
            ),
          }}
          sx={{ border: 0, height: 'calc(100vh - 240px)', minHeight: 360 }}
        />
      </Paper>
      {creating && (
        <CreateApiKeyDialog
          isAdmin={user?.role === 'admin'}
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      {created && <NewKeyDialog created={created} onClose={() => setCreated(null)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeDialog.title')}
        text={t('revokeDialog.text', { name: revoking?.name ?? '' })}
        confirmLabel={t('revoke')}
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(t('revokedToast'));
              setRevoking(null);
            },
            onError: (e) => toast.error(errorText(e)),
          })
        }
      />
    </>
  );
}
