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
  const { t } = useTranslation('deposits');
  const { isAllowed } = useAuth();
  const [open, setOpen] = useState(false);
  if (!isAllowed('deposits')) return null;
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
      <ReverseDialog
        leadId={leadId}
        depositId={depositId}
        label={label}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Checks the reason (its error goes to `setError`), reverses the deposit, says so and calls `onDone`. */
function useReverseSubmit({
  leadId,
  depositId,
  reason,
  setError,
  onDone,
}: {
  leadId: string;
  depositId: string;
  reason: string;
  setError: (error: string | undefined) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['deposits', 'common']);
  const toast = useToast();
  const reverse = useReverseDeposit();
  const run = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ReverseDepositSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(fieldErrorText(parsed.error.issues[0]?.message));
      return;
    }
    try {
      await reverse.mutateAsync({ leadId, depositId, reason: parsed.data.reason });
      toast.success(t('common:messages.depositReversed'));
      onDone();
    } catch (err) {
      toast.error(errorText(err));
    }
  };

  return { run, isPending: reverse.isPending };
}

/** Asks for the reason and reverses the deposit; closing forgets the reason and its error. */
function ReverseDialog({
  leadId,
  depositId,
  label,
  open,
  onClose,
}: {
  leadId: string;
  depositId: string;
  label: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['deposits', 'common']);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    onClose();
    setReason('');
    setError(undefined);
  };
  const submit = useReverseSubmit({ leadId, depositId, reason, setError, onDone: close });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(e) => void submit.run(e)}>
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
          <Button type="submit" variant="contained" color="warning" loading={submit.isPending}>
            {t('reverse')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
