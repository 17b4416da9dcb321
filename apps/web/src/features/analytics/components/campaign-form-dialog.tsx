import { zodResolver } from '@hookform/resolvers/zod';
import { CampaignFormSchema, MSG, type Campaign, type CampaignForm } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText, fieldErrorText } from '../../../i18n/server-message';
import { ApiError } from '../../../lib/api-error';
import { useToast } from '../../feedback';
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
 * schema; the server's field messages (`errors[]` keys) land on their fields; success shows
 * 'CAMPAIGN Added Successfully!' (spec §8). Enter submits, Escape closes.
 */
export function CampaignFormDialog({
  campaign,
  onClose,
}: {
  campaign: Campaign | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['analytics', 'common']);
  const toast = useToast();
  const titleId = useId();
  const isNew = campaign === null;
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(CampaignFormSchema) as never,
    defaultValues: valuesOf(campaign),
  });

  const onSubmit = handleSubmit(async (form) => {
    const body: CampaignForm = { ...form, accountId: campaign?.accountId ?? undefined };
    try {
      if (isNew) {
        await create.mutateAsync(body);
        toast.success(t(`common:${MSG.messages.campaignAdded}`));
      } else {
        await update.mutateAsync({ id: campaign.id, body });
        toast.success(t(`common:${MSG.messages.campaignUpdated}`));
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const fieldError of error.errors ?? []) {
          const field = fieldError.field.replace(/^body\./, '');
          if ((FIELDS as readonly string[]).includes(field))
            setError(field as keyof FormValues, { message: fieldError.key ?? fieldError.message });
        }
        if (error.status === 409) setError('name', { message: error.key ?? error.message });
      }
      toast.error(errorText(error));
    }
  });

  const field = (name: keyof FormValues) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: fieldErrorText(errors[name]?.message) ?? t(`campaigns.help.${name}`),
    label: t(`campaigns.fields.${name}`),
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>
          {isNew ? t('campaigns.addTitle') : t('campaigns.editTitle', { name: campaign.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField {...field('name')} required autoFocus />
            <TextField {...field('description')} required />
            <TextField {...field('internalId')} required />
            <TextField {...field('link')} type="url" inputMode="url" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isNew ? t('common:actions.create') : t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
