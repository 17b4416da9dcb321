import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, useFormDialog } from '../../../components/form-dialog';
import { useAssignablePools, useAssignableUsers, type BulkAction } from '../api/leads-api';

interface Option {
  id: string;
  label: string;
  key: string;
}
type Target = 'user' | 'pool';

/** The dialog's one field: the chosen user or pool (none yet: the submit button stays off). */
const AssignSchema = z.object({ choice: z.custom<Option>((v) => v !== null && typeof v === 'object') });
type AssignForm = { choice: Option | null };

/** The bulk action of a choice: a user by username, or a pool (round-robin) by id. */
function assignAction(target: Target, choice: Option): BulkAction {
  return target === 'user'
    ? { kind: 'assignUser', username: choice.key }
    : { kind: 'assignPool', poolId: choice.id };
}

/** The users (by username) or the pools (with their member count) one can assign to. */
function useAssignOptions(target: Target, allowPool: boolean) {
  const users = useAssignableUsers();
  const pools = useAssignablePools(allowPool);
  const options: Option[] =
    target === 'user'
      ? (users.data ?? []).map((u) => ({ id: u.id, key: u.username, label: `${u.name} · ${u.username}` }))
      : (pools.data ?? []).map((p) => ({ id: p.id, key: p.id, label: `${p.name} (${p.memberCount})` }));
  return { options, loading: target === 'user' ? users.isLoading : pools.isLoading };
}

/**
 * Assign the selection to one user (by username) or round-robin to a pool (managers only). `onAssign`
 * reports its own outcome and closes the dialog when the assignment is done.
 */
export function AssignDialog({
  count,
  allowPool,
  onAssign,
  onClose,
}: {
  count: number;
  allowPool: boolean;
  onAssign: (action: BulkAction) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['leads', 'common']);
  const [target, setTarget] = useState<Target>('user');
  const { options, loading } = useAssignOptions(target, allowPool);
  const form = useFormDialog<AssignForm, { choice: Option }>(AssignSchema, { choice: null });
  return (
    <FormDialog
      form={form}
      title={t('bulk.assignTitle', { count })}
      submitLabel={t('bulk.assign')}
      submitDisabled={!form.watch('choice')}
      closeOnSuccess={false}
      onSubmit={({ choice }) => onAssign(assignAction(target, choice))}
      onClose={onClose}
      maxWidth="xs"
    >
      {allowPool && (
        <TargetToggle
          target={target}
          onTarget={(v) => {
            setTarget(v);
            form.setValue('choice', null);
          }}
        />
      )}
      <Controller
        control={form.control}
        name="choice"
        render={({ field }) => (
          <Autocomplete
            options={options}
            value={field.value}
            onChange={(_e, v) => field.onChange(v)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={loading}
            noOptionsText={t('filters.noOptions')}
            renderInput={(params) => (
              <TextField {...params} label={target === 'user' ? t('bulk.user') : t('bulk.pool')} />
            )}
          />
        )}
      />
    </FormDialog>
  );
}

/** User or pool: what the selection is assigned to (managers only). */
function TargetToggle({ target, onTarget }: { target: Target; onTarget: (target: Target) => void }) {
  const { t } = useTranslation(['leads', 'common']);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      fullWidth
      value={target}
      onChange={(_e, v: Target | null) => {
        if (v) onTarget(v);
      }}
    >
      <ToggleButton value="user">{t('bulk.toUser')}</ToggleButton>
      <ToggleButton value="pool">{t('bulk.toPool')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
