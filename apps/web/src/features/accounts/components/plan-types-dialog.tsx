import type { PlanType } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { toMinorUnits } from '../../../lib/money';
import { useToast } from '../../feedback';
import { usePlanTypes, useSavePlanType } from '../api/accounts-api';
import { usePlanLine } from './plan-card';

/**
 * Plan types (admins only; `POST /api/accounts/activateType`): the list with an active switch each, and a
 * form for a new type (name, price per period in major units of its currency, the currency, period in days,
 * leads per day).
 */
export function PlanTypesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const toast = useToast();
  const titleId = useId();
  const types = usePlanTypes();
  const save = useSavePlanType();
  const line = usePlanLine();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [days, setDays] = useState('30');
  const [limit, setLimit] = useState('');
  const [error, setError] = useState<string>();

  const store = async (body: Parameters<typeof save.mutateAsync>[0]) => {
    try {
      await save.mutateAsync(body);
      toast.success(t('plan.saved'));
      return true;
    } catch (err) {
      toast.error(errorText(err));
      return false;
    }
  };
  const toggle = (p: PlanType) =>
    void store({
      id: p.id,
      name: p.name,
      price: p.price,
      currency: p.currency,
      periodDays: p.periodDays,
      leadsPerDay: p.leadsPerDay,
      active: !p.active,
    });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = toMinorUnits(price, currency);
    const periodDays = Number(days);
    if (minor === null || !Number.isInteger(periodDays) || periodDays < 1) {
      setError(t('form.amountInvalid'));
      return;
    }
    setError(undefined);
    const ok = await store({
      name: name.trim(),
      price: minor,
      currency,
      periodDays,
      leadsPerDay: limit.trim() ? Number(limit) : null,
      active: true,
    });
    if (ok) {
      setName('');
      setPrice('');
      setLimit('');
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('plan.defineTitle')}</DialogTitle>
      <DialogContent>
        <List dense>
          {(types.data ?? []).map((p) => (
            <ListItem
              key={p.id}
              disableGutters
              secondaryAction={
                <FormControlLabel
                  control={<Switch checked={p.active} onChange={() => toggle(p)} />}
                  label={t('common:status.active')}
                />
              }
            >
              <ListItemText primary={line(p)} />
            </ListItem>
          ))}
        </List>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('plan.define')}
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={1.5} sx={{ pt: 1 }}>
          <TextField label={t('plan.name')} value={name} required onChange={(e) => setName(e.target.value)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              label={t('money.amount', { currency })}
              value={price}
              required
              inputMode="decimal"
              onChange={(e) => setPrice(e.target.value)}
              error={Boolean(error)}
              helperText={error}
            />
            <TextField
              label={t('form.currency')}
              value={currency}
              onChange={(e) => setCurrency(e.target.value.toUpperCase().slice(0, 3))}
              sx={{ maxWidth: { sm: 110 } }}
            />
            <TextField
              label={t('plan.periodDays')}
              value={days}
              inputMode="numeric"
              onChange={(e) => setDays(e.target.value)}
            />
            <TextField
              label={t('plan.limit')}
              value={limit}
              inputMode="numeric"
              onChange={(e) => setLimit(e.target.value)}
            />
          </Stack>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('common:actions.create')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
