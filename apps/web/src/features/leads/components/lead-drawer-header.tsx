import { LEAD_STATUSES, type LeadDetail, type LeadStatus } from '@leadhouse/domain';
import Close from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/server-message';
import { useToast } from '../../feedback';
import { useChangeStatus } from '../api/leads-api';
import { countryName, formatPhone, statusOf } from '../lead-display';
import { FunnelLabel, StatusChip } from './lead-cells';
import { ltr } from './lead-drawer-parts';

/** The drawer's head: who the lead is, edit and close, and the status control (editors) with the funnel. */
export function LeadDrawerHeader({
  lead,
  titleId,
  canEdit,
  onClose,
  onEdit,
}: {
  lead: LeadDetail;
  titleId: string;
  canEdit: boolean;
  onClose: () => void;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation(['leads', 'common']);
  const toast = useToast();
  const changeStatus = useChangeStatus();
  const name = `${lead.firstName} ${lead.lastName}`;

  const onStatus = (status: LeadStatus) => {
    if (status === lead.status) return;
    changeStatus.mutate(
      { leadId: lead.id, status },
      {
        onSuccess: () => toast.success(t('common:messages.statusChanged')),
        onError: (e) => toast.error(errorText(e)),
      },
    );
  };

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
        <IconButton aria-label={t('drawer.close')} onClick={onClose} size="small">
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Stack direction="row" spacing={2} sx={{ px: 2.5, pb: 1.5, alignItems: 'center' }}>
        {canEdit ? (
          <TextField
            select
            size="small"
            label={t('drawer.status')}
            value={statusOf(lead.status)}
            onChange={(e) => onStatus(e.target.value as LeadStatus)}
            disabled={changeStatus.isPending}
            sx={{ minWidth: 180 }}
          >
            {LEAD_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                <StatusChip status={s} />
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <StatusChip status={lead.status} size="medium" />
        )}
        <Box>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {t('drawer.funnel')}
          </Typography>
          <FunnelLabel funnel={lead.funnel} />
        </Box>
      </Stack>
    </>
  );
}
