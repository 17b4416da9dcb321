import { ReverseDepositSchema } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorText } from '../../../lib/i18n';
import { useAuth } from '../../auth';
import { useToast } from '../../feedback';
import { useReverseDeposit } from '../api/deposits-api';

/**
 * "Reverse" on a deposit of the lead drawer (issue 18; `POST /leads/:id/deposits/:depositId/reverse`):
 * asks for a reason, then books a linked negative entry that takes the deposit out of the lead's totals.
 * Shown to users with the `deposits` feature, on deposits that are neither reversed nor reversals.
 * `label` names the deposit for screen readers (amount and time).
 */
export function DepositReverse({
  leadId,
  depositId,
  label,
}: {
  leadId: string;
  depositId: string;
  label: string;
}) {
  const { t } = useTranslation(['deposits', 'common']);
  const { isAllowed } = useAuth();
  const toast = useToast();
  const titleId = useId();
  const reverse = useReverseDeposit();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!isAllowed('deposits')) return null;

  const close = () => {
    setOpen(false);
    setReason('');
    setError(undefined);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ReverseDepositSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(fieldErrorText(parsed.error.issues[0]?.message));
      return;
    }
    try {
      await reverse.mutateAsync({ leadId, depositId, reason: parsed.data.reason });
      toast.success(t('common:messages.depositReversed'));
      close();
    } catch (err) {
      toast.error(errorText(err));
    }
  };

  return (
    <>
      <Button
        size="small"
        color="warning"
        onClick={() => setOpen(true)}
        aria-label={`${t('reverse')}: ${label}`}
      >
        {t('reverse')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <form noValidate onSubmit={(e) => void submit(e)}>
          <DialogTitle id={titleId}>{t('reverseTitle', { deposit: label })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('reverseHelp')}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              required
              size="small"
              label={t('reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={Boolean(error)}
              helperText={error}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('common:actions.cancel')}</Button>
            <Button type="submit" variant="contained" color="warning" loading={reverse.isPending}>
              {t('reverse')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
