import type { LeadDetail } from '@leadhouse/domain';
import Close from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { countryName, formatPhone } from '../lead-display';
import { LeadStepButtons } from './lead-drawer-keys';
import { ltr } from './lead-drawer-parts';
import { LeadWorkControls, type DrawerWork } from './lead-drawer-work';

/** What the drawer's views of one lead take: the lead, the title's id, edit rights, close, edit, the work bar. */
export interface LeadViewProps {
  lead: LeadDetail;
  titleId: string;
  canEdit: boolean;
  onClose: () => void;
  onEdit: () => void;
  work: DrawerWork;
}

/**
 * The drawer's head: who the lead is, previous / next lead, the keys sheet, edit and close, and the work bar
 * (status, funnel, assignee: `LeadWorkControls`).
 */
export function LeadDrawerHeader({ lead, titleId, canEdit, onClose, onEdit, work }: LeadViewProps) {
  const { t, i18n } = useTranslation(['leads', 'common']);
  const name = `${lead.firstName} ${lead.lastName}`;

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, px: 2.5, pt: 2, pb: 1.5 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44, fontSize: 17 }}>
          {(lead.firstName.charAt(0) + lead.lastName.charAt(0)).toUpperCase()}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h2" noWrap title={name}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            #{lead.internalId} · {ltr(formatPhone(lead.phoneNumber))} ·{' '}
            {countryName(lead.country, i18n.language)}
          </Typography>
        </Box>
        {canEdit && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditOutlined fontSize="small" />}
            onClick={onEdit}
          >
            {t('drawer.edit')}
          </Button>
        )}
        <LeadStepButtons onStep={work.onStep} onKeys={work.onKeys} />
        <IconButton aria-label={t('drawer.close')} onClick={onClose} size="small">
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <LeadWorkControls lead={lead} canEdit={canEdit} handle={work.workRef} />
    </>
  );
}
