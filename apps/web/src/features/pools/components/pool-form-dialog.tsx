import { PoolCreateSchema, type Pool, type UserOption } from '@leadhouse/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, FormSwitchField, FormTextField, useFormDialog } from '../../../components/form-dialog';
import { useAssignableUsers, useCreatePool, useUpdatePool } from '../api/pools-api';

const PoolFormSchema = z.object({
  name: PoolCreateSchema.shape.name,
  description: z.string().trim().max(500),
  active: z.boolean(),
  members: z.array(z.object({ id: z.string(), name: z.string(), username: z.string() }).loose()),
});
type PoolFormInput = z.input<typeof PoolFormSchema>;
type PoolForm = z.output<typeof PoolFormSchema>;

/** Create / edit pool dialog: name, description, active, members picked from assignable users. */
export function PoolFormDialog({ pool, onClose }: { pool: Pool | null; onClose: () => void }) {
  const { t } = useTranslation(['pools', 'common']);
  const isNew = pool === null;
  const create = useCreatePool();
  const update = useUpdatePool();
  const form = useFormDialog<PoolFormInput, PoolForm>(PoolFormSchema, {
    name: pool?.name ?? '',
    description: pool?.description ?? '',
    active: pool?.active ?? true,
    members: pool?.members ?? [],
  });
  const send = (values: PoolForm) => {
    const body = {
      name: values.name,
      description: values.description || null,
      active: values.active,
      memberIds: values.members.map((m) => m.id),
    };
    return isNew ? create.mutateAsync(body) : update.mutateAsync({ id: pool.id, body });
  };
  return (
    <FormDialog
      form={form}
      title={isNew ? t('add') : t('editPool', { name: pool.name })}
      submitLabel={isNew ? t('common:actions.create') : t('common:actions.save')}
      successMessage={isNew ? t('toasts.added') : t('toasts.updated')}
      onSubmit={send}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label={t('form.name')} required />
      <FormTextField
        control={form.control}
        name="description"
        label={t('form.description')}
        multiline
        minRows={2}
      />
      <MembersField control={form.control} />
      <FormSwitchField control={form.control} name="active" label={t('form.active')} />
    </FormDialog>
  );
}

/** The pool's members, picked from the users the caller may assign to. */
function MembersField({ control }: { control: Control<PoolFormInput, unknown, PoolForm> }) {
  const { t } = useTranslation('pools');
  const users = useAssignableUsers();
  const { field } = useController({ control, name: 'members' });
  return (
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
  );
}
