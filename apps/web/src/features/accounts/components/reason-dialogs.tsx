import { ActivateSchema, ReverseSchema, type Account, type LedgerTransaction } from '@leadhouse/domain';
import DialogContentText from '@mui/material/DialogContentText';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, FormTextField, useFormDialog } from '../../../components/form-dialog';
import { errorText, translateMessage } from '../../../lib/i18n';
import { useActivate, useReverse } from '../api/accounts-api';

/** The reason field of a contract (its rule: trimmed, 1-500 characters, required). */
type ReasonField = typeof ActivateSchema.shape.reason;

/**
 * A reason asked before an account change, on the shared form dialog (issue 20 §2): `text` explains it,
 * `reason` is the contract's own field (its rule and message under the field). `onSubmit` gets the trimmed
 * reason; resolving closes with `successMessage`, throwing reports `failure(error)` and keeps it open.
 */
function ReasonDialog({
  title,
  text,
  reason,
  successMessage,
  failure,
  onSubmit,
  onClose,
}: {
  title: string;
  text: ReactNode;
  reason: ReasonField;
  successMessage: string;
  failure: (error: unknown) => string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['accounts', 'common']);
  const schema = useMemo(() => z.object({ reason }), [reason]);
  const form = useFormDialog<{ reason: string }>(schema, { reason: '' });
  return (
    <FormDialog
      form={form}
      title={title}
      submitLabel={t('common:actions.save')}
      successMessage={successMessage}
      errorText={failure}
      maxWidth="xs"
      onSubmit={(values) => onSubmit(values.reason)}
      onClose={onClose}
    >
      {text ? <DialogContentText>{text}</DialogContentText> : null}
      <FormTextField control={form.control} name="reason" label={t('activate.reason')} required />
    </FormDialog>
  );
}

/** Activate or deactivate with a reason (spec §8 'Account activated/deactivated Successfully'). */
export function ActivateDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const activate = useActivate();
  const next = !account.active;
  return (
    <ReasonDialog
      title={t(next ? 'activate.titleOn' : 'activate.title', { name: account.stageName })}
      text={next ? '' : t('activate.text')}
      reason={ActivateSchema.shape.reason}
      successMessage={translateMessage('messages.accountActivated')}
      failure={(err) => `${translateMessage('messages.accountActivateError')}: ${errorText(err)}`}
      onClose={onClose}
      onSubmit={(reason) => activate.mutateAsync({ id: account.id, active: next, reason })}
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
  const reverse = useReverse();
  const [key] = useState(() => crypto.randomUUID());
  return (
    <ReasonDialog
      title={t('money.reverseTitle')}
      text={t('money.reverseText')}
      reason={ReverseSchema.shape.reason}
      successMessage={translateMessage('messages.reversalDone')}
      failure={(err) => errorText(err, transaction.currency)}
      onClose={onClose}
      onSubmit={(reason) =>
        reverse.mutateAsync({ transactionId: transaction.id, reason, idempotencyKey: key })
      }
    />
  );
}
