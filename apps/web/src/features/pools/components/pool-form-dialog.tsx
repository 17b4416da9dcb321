import { zodResolver } from '@hookform/resolvers/zod';
import { PoolCreateSchema, type Pool, type UserOption } from '@leadhouse/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText, fieldErrorText } from '../../../i18n/server-message';
import { useToast } from '../../feedback';
import { useAssignableUsers, useCreatePool, useUpdatePool } from '../api/pools-api';

const PoolFormSchema = z.object({
  name: PoolCreateSchema.shape.name,
  description: z.string().trim().max(500),
  active: z.boolean(),
  members: z.array(z.object({ id: z.string(), name: z.string(), username: z.string() }).loose()),
});
type PoolForm = z.output<typeof PoolFormSchema>;

/** Create / edit pool dialog: name, description, active, members picked from assignable users. */
export function PoolFormDialog({ pool, onClose }: { pool: Pool | null; onClose: () => void }) {
  const { t } = useTranslation(['pools', 'common']);
  const toast = useToast();
  const titleId = useId();
  const isNew = pool === null;
  const users = useAssignableUsers();
  const create = useCreatePool();
  const update = useUpdatePool();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof PoolFormSchema>, unknown, PoolForm>({
    resolver: zodResolver(PoolFormSchema),
    defaultValues: {
      name: pool?.name ?? '',
      description: pool?.description ?? '',
      active: pool?.active ?? true,
      members: pool?.members ?? [],
    },
  });

  const onSubmit = handleSubmit(async (form) => {
    const body = {
      name: form.name,
      description: form.description || null,
      active: form.active,
      memberIds: form.members.map((m) => m.id),
    };
    try {
      if (isNew) {
        await create.mutateAsync(body);
        toast.success(t('toasts.added'));
      } else {
        await update.mutateAsync({ id: pool.id, body });
        toast.success(t('toasts.updated'));
      }
      onClose();
    } catch (error) {
      toast.error(errorText(error));
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{isNew ? t('add') : t('editPool', { name: pool.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...register('name')}
              label={t('form.name')}
              autoFocus
              required
              fullWidth
              error={Boolean(errors.name)}
              helperText={fieldErrorText(errors.name?.message)}
            />
            <TextField
              {...register('description')}
              label={t('form.description')}
              multiline
              minRows={2}
              fullWidth
              error={Boolean(errors.description)}
              helperText={fieldErrorText(errors.description?.message)}
            />
            <Controller
              control={control}
              name="members"
              render={({ field }) => (
                <Autocomplete<UserOption | PoolForm['members'][number], true>
                  multiple
                  options={users.data ?? []}
                  loading={users.isLoading}
                  value={field.value}
                  onChange={(_e, value) => field.onChange(value)}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  getOptionLabel={(o) => o.name}
                  noOptionsText={t('form.noOptions')}
                  filterSelectedOptions
                  renderValue={(value, getItemProps) =>
                    value.map((option, index) => {
                      const { key, ...itemProps } = getItemProps({ index });
                      return <Chip key={key} size="small" label={option.name} {...itemProps} />;
                    })
                  }
                  renderInput={(params) => (
                    <TextField {...params} label={t('form.members')} helperText={t('form.membersHelp')} />
                  )}
                />
              )}
            />
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
