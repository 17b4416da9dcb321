import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignablePools, useAssignableUsers, type BulkAction } from '../api/leads-api';

interface Option {
  id: string;
  label: string;
  key: string;
}

/** Assign the selection to one user (by username) or round-robin to a pool (managers only). */
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
  const titleId = useId();
  const [target, setTarget] = useState<'user' | 'pool'>('user');
  const [choice, setChoice] = useState<Option | null>(null);
  const [busy, setBusy] = useState(false);
  const users = useAssignableUsers();
  const pools = useAssignablePools(allowPool);

  const options: Option[] =
    target === 'user'
      ? (users.data ?? []).map((u) => ({ id: u.id, key: u.username, label: `${u.name} · ${u.username}` }))
      : (pools.data ?? []).map((p) => ({ id: p.id, key: p.id, label: `${p.name} (${p.memberCount})` }));

  const submit = async () => {
    if (!choice) return;
    setBusy(true);
    try {
      await onAssign(
        target === 'user'
          ? { kind: 'assignUser', username: choice.key }
          : { kind: 'assignPool', poolId: choice.id },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('bulk.assignTitle', { count })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {allowPool && (
            <ToggleButtonGroup
              exclusive
              size="small"
              fullWidth
              value={target}
              onChange={(_e, v: 'user' | 'pool' | null) => {
                if (v) {
                  setTarget(v);
                  setChoice(null);
                }
              }}
            >
              <ToggleButton value="user">{t('bulk.toUser')}</ToggleButton>
              <ToggleButton value="pool">{t('bulk.toPool')}</ToggleButton>
            </ToggleButtonGroup>
          )}
          <Autocomplete
            options={options}
            value={choice}
            onChange={(_e, v) => setChoice(v)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={target === 'user' ? users.isLoading : pools.isLoading}
            noOptionsText={t('filters.noOptions')}
            renderInput={(params) => (
              <TextField {...params} autoFocus label={target === 'user' ? t('bulk.user') : t('bulk.pool')} />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" disabled={!choice} loading={busy} onClick={() => void submit()}>
          {t('bulk.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
