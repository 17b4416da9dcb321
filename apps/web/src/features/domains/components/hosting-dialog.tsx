import { HOSTING_LOCALES, HostingCreateSchema, type Domain } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog, FormSelectField, FormTextField, useFormDialog } from '../../../components/form-dialog';
import { useCreateHosting, useHostingCampaigns } from '../api/domains-api';

type Form = z.input<typeof HostingCreateSchema>;

/**
 * The landing page of a campaign on a verified domain (`POST /api/hosting/new`): campaign, page title,
 * headline, description and language. Saving replaces the domain's current page.
 */
export function HostingDialog({ domain, onClose }: { domain: Domain; onClose: () => void }) {
  const { t } = useTranslation(['domains', 'common']);
  const campaigns = useHostingCampaigns(true);
  const create = useCreateHosting();
  const proven = domain.state === 'verified' || domain.state === 'active';
  const form = useFormDialog<Form, z.output<typeof HostingCreateSchema>>(HostingCreateSchema, {
    domainId: domain.id,
    campaignId: domain.hosting?.campaignId ?? '',
    title: domain.hosting?.title ?? '',
    headline: '',
    description: '',
    locale: 'en',
  });
  const { control } = form;
  return (
    <FormDialog
      form={form}
      title={t('hosting.title', { name: domain.unicodeName })}
      submitLabel={t('common:actions.save')}
      submitDisabled={!proven}
      successMessage={t('hosting.saved')}
      onSubmit={(values) => create.mutateAsync(values)}
      onClose={onClose}
    >
      {!proven && <Alert severity="warning">{t('hosting.needsVerified')}</Alert>}
      {campaigns.data?.length === 0 && <Alert severity="info">{t('hosting.noCampaigns')}</Alert>}
      <FormSelectField
        control={control}
        name="campaignId"
        label={t('hosting.campaign')}
        required
        options={(campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
      />
      <FormTextField control={control} name="title" label={t('hosting.pageTitle')} required />
      <FormTextField control={control} name="headline" label={t('hosting.headline')} />
      <FormTextField
        control={control}
        name="description"
        label={t('hosting.description')}
        multiline
        minRows={3}
      />
      <FormSelectField
        control={control}
        name="locale"
        label={t('hosting.locale')}
        options={HOSTING_LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
      />
    </FormDialog>
  );
}
