import { ROLES, type User } from '@leadhouse/domain';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FormDialog,
  FormPasswordField,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  useFormDialog,
} from '../../../components/form-dialog';
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
  const isNew = user === null;
  const schema = useMemo(() => userFormSchema(isNew), [isNew]);
  const form = useFormDialog<UserFormInput, UserForm>(schema, userFormDefaults(user));
  const create = useCreateUser();
  const update = useUpdateUser();
  const { control } = form;
  return (
    <FormDialog
      form={form}
      title={isNew ? t('add') : t('editUser', { name: user.name })}
      submitLabel={isNew ? t('common:actions.create') : t('common:actions.save')}
      successMessage={isNew ? t('common:messages.userAdded') : t('toasts.updated')}
      onSubmit={(values) =>
        isNew ? create.mutateAsync(toUserCreate(values)) : update.mutateAsync(toUserUpdate(user.id, values))
      }
      onClose={onClose}
    >
      <FormTextField control={control} name="name" label={t('form.name')} required />
      <FormTextField
        control={control}
        name="email"
        label={t('form.email')}
        type="email"
        required
        autoComplete="off"
      />
      <FormPasswordField
        control={control}
        name="password"
        label={t('form.password')}
        required={isNew}
        autoComplete="new-password"
        helperText={isNew ? t('form.passwordCreateHelp') : t('form.passwordEditHelp')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="role"
          label={t('form.role')}
          required
          options={ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))}
        />
        <FormTextField control={control} name="stageName" label={t('form.stageName')} />
      </Stack>
      <ManagerField control={control} userId={user?.id} value={form.watch('managerId')} />
      <FormSwitchField control={control} name="active" label={t('form.active')} />
    </FormDialog>
  );
}

/** The manager select: the users who may manage, without the user; a manager not listed stays shown. */
function ManagerField({
  control,
  userId,
  value,
}: {
  control: Control<UserFormInput, unknown, UserForm>;
  userId: string | undefined;
  value: string | null | undefined;
}) {
  const { t } = useTranslation(['users', 'common']);
  const managers = useManagerOptions(true);
  const options = (managers.data ?? []).filter((m) => m.id !== userId);
  return (
    <FormSelectField
      control={control}
      name="managerId"
      label={t('form.manager')}
      emptyLabel={t('form.noManager')}
      options={options.map((m) => ({ value: m.id, label: `${m.name} · ${t(`common:roles.${m.role}`)}` }))}
    >
      {value && !options.some((m) => m.id === value) && <MenuItem value={value}>{value}</MenuItem>}
    </FormSelectField>
  );
}
