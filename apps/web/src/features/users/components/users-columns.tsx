import { ROLES, USER_SORT_FIELDS, type Role, type User } from '@leadhouse/domain';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { KeyboardEvent } from 'react';
import { IconAction } from '../../../components/icon-action';
import { phoneColumns } from '../../../components/server-grid';
import { formatDateTime } from '../../../lib/format';
import { DisplayText } from '../../../lib/display-text';

/** Row actions the columns call. */
export interface UserRowActions {
  edit: (user: User) => void;
  setActive: (user: User, active: boolean) => void;
  setRole: (user: User, role: Role) => void;
}

const sortable = (field: string) => (USER_SORT_FIELDS as readonly string[]).includes(field);
// Keys typed into a cell control must not drive the grid's keyboard navigation.
const stopGridKeys = (e: KeyboardEvent) => e.stopPropagation();

/** The user's picture (or initial) and name. */
function NameCell({ row }: { row: User }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, height: '100%', minWidth: 0 }}>
      <Avatar src={row.picture ?? undefined} sx={{ width: 28, height: 28, fontSize: 13 }}>
        {row.name.charAt(0).toUpperCase()}
      </Avatar>
      <DisplayText value={row.name} sx={{ fontWeight: 500 }} />
    </Box>
  );
}

/** What a cell that changes one of the user's values in place takes: the row, the texts, the change. */
interface InPlaceCellProps<V> {
  row: User;
  t: TFunction<['users', 'common']>;
  onChange: (value: V) => void;
}

/** The user's role, changed in place. */
function RoleCell({ row, t, onChange }: InPlaceCellProps<Role>) {
  return (
    <Select
      variant="standard"
      disableUnderline
      value={row.role}
      onKeyDown={stopGridKeys}
      onChange={(e) => onChange(e.target.value)}
      inputProps={{ 'aria-label': t('changeRole', { name: row.name }) }}
      sx={{ fontSize: 13, width: '100%' }}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role} dense>
          {t(`common:roles.${role}`)}
        </MenuItem>
      ))}
    </Select>
  );
}

/** Whether the user may sign in, switched in place. */
function ActiveCell({ row, t, onChange }: InPlaceCellProps<boolean>) {
  return (
    <Switch
      size="small"
      checked={row.active}
      onKeyDown={stopGridKeys}
      onChange={(e) => onChange(e.target.checked)}
      slotProps={{ input: { 'aria-label': t('toggleActive', { name: row.name }) } }}
    />
  );
}

/** Opens the user's form. */
function EditCell({ row, t, onEdit }: { row: User; t: TFunction<['users', 'common']>; onEdit: () => void }) {
  return (
    <IconAction label={t('editUser', { name: row.name })} onClick={onEdit}>
      <EditOutlined fontSize="small" />
    </IconAction>
  );
}

/**
 * One user on a phone: picture and name, email, then the role select, the active switch and edit in a row
 * (at 390 px all three were off-screen).
 */
function PhoneCell({
  row,
  t,
  actions,
}: {
  row: User;
  t: TFunction<['users', 'common']>;
  actions: UserRowActions;
}) {
  return (
    <Stack spacing={0.5} sx={{ py: 1, minWidth: 0, width: '100%', alignItems: 'flex-start' }}>
      <NameCell row={row} />
      <DisplayText value={row.email} dir="ltr" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <RoleCell row={row} t={t} onChange={(role) => actions.setRole(row, role)} />
        </Box>
        <ActiveCell row={row} t={t} onChange={(active) => actions.setActive(row, active)} />
        <EditCell row={row} t={t} onEdit={() => actions.edit(row)} />
      </Stack>
    </Stack>
  );
}

/** When the user was created and last signed in ("Never" before the first sign-in). */
function timeColumns(t: TFunction<['users', 'common']>): GridColDef<User>[] {
  return [
    {
      field: 'createdAt',
      headerName: t('columns.createdAt'),
      width: 138,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'lastLoginAt',
      headerName: t('columns.lastLoginAt'),
      width: 138,
      valueFormatter: (value: string | null) => formatDateTime(value) || t('never'),
    },
  ];
}

/**
 * Columns of the users grid: name, email, inline role select, stage name, active switch, dates, edit; on a
 * phone (`compact`) one column that holds the name, email and the three controls (`PhoneCell`).
 */
export function userColumns(
  t: TFunction<['users', 'common']>,
  actions: UserRowActions,
  compact = false,
): GridColDef<User>[] {
  if (compact)
    return phoneColumns(t('columns.name'), (row) => <PhoneCell row={row} t={t} actions={actions} />);
  const cols: GridColDef<User>[] = [
    {
      field: 'name',
      headerName: t('columns.name'),
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => <NameCell row={row} />,
    },
    {
      field: 'email',
      headerName: t('columns.email'),
      flex: 1.2,
      minWidth: 170,
      renderCell: ({ row }) => <DisplayText value={row.email} dir="ltr" />,
    },
    {
      field: 'role',
      headerName: t('columns.role'),
      width: 160,
      renderCell: ({ row }) => <RoleCell row={row} t={t} onChange={(role) => actions.setRole(row, role)} />,
    },
    {
      field: 'stageName',
      headerName: t('columns.stageName'),
      width: 120,
      valueGetter: (_v, row) => row.stageName ?? '',
    },
    {
      field: 'active',
      headerName: t('columns.active'),
      width: 80,
      renderCell: ({ row }) => (
        <ActiveCell row={row} t={t} onChange={(active) => actions.setActive(row, active)} />
      ),
    },
    ...timeColumns(t),
    {
      field: 'actions',
      headerName: t('columns.actions'),
      width: 70,
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => <EditCell row={row} t={t} onEdit={() => actions.edit(row)} />,
    },
  ];
  return cols.map((c) => ({ ...c, sortable: sortable(c.field), disableColumnMenu: true }));
}
