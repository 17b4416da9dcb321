import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRIES, LEAD_FUNNELS, LEAD_STATUSES, PLATFORMS, type Lead } from '@leadhouse/domain';
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
import { errorText, fieldErrorText } from '../../../i18n/server-message';
import { ApiError } from '../../../lib/api-error';
import { useToast } from '../../feedback';
import { useSaveLead } from '../api/leads-api';
import { countryName, funnelKey } from '../lead-display';
import {
  leadFormDefaults,
  leadFormSchema,
  toLeadForm,
  type LeadFormOutput,
  type LeadFormValues,
} from './lead-form-schema';

/** A field of the form (from its schema), to show a server message under it. */
const isFormField = (field: string): field is keyof LeadFormValues =>
  Object.hasOwn(leadFormSchema.shape, field);

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
  const { t, i18n } = useTranslation(['leads', 'common']);
  const toast = useToast();
  const titleId = useId();
  const save = useSaveLead();
  const isNew = lead === null;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues, unknown, LeadFormOutput>({
    resolver: zodResolver(leadFormSchema),
    defaultValues: leadFormDefaults(lead),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toLeadForm(values));
      toast.success(isNew ? t('common:messages.leadAdded') : t('common:messages.leadUpdated'));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const fieldError of error.errors) {
          const field = fieldError.field.replace(/^body\./, '');
          if (!isFormField(field)) continue;
          const message =
            error.status === 409 && (field === 'email' || field === 'phoneNumber')
              ? t(field === 'email' ? 'form.duplicateEmail' : 'form.duplicatePhone')
              : fieldError.message;
          setError(field, { message });
        }
      }
      toast.error(
        error instanceof ApiError && error.status === 409 && error.errors?.[0]
          ? t(error.errors[0].field.endsWith('email') ? 'form.duplicateEmail' : 'form.duplicatePhone')
          : errorText(error),
      );
    }
  });

  const text = (name: 'firstName' | 'lastName' | 'phoneNumber' | 'email' | 'campaign', extra?: object) => ({
    ...register(name),
    label: t(`form.${name}`),
    fullWidth: true,
    error: Boolean(errors[name]),
    helperText: fieldErrorText(errors[name]?.message),
    ...extra,
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>
          {isNew ? t('form.addTitle') : t('form.editTitle', { name: `${lead.firstName} ${lead.lastName}` })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...text('firstName', { required: true, autoFocus: true })} />
              <TextField {...text('lastName', { required: true })} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="country"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    select
                    required
                    fullWidth
                    label={t('form.country')}
                    error={Boolean(fieldState.error)}
                    helperText={fieldErrorText(fieldState.error?.message)}
                  >
                    {COUNTRIES.map((c) => (
                      <MenuItem key={c.code} value={c.code}>
                        {countryName(c.code, i18n.language)} (+{c.dialCode})
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                {...text('phoneNumber', {
                  required: true,
                  helperText: fieldErrorText(errors.phoneNumber?.message) ?? t('form.phoneHelp'),
                  slotProps: { htmlInput: { inputMode: 'tel', dir: 'ltr' } },
                })}
              />
            </Stack>
            <TextField
              {...text('email', { required: true, type: 'email', slotProps: { htmlInput: { dir: 'ltr' } } })}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...text('campaign', {
                  required: true,
                  helperText: fieldErrorText(errors.campaign?.message) ?? t('form.campaignHelp'),
                })}
              />
              <Controller
                control={control}
                name="platform"
                render={({ field }) => (
                  <TextField {...field} value={field.value ?? ''} select fullWidth label={t('form.platform')}>
                    <MenuItem value="">
                      <em>{t('form.none')}</em>
                    </MenuItem>
                    {PLATFORMS.map((p) => (
                      <MenuItem key={p} value={p} sx={{ textTransform: 'capitalize' }}>
                        {p}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <TextField {...field} value={field.value ?? ''} select fullWidth label={t('form.status')}>
                    <MenuItem value="">
                      <em>{t('form.none')}</em>
                    </MenuItem>
                    {LEAD_STATUSES.map((s) => (
                      <MenuItem key={s} value={s}>
                        {t(`statuses.${s}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name="funnel"
                render={({ field }) => (
                  <TextField {...field} value={field.value ?? ''} select fullWidth label={t('form.funnel')}>
                    <MenuItem value="">
                      <em>{t('funnels.NoFunnel')}</em>
                    </MenuItem>
                    {LEAD_FUNNELS.map((f) => (
                      <MenuItem key={f} value={f}>
                        {t(`funnels.${funnelKey(f)}` as 'funnels.NoFunnel')}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <TextField
              {...register('personal')}
              label={t('form.personal')}
              fullWidth
              multiline
              minRows={2}
              maxRows={6}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {isNew ? t('common:actions.create') : t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
