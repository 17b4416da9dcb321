import { zodResolver } from '@hookform/resolvers/zod';
import { DomainAddSchema, type Domain } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText, fieldErrorText } from '../../../i18n/server-message';
import { useToast } from '../../feedback';
import { useAddDomain } from '../api/domains-api';

type Form = z.input<typeof DomainAddSchema>;

/**
 * Add a domain (`POST /api/domains {name, active, origin}`): the name is normalised and checked with the
 * domain package's rules as typed (the server applies the same); `onAdded` gets the new domain.
 */
export function AddDomainDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (d: Domain) => void }) {
  const { t } = useTranslation(['domains', 'common']);
  const toast = useToast();
  const titleId = useId();
  const add = useAddDomain();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Form, unknown, z.output<typeof DomainAddSchema>>({
    resolver: zodResolver(DomainAddSchema),
    defaultValues: { name: '', active: true, origin: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const domain = await add.mutateAsync({
        name: form.name,
        active: form.active,
        ...(form.origin ? { origin: form.origin } : {}),
      });
      toast.success(t('added'));
      onAdded(domain);
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
              slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
            />
            <TextField
              {...register('origin')}
              label={t('form.origin')}
              error={Boolean(errors.origin)}
              helperText={errors.origin ? fieldErrorText(errors.origin.message) : undefined}
            />
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={Boolean(field.value)}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label={t('form.active')}
                />
              )}
            />
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
