import { CampaignFormSchema, MSG, type Campaign, type CampaignForm } from '@leadhouse/domain';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog, FormTextField, useFormDialog } from '../../../components/form-dialog';
import { useCreateCampaign, useUpdateCampaign } from '../api/analytics-api';

type FormValues = { name: string; description: string; internalId: string; link: string };
type FormOutput = z.output<typeof CampaignFormSchema>;
const FIELDS = ['name', 'description', 'internalId', 'link'] as const;

const valuesOf = (c: Campaign | null): FormValues => ({
  name: c?.name ?? '',
  description: c?.description ?? '',
  internalId: c?.internalId ?? '',
  link: c?.link ?? '',
});

/**
 * Add / edit a campaign (spec §5 campaign form): name (campaign-name rule), description (2-120), Social ID
 * (campaign-name rule), optional link (a full http(s) address). Checked in the browser with the domain
 * schema; the server's field messages (`errors[]` keys) land on their fields, a 409 on the name; success
 * shows 'CAMPAIGN Added Successfully!' (spec §8). Enter submits, Escape closes.
 */
export function CampaignFormDialog({
  campaign,
  onClose,
}: {
  campaign: Campaign | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['analytics', 'common']);
  const isNew = campaign === null;
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const form = useFormDialog<FormValues, FormOutput>(
    // The schema's input also takes the account id, which the dialog adds itself.
    CampaignFormSchema as unknown as z.ZodType<FormOutput, FormValues>,
    valuesOf(campaign),
  );
  const send = (values: FormOutput) => {
    const body: CampaignForm = { ...values, accountId: campaign?.accountId ?? undefined };
    return isNew ? create.mutateAsync(body) : update.mutateAsync({ id: campaign.id, body });
  };
  return (
    <FormDialog
      form={form}
      title={isNew ? t('campaigns.addTitle') : t('campaigns.editTitle', { name: campaign.name })}
      submitLabel={isNew ? t('common:actions.create') : t('common:actions.save')}
      successMessage={t(`common:${isNew ? MSG.messages.campaignAdded : MSG.messages.campaignUpdated}`)}
      onSubmit={send}
      onClose={onClose}
      onServerError={(error, f) => {
        if (error.status === 409) f.setError('name', { message: error.key ?? error.message });
      }}
    >
      {FIELDS.map((name) => (
        <FormTextField
          key={name}
          control={form.control}
          name={name}
          label={t(`campaigns.fields.${name}`)}
          helperText={t(`campaigns.help.${name}`)}
          required={name !== 'link'}
          {...(name === 'link' && { type: 'url', inputMode: 'url' })}
        />
      ))}
    </FormDialog>
  );
}
