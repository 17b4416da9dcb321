import { ROLES, type Role } from '@leadhouse/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { GridToolbar } from '../../../components/server-grid';

/** Search box and role / status filters above the users grid. */
export function UsersToolbar({
  search,
  onSearch,
  role,
  onRole,
  active,
  onActive,
}: {
  search: string;
  onSearch: (value: string) => void;
  role: Role | '';
  onRole: (value: Role | '') => void;
  active: '' | 'true' | 'false';
  onActive: (value: '' | 'true' | 'false') => void;
}) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <GridToolbar search={search} onSearch={onSearch} label={t('searchPlaceholder')}>
      <TextField
        select
        label={t('roleFilter')}
        value={role}
        onChange={(e) => onRole(e.target.value as Role | '')}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('allRoles')}</MenuItem>
        {ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {t(`common:roles.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('statusFilter')}
        value={active}
        onChange={(e) => onActive(e.target.value as '' | 'true' | 'false')}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('common:status.all')}</MenuItem>
        <MenuItem value="true">{t('common:status.active')}</MenuItem>
        <MenuItem value="false">{t('common:status.inactive')}</MenuItem>
      </TextField>
    </GridToolbar>
  );
}
