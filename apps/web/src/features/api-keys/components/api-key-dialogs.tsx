import { zodResolver } from '@hookform/resolvers/zod';
import { ApiKeyCreateSchema, type ApiKeyCreated } from '@leadhouse/domain';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type FocusEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText, fieldErrorText } from '../../../i18n/server-message';
import { useToast } from '../../feedback';
import { useAffiliates, useCreateApiKey } from '../api/api-keys-api';

const FormSchema = z.object({
  name: ApiKeyCreateSchema.shape.name,
  /** '' = the caller itself. */
  userId: z.string(),
});
type Form = z.input<typeof FormSchema>;

/** Create a named key; an admin picks the affiliate that owns it. Calls `onCreated` with the secret. */
export function CreateApiKeyDialog({
  isAdmin,
  onClose,
  onCreated,
}: {
  isAdmin: boolean;
  onClose: () => void;
  onCreated: (key: ApiKeyCreated) => void;
}) {
  const { t } = useTranslation(['apiKeys', 'common']);
  const toast = useToast();
  const titleId = useId();
  const affiliates = useAffiliates(isAdmin);
  const create = useCreateApiKey();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(FormSchema), defaultValues: { name: '', userId: '' } });

  const onSubmit = handleSubmit(async (form) => {
    try {
      onCreated(await create.mutateAsync({ name: form.name, ...(form.userId && { userId: form.userId }) }));
    } catch (error) {
      toast.error(errorText(error));
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('form.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...register('name')}
              label={t('form.name')}
              required
              autoFocus
              error={Boolean(errors.name)}
              helperText={errors.name ? fieldErrorText(errors.name.message) : t('form.nameHelp')}
            />
            {isAdmin && (
              <Controller
                control={control}
                name="userId"
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    label={t('form.affiliate')}
                    helperText={t('form.affiliateHelp')}
                  >
                    <MenuItem value="">{t('form.self')}</MenuItem>
                    {(affiliates.data ?? []).map((u) => (
                      <MenuItem key={u.id} value={u.id}>
                        {u.name} · {u.email}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('common:actions.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The new key, shown once, with a copy button and a clear warning. */
export function NewKeyDialog({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  const { t } = useTranslation('apiKeys');
  const toast = useToast();
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      toast.success(t('created.copied'));
    } catch {
      // No clipboard (insecure context): the key stays selectable in the field.
    }
  };
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('created.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('created.warning')}</Alert>
          <TextField
            label={t('created.key')}
            value={created.key}
            fullWidth
            slotProps={{
              htmlInput: {
                readOnly: true,
                dir: 'ltr',
                onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
              },
              input: {
                sx: { fontFamily: 'monospace', fontSize: 13 },
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={t('created.copy')} onClick={() => void copy()}>
                      <ContentCopy fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('created.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
