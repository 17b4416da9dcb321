import { DISTRIBUTION_METHODS, FlowInputSchema, type Flow, type FlowInput } from '@leadhouse/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FormDialog,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  useFormDialog,
} from '../../../components/form-dialog';
import { useAffiliateOptions } from '../../users';
import { useBuyers, useCampaignNames, useSaveFlow } from '../api/distribution-api';
import { buyerChoices, FlowBuyersField } from './flow-buyers-field';
import { countryOptions, MultiPicker } from './multi-picker';

/** The editor's starting values: a flow's settings, or a new flow's defaults (the contract's). */
export function flowDefaults(flow: Flow | null): FlowInput {
  if (!flow) {
    return {
      name: '',
      method: 'priority',
      match: { campaigns: [], affiliates: [], countries: [] },
      buyers: [],
      exclusive: true,
      maxBuyers: 1,
      holdMinutes: 60,
      returnWindowHours: 72,
      maxAttempts: 5,
      active: true,
    };
  }
  return {
    name: flow.name,
    method: flow.method,
    match: flow.match,
    buyers: flow.buyers.map(({ integrationId, priority, weight }) => ({ integrationId, priority, weight })),
    exclusive: flow.exclusive,
    maxBuyers: flow.maxBuyers,
    holdMinutes: flow.holdMinutes,
    returnWindowHours: flow.returnWindowHours,
    maxAttempts: flow.maxAttempts,
    active: flow.active,
  };
}

type FlowControl = Control<FlowInput, unknown, unknown>;

/**
 * Which leads the flow takes (issue 20 §2): campaigns (known names or typed), affiliates (by id, shown by
 * name) and countries (ISO codes); an empty list means any.
 */
function FlowMatchFields({ control }: { control: FlowControl }) {
  const { t, i18n } = useTranslation(['distribution', 'common']);
  const affiliates = useAffiliateOptions(true);
  const campaigns = useCampaignNames(true);
  return (
    <>
      <Typography variant="subtitle2">{t('flows.columns.match')}</Typography>
      <Controller
        control={control}
        name="match.campaigns"
        render={({ field }) => (
          <MultiPicker
            label={t('editor.matchCampaigns')}
            value={field.value ?? []}
            onChange={field.onChange}
            options={(campaigns.data ?? []).map((c) => ({ value: c, label: c }))}
            freeSolo
          />
        )}
      />
      <Controller
        control={control}
        name="match.affiliates"
        render={({ field }) => (
          <MultiPicker
            label={t('editor.matchAffiliates')}
            value={field.value ?? []}
            onChange={field.onChange}
            options={(affiliates.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          />
        )}
      />
      <Controller
        control={control}
        name="match.countries"
        render={({ field }) => (
          <MultiPicker
            label={t('editor.matchCountries')}
            value={field.value ?? []}
            onChange={field.onChange}
            options={countryOptions(i18n.language)}
            freeSolo
            helperText={t('editor.matchHelp')}
          />
        )}
      />
    </>
  );
}

/**
 * Exclusive or shared up to N buyers (N shown only when shared), hold minutes, return window (hours) and
 * max attempts (issue 20 §2).
 */
function FlowLimitsFields({ control }: { control: FlowControl }) {
  const { t } = useTranslation(['distribution', 'common']);
  const exclusive = useWatch({ control, name: 'exclusive' });
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSwitchField control={control} name="exclusive" label={t('editor.exclusive')} />
        {!exclusive && (
          <FormTextField
            control={control}
            name="maxBuyers"
            label={t('editor.maxBuyers')}
            numeric
            type="number"
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="holdMinutes"
          label={t('editor.holdMinutes')}
          numeric
          type="number"
        />
        <FormTextField
          control={control}
          name="returnWindowHours"
          label={t('editor.returnWindowHours')}
          numeric
          type="number"
        />
        <FormTextField
          control={control}
          name="maxAttempts"
          label={t('editor.maxAttempts')}
          numeric
          type="number"
        />
      </Stack>
    </>
  );
}

/**
 * Create or edit a flow (`POST`/`PUT /api/distribution/flows`): name, method, which leads it takes
 * (campaigns, affiliates, countries; empty = any), its buyers with priority and weight, exclusive or
 * shared up to N, hold minutes, return window, max attempts, active. Checked with the domain's
 * `FlowInputSchema` as typed.
 */
export function FlowEditorDialog({ flow, onClose }: { flow: Flow | null; onClose: () => void }) {
  const { t } = useTranslation(['distribution', 'common']);
  const form = useFormDialog(FlowInputSchema, flowDefaults(flow));
  const save = useSaveFlow();
  const buyers = useBuyers();
  const methodOptions = useMemo(
    () => DISTRIBUTION_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) })),
    [t],
  );
  const { control } = form;

  return (
    <FormDialog
      form={form}
      title={flow ? t('flows.edit') : t('flows.add')}
      submitLabel={flow ? t('common:actions.save') : t('common:actions.create')}
      successMessage={flow ? t('flows.toasts.updated') : t('flows.toasts.created')}
      invalidSummary={t('editor.invalid')}
      maxWidth="md"
      onClose={onClose}
      onSubmit={(body) => save.mutateAsync({ id: flow?.id ?? null, body })}
    >
      <FormTextField control={control} name="name" label={t('editor.name')} required />
      <FormSelectField control={control} name="method" label={t('editor.method')} options={methodOptions} />
      <FlowMatchFields control={control} />
      <FlowBuyersField
        control={control}
        buyers={buyerChoices(buyers.data, flow)}
        error={form.formState.errors.buyers?.message ?? form.formState.errors.buyers?.root?.message}
      />
      <FlowLimitsFields control={control} />
      <FormSwitchField control={control} name="active" label={t('editor.active')} />
    </FormDialog>
  );
}
