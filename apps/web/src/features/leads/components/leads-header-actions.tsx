import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DELETED_LEADS_PATH } from '../../lead-undo';
import { ImportSlot } from './toolbar-slots';

/**
 * The actions of the leads page header: the count of today's new leads (once the list answered; a click
 * applies the NEW_TODAY quick filter), admins' link to the deleted leads, the import slot, and "add lead" for
 * users who may edit leads.
 */
export function LeadsHeaderActions({
  newLeadsCount,
  onNewToday,
  canEdit,
  onAdd,
  canRestore = false,
}: {
  newLeadsCount: number | undefined;
  onNewToday: () => void;
  canEdit: boolean;
  onAdd: () => void;
  /** Admins: the link to the "Deleted leads" page (issue 19). */
  canRestore?: boolean;
}) {
  const { t } = useTranslation(['leads', 'common', 'leadUndo']);
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
      {canRestore && (
        <Button component={RouterLink} to={DELETED_LEADS_PATH} startIcon={<DeleteSweepOutlined />}>
          {t('leadUndo:deletedLink')}
        </Button>
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
