import { zodResolver } from '@hookform/resolvers/zod';
import { ROLES, type User } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { errorText, fieldErrorText } from '../../../i18n/server-message';
import { ApiError } from '../../../lib/api-error';
import { useToast } from '../../feedback';
import { useCreateUser, useManagerOptions, useUpdateUser } from '../api/users-api';
import {
  toUserCreate,
  toUserUpdate,
  userFormDefaults,
  userFormSchema,
  type UserForm,
  type UserFormInput,
} from './user-form-schema';

/** Create / edit user dialog: name, email, password (on create), role, stage name, manager, active. */
export function UserFormDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const toast = useToast();
  const isNew = user === null;
  const titleId = useId();
  const schema = useMemo(() => userFormSchema(isNew), [isNew]);
  const create = useCreateUser();
  const update = useUpdateUser();
  const managers = useManagerOptions(true);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UserFormInput, unknown, UserForm>({
    resolver: zodResolver(schema),
    defaultValues: userFormDefaults(user),
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      if (isNew) {
        await create.mutateAsync(toUserCreate(form));
        toast.success(t('common:messages.userAdded'));
      } else {
        await update.mutateAsync(toUserUpdate(user.id, form));
        toast.success(t('toasts.updated'));
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const fieldError of error.errors) {
          const field = fieldError.field.replace(/^body\./, '');
          if (field in form) setError(field as keyof UserForm, { message: fieldError.message });
        }
      }
      toast.error(errorText(error));
    }
  });

  const managerOptions = (managers.data ?? []).filter((m) => m.id !== user?.id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{isNew ? t('add') : t('editUser', { name: user.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...register('name')}
              label={t('form.name')}
              autoFocus
              fullWidth
              required
              error={Boolean(errors.name)}
              helperText={fieldErrorText(errors.name?.message)}
            />
            <TextField
              {...register('email')}
              label={t('form.email')}
              type="email"
              fullWidth
              required
              autoComplete="off"
              error={Boolean(errors.email)}
              helperText={fieldErrorText(errors.email?.message)}
            />
            <PasswordField
              {...register('password')}
              label={t('form.password')}
              fullWidth
              required={isNew}
              autoComplete="new-password"
              error={Boolean(errors.password)}
              helperText={
                fieldErrorText(errors.password?.message) ??
                (isNew ? t('form.passwordCreateHelp') : t('form.passwordEditHelp'))
              }
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="role"
                render={({ field }) => (
                  <TextField {...field} select label={t('form.role')} fullWidth required>
                    {ROLES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {t(`common:roles.${role}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                {...register('stageName')}
                label={t('form.stageName')}
                fullWidth
                error={Boolean(errors.stageName)}
                helperText={fieldErrorText(errors.stageName?.message)}
              />
            </Stack>
            <Controller
              control={control}
              name="managerId"
              render={({ field }) => (
                <TextField {...field} select label={t('form.manager')} fullWidth>
                  <MenuItem value="">
                    <em>{t('form.noManager')}</em>
                  </MenuItem>
                  {managerOptions.map((m) => (
                    <MenuItem key={m.id} value={m.id}>
                      {m.name} · {t(`common:roles.${m.role}`)}
                    </MenuItem>
                  ))}
                  {field.value && !managerOptions.some((m) => m.id === field.value) && (
                    <MenuItem value={field.value}>{field.value}</MenuItem>
                  )}
                </TextField>
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
