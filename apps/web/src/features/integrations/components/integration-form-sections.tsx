import { INTEGRATION_BODY_FORMATS, INTEGRATION_METHODS } from '@leadhouse/domain';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormSwitchField, FormTextField } from '../../../components/form-dialog';
import { fieldErrorText } from '../../../lib/i18n';
import { BuyerSettingsSection } from '../../distribution';
import { useIntegrationUsers } from '../api/integrations-api';
import {
  REJECT_STATUSES_INVALID,
  type IntegrationForm,
  type IntegrationFormOutput,
} from './integration-form-schema';
import { HeadersEditor, MappingEditor } from './mapping-editor';

/**
 * One section of the integration form. The dialog renders `INTEGRATION_FORM_SECTIONS` in order; a new
 * group of settings is one more component here (and its fields in `integration-form-schema.ts`).
 */
export interface IntegrationSectionProps {
  form: UseFormReturn<IntegrationForm, unknown, IntegrationFormOutput>;
  isNew: boolean;
}

/** The integration user (create only: an integration belongs to one user for good). */
function UserSection({ form, isNew }: IntegrationSectionProps) {
  const { t } = useTranslation('integrations');
  const users = useIntegrationUsers(isNew);
  if (!isNew) return null;
  return (
    <FormSelectField
      control={form.control}
      name="userId"
      required
      label={t('form.user')}
      helperText={users.data?.length === 0 ? t('form.noUsers') : t('form.userHelp')}
      options={(users.data ?? []).map((u) => ({ value: u.id, label: `${u.name} · ${u.email}` }))}
    />
  );
}

/** Name, URL, method and body format. */
function EndpointSection({ form }: IntegrationSectionProps) {
  const { t } = useTranslation('integrations');
  const { control } = form;
  return (
    <>
      <FormTextField control={control} name="name" label={t('form.name')} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="url"
          label={t('form.url')}
          required
          placeholder="https://partner.example/api/leads"
          sx={{ flex: 3 }}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
        />
        <FormSelectField
          control={control}
          name="method"
          label={t('form.method')}
          sx={{ flex: 1 }}
          options={INTEGRATION_METHODS.map((m) => ({ value: m, label: m }))}
        />
        <FormSelectField
          control={control}
          name="bodyFormat"
          label={t('form.bodyFormat')}
          sx={{ flex: 1.4 }}
          options={INTEGRATION_BODY_FORMATS.map((f) => ({ value: f, label: t(`form.formats.${f}`) }))}
        />
      </Stack>
    </>
  );
}

/** Headers (with secrets) and the field mapping. */
function PayloadSection({ form }: IntegrationSectionProps) {
  const errors: FieldErrors<IntegrationForm> = form.formState.errors;
  return (
    <>
      <HeadersEditor control={form.control} errors={errors} />
      <Divider />
      <MappingEditor control={form.control} errors={errors} />
    </>
  );
}

/** How the partner's answer reads: the customer id's path, what means rejected, and the rate limit. */
function AnswerSection({ form }: IntegrationSectionProps) {
  const { t } = useTranslation('integrations');
  const { control } = form;
  // The statuses rule is the form's own (an `integrations` key); other messages are domain keys.
  const statusesText = (message: string | undefined) =>
    message === REJECT_STATUSES_INVALID || !message ? t(REJECT_STATUSES_INVALID) : fieldErrorText(message);
  return (
    <>
      <Typography variant="subtitle2">{t('form.answer')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="customerIdPath"
          label={t('form.customerIdPath')}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <FormTextField
          control={control}
          name="rejectStatuses"
          label={t('form.rejectStatuses')}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          messageText={statusesText}
          helperText={t('form.rejectStatusesHelp')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="rejectText" label={t('form.rejectText')} sx={{ flex: 1 }} />
        <FormTextField
          control={control}
          name="rateLimitPerSecond"
          numeric
          type="number"
          label={t('form.rateLimit')}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { min: 1, max: 1000 } }}
        />
      </Stack>
      <FormSwitchField control={control} name="active" label={t('form.active')} />
    </>
  );
}

/** The first message in a nested field error (the buyer settings' paths are `distribution.caps.day`, …). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue; // the field's element, not an error
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** Buyer settings (lead distribution, issue 22): the distribution feature's section on the form's `distribution`. */
function BuyerSection({ form }: IntegrationSectionProps) {
  const first = firstMessage(form.formState.errors.distribution);
  return (
    <Controller
      control={form.control}
      name="distribution"
      render={({ field }) => (
        <BuyerSettingsSection value={field.value} onChange={field.onChange} error={fieldErrorText(first)} />
      )}
    />
  );
}

/** The form's sections, in order, with a divider between the groups that had one. */
export const INTEGRATION_FORM_SECTIONS: readonly {
  key: string;
  Section: (props: IntegrationSectionProps) => ReactNode;
  dividerBefore?: boolean;
}[] = [
  { key: 'user', Section: UserSection },
  { key: 'endpoint', Section: EndpointSection },
  { key: 'payload', Section: PayloadSection },
  { key: 'answer', Section: AnswerSection, dividerBefore: true },
  { key: 'buyer', Section: BuyerSection, dividerBefore: true },
];
