import { POOL_SORT_FIELDS, type Pool } from '@leadhouse/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import AvatarGroup from '@mui/material/AvatarGroup';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { IconAction } from '../../../components/icon-action';
import { formatDateTime } from '../../../lib/format';
import { DisplayText, renderDisplayText } from '../../../lib/display-text';

/** Row actions the columns call. */
export interface PoolRowActions {
  edit: (pool: Pool) => void;
  remove: (pool: Pool) => void;
}

const sortable = (field: string) => (POOL_SORT_FIELDS as readonly string[]).includes(field);

/** The member count and the first members' initials (names on hover). */
function MembersCell({ members }: { members: Pool['members'] }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <Typography variant="body2" sx={{ minWidth: 20, fontWeight: 600 }}>
        {members.length}
      </Typography>
      <AvatarGroup max={4} sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 11 } }}>
        {members.map((m) => (
          <Tooltip key={m.id} title={m.name}>
            <Avatar>{m.name.charAt(0).toUpperCase()}</Avatar>
          </Tooltip>
        ))}
      </AvatarGroup>
    </Box>
  );
}

/** Edit and delete a pool. */
function ActionsCell({
  row,
  t,
  actions,
}: {
  row: Pool;
  t: TFunction<['pools', 'common']>;
  actions: PoolRowActions;
}) {
  return (
    <Box>
      <IconAction label={t('editPool', { name: row.name })} onClick={() => actions.edit(row)}>
        <EditOutlined fontSize="small" />
      </IconAction>
      <IconAction
        label={t('deletePool', { name: row.name })}
        color="error"
        onClick={() => actions.remove(row)}
      >
        <DeleteOutlined fontSize="small" />
      </IconAction>
    </Box>
  );
}

/** Columns of the pools grid: name, description, members (count + avatars), status, created, actions. */
export function poolColumns(t: TFunction<['pools', 'common']>, actions: PoolRowActions): GridColDef<Pool>[] {
  const cols: GridColDef<Pool>[] = [
    {
      field: 'name',
      headerName: t('columns.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <DisplayText value={row.name} sx={{ fontWeight: 500, lineHeight: 'inherit' }} />
      ),
    },
    {
      field: 'description',
      headerName: t('columns.description'),
      flex: 1.5,
      minWidth: 200,
      valueGetter: (_v, row) => row.description ?? '',
      renderCell: renderDisplayText,
    },
    {
      field: 'members',
      headerName: t('columns.members'),
      width: 170,
      valueGetter: (_v, row) => row.members.length,
      renderCell: ({ row }) => <MembersCell members={row.members} />,
    },
    {
      field: 'active',
      headerName: t('columns.active'),
      width: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.active ? 'success' : 'default'}
          label={row.active ? t('common:status.active') : t('common:status.inactive')}
        />
      ),
    },
    {
      field: 'createdAt',
      headerName: t('columns.createdAt'),
      width: 140,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'actions',
      headerName: t('columns.actions'),
      width: 100,
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => <ActionsCell row={row} t={t} actions={actions} />,
    },
  ];
  return cols.map((c) => ({ ...c, sortable: sortable(c.field), disableColumnMenu: true }));
}
