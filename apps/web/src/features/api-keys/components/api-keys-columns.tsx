import type { ApiKey } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { renderDisplayText } from '../../../lib/display-text';
import { formatDateTime } from '../../../lib/format';

/** The API keys grid's columns: name, hint, owner, created, last used, status and "revoke" (not sortable). */
export function apiKeyColumns(
  t: TFunction<['apiKeys', 'common']>,
  revoke: (key: ApiKey) => void,
): GridColDef<ApiKey>[] {
  return [
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
      renderCell: ({ value }: { value?: string }) => <KeyHint hint={value} />,
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
      renderCell: ({ row }) => <KeyStatusChip t={t} apiKey={row} />,
    },
    revokeColumn(t, revoke),
  ];
}

/** The "revoke" column: a button on each key not yet revoked. */
function revokeColumn(
  t: TFunction<['apiKeys', 'common']>,
  revoke: (key: ApiKey) => void,
): GridColDef<ApiKey> {
  return {
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
          onClick={() => revoke(row)}
        >
          {t('revoke')}
        </Button>
      ),
  };
}

/** A key's hint (its first characters), left to right in monospace, followed by an ellipsis. */
function KeyHint({ hint }: { hint?: string }) {
  return (
    <span dir="ltr" style={{ fontFamily: 'monospace' }}>
      {hint}…
    </span>
  );
}

/** A key's status: "revoked" with when, or "active". */
function KeyStatusChip({ t, apiKey }: { t: TFunction<['apiKeys', 'common']>; apiKey: ApiKey }) {
  return apiKey.revokedAt ? (
    <Chip size="small" label={t('revoked', { at: formatDateTime(apiKey.revokedAt) })} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={t('active')} />
  );
}
