import { ReverseDepositSchema } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog, FormTextField, useFormDialog } from '../../../components/form-dialog';
import { useAuth } from '../../auth';
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
      {open && (
        <ReverseDialog leadId={leadId} depositId={depositId} label={label} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

/** The reverse form's one field: the contract's reason rule. */
type ReverseForm = z.input<typeof ReverseDepositSchema>;

/**
 * Asks for the reason and reverses the deposit, on the shared form dialog (issue 20 §2): the contract's
 * rule under the field, a toast on success (and close), the server's refusal in the toaster.
 */
function ReverseDialog({
  leadId,
  depositId,
  label,
  onClose,
}: {
  leadId: string;
  depositId: string;
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['deposits', 'common']);
  const reverse = useReverseDeposit();
  const form = useFormDialog<ReverseForm, z.output<typeof ReverseDepositSchema>>(ReverseDepositSchema, {
    reason: '',
  });
  return (
    <FormDialog
      form={form}
      title={t('reverseTitle', { deposit: label })}
      submitLabel={t('reverse')}
      submitColor="warning"
      successMessage={t('common:messages.depositReversed')}
      maxWidth="xs"
      onSubmit={({ reason }) => reverse.mutateAsync({ leadId, depositId, reason })}
      onClose={onClose}
    >
      <DialogContentText>{t('reverseHelp')}</DialogContentText>
      <FormTextField
        control={form.control}
        name="reason"
        label={t('reason')}
        required
        size="small"
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
