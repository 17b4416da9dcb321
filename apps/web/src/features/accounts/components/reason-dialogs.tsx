import type { Account, LedgerTransaction } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, translateMessage } from '../../../lib/i18n';
import { useToast } from '../../feedback';
import { useActivate, useReverse } from '../api/accounts-api';

function ReasonDialog({
  title,
  text,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  text: ReactNode;
  busy: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['accounts', 'common']);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(translateMessage('validation.required'));
      return;
    }
    await onSubmit(reason.trim());
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          <TextField
            label={t('activate.reason')}
            value={reason}
            required
            autoFocus
            fullWidth
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(error)}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Activate or deactivate with a reason (spec §8 'Account activated/deactivated Successfully'). */
export function ActivateDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const toast = useToast();
  const activate = useActivate();
  const next = !account.active;
  return (
    <ReasonDialog
      title={t(next ? 'activate.titleOn' : 'activate.title', { name: account.stageName })}
      text={next ? '' : t('activate.text')}
      busy={activate.isPending}
      onClose={onClose}
      onSubmit={async (reason) => {
        try {
          await activate.mutateAsync({ id: account.id, active: next, reason });
          toast.success(translateMessage('messages.accountActivated'));
          onClose();
        } catch (err) {
          toast.error(`${translateMessage('messages.accountActivateError')}: ${errorText(err)}`);
        }
      }}
    />
  );
}

/** A correction: reverses a transaction (linked to it), with a reason. */
export function ReverseDialog({
  transaction,
  onClose,
}: {
  transaction: LedgerTransaction;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const toast = useToast();
  const reverse = useReverse();
  const [key] = useState(() => crypto.randomUUID());
  return (
    <ReasonDialog
      title={t('money.reverseTitle')}
      text={t('money.reverseText')}
      busy={reverse.isPending}
      onClose={onClose}
      onSubmit={async (reason) => {
        try {
          await reverse.mutateAsync({ transactionId: transaction.id, reason, idempotencyKey: key });
          toast.success(translateMessage('messages.reversalDone'));
          onClose();
        } catch (err) {
          toast.error(errorText(err, transaction.currency));
        }
      }}
    />
  );
}
