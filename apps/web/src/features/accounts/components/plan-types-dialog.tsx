import type { PlanType } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewDialog } from '../../../components/view-dialog';
import { errorText } from '../../../lib/i18n';
import { toMinorUnits } from '../../../lib/money';
import { useToast } from '../../feedback';
import { usePlanTypes, useSavePlanType } from '../api/accounts-api';
import { usePlanLine } from './plan-card';

type PlanTypeBody = Parameters<ReturnType<typeof useSavePlanType>['mutateAsync']>[0];

/** Saves a plan type (`POST /api/accounts/activateType`): "saved" or the failure in the toaster; true when saved. */
function useStorePlanType() {
  const { t } = useTranslation(['accounts', 'common']);
  const toast = useToast();
  const save = useSavePlanType();
  const store = async (body: PlanTypeBody) => {
    try {
      await save.mutateAsync(body);
      toast.success(t('plan.saved'));
      return true;
    } catch (err) {
      toast.error(errorText(err));
      return false;
    }
  };
  return { store, pending: save.isPending };
}

/**
 * Plan types (admins only; `POST /api/accounts/activateType`): the list with an active switch each, and a
 * form for a new type (name, price per period in major units of its currency, the currency, period in days,
 * leads per day).
 */
export function PlanTypesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <ViewDialog title={t('plan.defineTitle')} maxWidth="sm" onClose={onClose}>
      <PlanTypeList />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('plan.define')}
      </Typography>
      <NewPlanTypeForm />
    </ViewDialog>
  );
}

/** The plan types, each with its active switch (saved at once). */
function PlanTypeList() {
  const { t } = useTranslation(['accounts', 'common']);
  const types = usePlanTypes();
  const { store } = useStorePlanType();
  const line = usePlanLine();
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
  return (
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
  );
}

/** The new plan type's fields as typed. */
const NEW_PLAN = { name: '', price: '', currency: 'USD', days: '30', limit: '' };
type NewPlan = typeof NEW_PLAN;

/**
 * The body of a new plan type from its fields: the price in minor units of its currency, a whole period of
 * at least 1 day, leads per day (empty: no limit); null when the price or the period is not valid.
 */
function newPlanBody(f: NewPlan): PlanTypeBody | null {
  const minor = toMinorUnits(f.price, f.currency);
  const periodDays = Number(f.days);
  if (minor === null || !Number.isInteger(periodDays) || periodDays < 1) return null;
  const leadsPerDay = f.limit.trim() ? Number(f.limit) : null;
  return { name: f.name.trim(), price: minor, currency: f.currency, periodDays, leadsPerDay, active: true };
}

/** The form of a new plan type (`newPlanBody`); name, price and limit are emptied after a save. */
function NewPlanTypeForm() {
  const { t } = useTranslation(['accounts', 'common']);
  const { store, pending } = useStorePlanType();
  const [fields, setFields] = useState(NEW_PLAN);
  const [error, setError] = useState<string>();
  const set = (key: keyof NewPlan, value: string) => setFields((f) => ({ ...f, [key]: value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = newPlanBody(fields);
    setError(body ? undefined : t('form.amountInvalid'));
    if (body && (await store(body))) setFields((f) => ({ ...f, name: '', price: '', limit: '' }));
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} sx={{ pt: 1 }}>
      <TextField
        label={t('plan.name')}
        value={fields.name}
        required
        onChange={(e) => set('name', e.target.value)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label={t('money.amount', { currency: fields.currency })}
          value={fields.price}
          required
          inputMode="decimal"
          onChange={(e) => set('price', e.target.value)}
          error={Boolean(error)}
          helperText={error}
        />
        <TextField
          label={t('form.currency')}
          value={fields.currency}
          onChange={(e) => set('currency', e.target.value.toUpperCase().slice(0, 3))}
          sx={{ maxWidth: { sm: 110 } }}
        />
        <TextField
          label={t('plan.periodDays')}
          value={fields.days}
          inputMode="numeric"
          onChange={(e) => set('days', e.target.value)}
        />
        <TextField
          label={t('plan.limit')}
          value={fields.limit}
          inputMode="numeric"
          onChange={(e) => set('limit', e.target.value)}
        />
      </Stack>
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
        {t('common:actions.create')}
      </Button>
    </Stack>
  );
}
