import { COUNTRIES, LEAD_FUNNELS, LEAD_STATUSES, PLATFORMS, type Lead } from '@leadhouse/domain';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FormDialog,
  FormSelectField,
  FormTextField,
  useFormDialog,
  type ServerFieldError,
} from '../../../components/form-dialog';
import { errorText } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-error';
import { useSaveLead } from '../api/leads-api';
import { countryName, funnelTextKey } from '../lead-display';
import {
  leadFormDefaults,
  leadFormSchema,
  toLeadForm,
  type LeadFormOutput,
  type LeadFormValues,
} from './lead-form-schema';

type LeadControl = Control<LeadFormValues, unknown, LeadFormOutput>;

/**
 * Add / edit lead dialog (spec §5): the domain schema's rules with its exact messages, translated; a new
 * lead's campaign is 'CRM'; the country comes from the list. A 409 duplicate marks the field.
 */
export function LeadFormDialog({
  lead,
  onClose,
  onSaved,
}: {
  lead: Lead | null;
  onClose: () => void;
  onSaved?: (lead: Lead) => void;
}) {
  const { t } = useTranslation(['leads', 'common']);
  const save = useSaveLead();
  const isNew = lead === null;
  const form = useFormDialog<LeadFormValues, LeadFormOutput>(leadFormSchema, leadFormDefaults(lead));
  const duplicateText = (field: string) =>
    t(field.endsWith('email') ? 'form.duplicateEmail' : 'form.duplicatePhone');
  const isDuplicate = (e: unknown): e is ApiError => e instanceof ApiError && e.status === 409;
  return (
    <FormDialog
      form={form}
      title={isNew ? t('form.addTitle') : t('form.editTitle', { name: `${lead.firstName} ${lead.lastName}` })}
      submitLabel={isNew ? t('common:actions.create') : t('common:actions.save')}
      successMessage={isNew ? t('common:messages.leadAdded') : t('common:messages.leadUpdated')}
      onSubmit={async (values) => {
        // Not `onSaved?.(await …)`: an absent onSaved would skip the call itself.
        const saved = await save.mutateAsync(toLeadForm(values));
        onSaved?.(saved);
      }}
      onClose={onClose}
      fieldMessage={(field: string, _fieldError: ServerFieldError, error) =>
        isDuplicate(error) && (field === 'email' || field === 'phoneNumber')
          ? duplicateText(field)
          : undefined
      }
      errorText={(error) =>
        isDuplicate(error) && error.errors?.[0] ? duplicateText(error.errors[0].field) : errorText(error)
      }
    >
      <LeadFields control={form.control} />
    </FormDialog>
  );
}

/** The lead's fields: names, country and phone, email, the origin and stage fields, notes. */
function LeadFields({ control }: { control: LeadControl }) {
  const { t, i18n } = useTranslation(['leads', 'common']);
  const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;
  return (
    <>
      <Stack {...row}>
        <FormTextField control={control} name="firstName" label={t('form.firstName')} required />
        <FormTextField control={control} name="lastName" label={t('form.lastName')} required />
      </Stack>
      <Stack {...row}>
        <FormSelectField
          control={control}
          name="country"
          label={t('form.country')}
          required
          options={COUNTRIES.map((c) => ({
            value: c.code,
            label: `${countryName(c.code, i18n.language)} (+${c.dialCode})`,
          }))}
        />
        <FormTextField
          control={control}
          name="phoneNumber"
          label={t('form.phoneNumber')}
          required
          helperText={t('form.phoneHelp')}
          slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
        />
      </Stack>
      <FormTextField
        control={control}
        name="email"
        label={t('form.email')}
        required
        type="email"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <LeadOriginFields control={control} />
      <FormTextField
        control={control}
        name="personal"
        label={t('form.personal')}
        multiline
        minRows={2}
        maxRows={6}
      />
    </>
  );
}

/** Campaign and platform, status and funnel. */
function LeadOriginFields({ control }: { control: LeadControl }) {
  const { t } = useTranslation(['leads', 'common']);
  const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;
  return (
    <>
      <Stack {...row}>
        <FormTextField
          control={control}
          name="campaign"
          label={t('form.campaign')}
          required
          helperText={t('form.campaignHelp')}
        />
        <FormSelectField
          control={control}
          name="platform"
          label={t('form.platform')}
          emptyLabel={t('form.none')}
          options={PLATFORMS.map((p) => ({
            value: p,
            label: <span style={{ textTransform: 'capitalize' }}>{p}</span>,
          }))}
        />
      </Stack>
      <Stack {...row}>
        <FormSelectField
          control={control}
          name="status"
          label={t('form.status')}
          emptyLabel={t('form.none')}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <FormSelectField
          control={control}
          name="funnel"
          label={t('form.funnel')}
          emptyLabel={t('funnels.NoFunnel')}
          options={LEAD_FUNNELS.map((f) => ({
            value: f,
            label: t(funnelTextKey(f)),
          }))}
        />
      </Stack>
    </>
  );
}
