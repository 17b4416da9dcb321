import { ReturnLeadSchema } from '@leadhouse/domain';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  FormDialog,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  useFormDialog,
} from '../../../components/form-dialog';
import { useReturnLead } from '../api/distribution-api';

interface Props {
  leadId: string;
  /** The buyers that accepted the lead (one of them returns it). */
  buyers: readonly { integrationId: string; integrationName: string }[];
  onClose: () => void;
}

/** The return's fields: the contract's body without the lead (the dialog's own). */
const ReturnFormSchema = ReturnLeadSchema.omit({ leadId: true });
type ReturnFormValues = z.input<typeof ReturnFormSchema>;
type ReturnFormOutput = z.output<typeof ReturnFormSchema>;

/**
 * A buyer returns the lead (`POST /api/distribution/returns`), on the shared form dialog (issue 20 §2):
 * which buyer (the first that accepted it by default), the reason (the contract's rule: trimmed, 1-500
 * characters, its message under the field) and whether to send it on to the next buyer. The buyer's
 * revenue is reversed once (server). Success: a toast and close; a refusal (409 outside the return window):
 * the server's message, the dialog stays open.
 */
export function ReturnLeadDialog({ leadId, buyers, onClose }: Props) {
  const { t } = useTranslation(['distribution', 'common']);
  const send = useReturnLead();
  const form = useFormDialog<ReturnFormValues, ReturnFormOutput>(ReturnFormSchema, {
    integrationId: buyers[0]?.integrationId ?? '',
    reason: '',
    reroute: false,
  });
  return (
    <FormDialog
      form={form}
      title={t('route.returnTitle')}
      submitLabel={t('route.returnAction')}
      successMessage={t('route.returned')}
      maxWidth="xs"
      onSubmit={(values) => send.mutateAsync({ leadId, ...values })}
      onClose={onClose}
    >
      <FormSelectField
        control={form.control}
        name="integrationId"
        label={t('route.returnBuyer')}
        options={buyers.map((b) => ({ value: b.integrationId, label: b.integrationName }))}
      />
      <FormTextField
        control={form.control}
        name="reason"
        label={t('route.returnReason')}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <FormSwitchField control={form.control} name="reroute" label={t('route.returnReroute')} checkbox />
    </FormDialog>
  );
}
