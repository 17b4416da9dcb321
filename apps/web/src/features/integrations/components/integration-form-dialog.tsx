import { zodResolver } from '@hookform/resolvers/zod';
import {
  INTEGRATION_BODY_FORMATS,
  INTEGRATION_METHODS,
  type Integration,
  type IntegrationSecretsSchema,
} from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText, fieldErrorText } from '../../../i18n/server-message';
import { useToast } from '../../feedback';
import { useCreateIntegration, useIntegrationUsers, useUpdateIntegration } from '../api/integrations-api';
import {
  formValuesOf,
  IntegrationFormSchema,
  REJECT_STATUSES_INVALID,
  type IntegrationForm,
  type IntegrationFormOutput,
} from './integration-form-schema';
import { HeadersEditor, MappingEditor } from './mapping-editor';

type Secrets = z.infer<typeof IntegrationSecretsSchema>;

/**
 * Create / edit an integration: integration user (create only), URL, method, body format, headers with
 * secrets, field mapping, where the customer id is, what means rejected, rate limit, active. A new
 * integration answers its signing secret and postback URL once (`onCreated`).
 */
export function IntegrationFormDialog({
  integration,
  onClose,
  onCreated,
  onTest,
  onRotate,
}: {
  integration: Integration | null;
  onClose: () => void;
  onCreated: (secrets: Secrets) => void;
  onTest: (integration: Integration) => void;
  /** Existing integrations: ask for a new signing secret (confirmed by the caller). */
  onRotate?: (integration: Integration) => void;
}) {
  const { t } = useTranslation(['integrations', 'common']);
  const toast = useToast();
  const titleId = useId();
  const isNew = integration === null;
  const users = useIntegrationUsers(isNew);
  const create = useCreateIntegration();
  const update = useUpdateIntegration();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<IntegrationForm, unknown, IntegrationFormOutput>({
    resolver: zodResolver(IntegrationFormSchema),
    defaultValues: formValuesOf(integration),
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (isNew) {
        const userId = getValues('userId');
        if (!userId) {
          setError('userId', { message: 'validation.required' });
          return;
        }
        const secrets = await create.mutateAsync({ ...input, userId });
        toast.success(t('form.created'));
        onCreated(secrets);
      } else {
        await update.mutateAsync({ id: integration.id, body: input });
        toast.success(t('form.saved'));
        onClose();
      }
    } catch (error) {
      toast.error(errorText(error));
    }
  });

  const statusesError = errors.rejectStatuses
    ? errors.rejectStatuses.message === REJECT_STATUSES_INVALID || !errors.rejectStatuses.message
      ? t(REJECT_STATUSES_INVALID)
      : fieldErrorText(errors.rejectStatuses.message)
    : undefined;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>
          {isNew ? t('form.addTitle') : t('form.editTitle', { name: integration.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {isNew && (
              <Controller
                control={control}
                name="userId"
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    required
                    label={t('form.user')}
                    error={Boolean(errors.userId)}
                    helperText={
                      errors.userId
                        ? fieldErrorText(errors.userId.message)
                        : users.data?.length === 0
                          ? t('form.noUsers')
                          : t('form.userHelp')
                    }
                  >
                    {(users.data ?? []).map((u) => (
                      <MenuItem key={u.id} value={u.id}>
                        {u.name} · {u.email}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
            <TextField
              {...register('name')}
              label={t('form.name')}
              required
              autoFocus={!isNew}
              error={Boolean(errors.name)}
              helperText={fieldErrorText(errors.name?.message)}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...register('url')}
                label={t('form.url')}
                required
                placeholder="https://partner.example/api/leads"
                sx={{ flex: 3 }}
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
                error={Boolean(errors.url)}
                helperText={fieldErrorText(errors.url?.message)}
              />
              <Controller
                control={control}
                name="method"
                render={({ field }) => (
                  <TextField {...field} select label={t('form.method')} sx={{ flex: 1 }}>
                    {INTEGRATION_METHODS.map((m) => (
                      <MenuItem key={m} value={m}>
                        {m}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name="bodyFormat"
                render={({ field }) => (
                  <TextField {...field} select label={t('form.bodyFormat')} sx={{ flex: 1.4 }}>
                    {INTEGRATION_BODY_FORMATS.map((f) => (
                      <MenuItem key={f} value={f}>
                        {t(`form.formats.${f}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <HeadersEditor control={control} errors={errors} />
            <Divider />
            <MappingEditor control={control} errors={errors} />
            <Divider />
            <Typography variant="subtitle2">{t('form.answer')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...register('customerIdPath')}
                label={t('form.customerIdPath')}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
                error={Boolean(errors.customerIdPath)}
                helperText={fieldErrorText(errors.customerIdPath?.message)}
              />
              <TextField
                {...register('rejectStatuses')}
                label={t('form.rejectStatuses')}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
                error={Boolean(errors.rejectStatuses)}
                helperText={statusesError ?? t('form.rejectStatusesHelp')}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...register('rejectText')}
                label={t('form.rejectText')}
                sx={{ flex: 1 }}
                error={Boolean(errors.rejectText)}
                helperText={fieldErrorText(errors.rejectText?.message)}
              />
              <TextField
                {...register('rateLimitPerSecond', { valueAsNumber: true })}
                type="number"
                label={t('form.rateLimit')}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { min: 1, max: 1000 } }}
                error={Boolean(errors.rateLimitPerSecond)}
                helperText={fieldErrorText(errors.rateLimitPerSecond?.message)}
              />
            </Stack>
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label={t('form.active')}
                />
              )}
            />
            {Object.keys(errors).length > 0 && (
              <Alert severity="error">{t('common:errors.VALIDATION')}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {!isNew && (
            <>
              <Button onClick={() => onTest(integration)}>{t('actions.test')}</Button>
              {onRotate && (
                <Button color="warning" onClick={() => onRotate(integration)} sx={{ me: 'auto' }}>
                  {t('rotate.button')}
                </Button>
              )}
            </>
          )}
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {isNew ? t('common:actions.create') : t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
