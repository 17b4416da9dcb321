import { ROLES, type Role } from '@leadhouse/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/choice-select';
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
      <ChoiceSelect<Role | ''>
        label={t('roleFilter')}
        value={role}
        choices={ROLES}
        choiceLabel={(r) => t(`common:roles.${r}`)}
        anyLabel={t('allRoles')}
        onChange={onRole}
        minWidth={200}
      />
      <ChoiceSelect<'' | 'true' | 'false'>
        label={t('statusFilter')}
        value={active}
        choices={['true', 'false']}
        choiceLabel={(a) => t(a === 'true' ? 'common:status.active' : 'common:status.inactive')}
        anyLabel={t('common:status.all')}
        onChange={onActive}
        minWidth={150}
      />
    </GridToolbar>
  );
}
