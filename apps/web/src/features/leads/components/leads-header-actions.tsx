import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { ImportSlot } from './toolbar-slots';

/**
 * The actions of the leads page header: the count of today's new leads (once the list answered; a click
 * applies the NEW_TODAY quick filter), the import slot, and "add lead" for users who may edit leads.
 */
export function LeadsHeaderActions({
  newLeadsCount,
  onNewToday,
  canEdit,
  onAdd,
}: {
  newLeadsCount: number | undefined;
  onNewToday: () => void;
  canEdit: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation(['leads', 'common']);
  return (
    <>
      {newLeadsCount !== undefined && (
        <Tooltip title={t('quickFilters.NEW_TODAY')}>
          <Chip
            color="primary"
            variant="outlined"
            label={t('newLeads', { count: newLeadsCount })}
            onClick={onNewToday}
            sx={{ fontWeight: 600, alignSelf: 'center' }}
          />
        </Tooltip>
      )}
      <ImportSlot />
      {canEdit && (
        <Button variant="contained" startIcon={<PersonAddAlt />} onClick={onAdd}>
          {t('addLead')}
        </Button>
      )}
    </>
  );
}
