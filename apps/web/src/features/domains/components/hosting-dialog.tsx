import { zodResolver } from '@hookform/resolvers/zod';
import { HOSTING_LOCALES, HostingCreateSchema, type Domain } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText, fieldErrorText } from '../../../i18n/server-message';
import { useToast } from '../../feedback';
import { useCreateHosting, useHostingCampaigns } from '../api/domains-api';

type Form = z.input<typeof HostingCreateSchema>;

/**
 * The landing page of a campaign on a verified domain (`POST /api/hosting/new`): campaign, page title,
 * headline, description and language. Saving replaces the domain's current page.
 */
export function HostingDialog({ domain, onClose }: { domain: Domain; onClose: () => void }) {
  const { t } = useTranslation(['domains', 'common']);
  const toast = useToast();
  const titleId = useId();
  const campaigns = useHostingCampaigns(true);
  const create = useCreateHosting();
  const proven = domain.state === 'verified' || domain.state === 'active';
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Form, unknown, z.output<typeof HostingCreateSchema>>({
    resolver: zodResolver(HostingCreateSchema),
    defaultValues: {
      domainId: domain.id,
      campaignId: domain.hosting?.campaignId ?? '',
      title: domain.hosting?.title ?? '',
      headline: '',
      description: '',
      locale: 'en',
    },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await create.mutateAsync(form);
      toast.success(t('hosting.saved'));
      onClose();
    } catch (error) {
      toast.error(errorText(error));
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('hosting.title', { name: domain.unicodeName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {!proven && <Alert severity="warning">{t('hosting.needsVerified')}</Alert>}
            {campaigns.data?.length === 0 && <Alert severity="info">{t('hosting.noCampaigns')}</Alert>}
            <Controller
              control={control}
              name="campaignId"
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  required
                  label={t('hosting.campaign')}
                  error={Boolean(errors.campaignId)}
                  helperText={errors.campaignId ? fieldErrorText(errors.campaignId.message) : undefined}
                >
                  {(campaigns.data ?? []).map((c) => (
                    <MenuItem key={c.id} value={c.id}>
                      {c.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              {...register('title')}
              label={t('hosting.pageTitle')}
              required
              error={Boolean(errors.title)}
              helperText={errors.title ? fieldErrorText(errors.title.message) : undefined}
            />
            <TextField
              {...register('headline')}
              label={t('hosting.headline')}
              error={Boolean(errors.headline)}
              helperText={errors.headline ? fieldErrorText(errors.headline.message) : undefined}
            />
            <TextField
              {...register('description')}
              label={t('hosting.description')}
              multiline
              minRows={3}
              error={Boolean(errors.description)}
              helperText={errors.description ? fieldErrorText(errors.description.message) : undefined}
            />
            <Controller
              control={control}
              name="locale"
              render={({ field }) => (
                <TextField {...field} select label={t('hosting.locale')}>
                  {HOSTING_LOCALES.map((l) => (
                    <MenuItem key={l} value={l}>
                      {t(`languages.${l}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={!proven}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
