import type { Account, PlanType } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, translateMessage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useToast } from '../../feedback';
import { usePlanTypes, useRenew, useSubscribeToType } from '../api/accounts-api';
import { formatDateTime } from '../../../lib/format';

/** A plan type's price and limit as one line. */
export function usePlanLine() {
  const { t, i18n } = useTranslation('accounts');
  return (p: PlanType) =>
    `${p.name} · ${t('plan.price', { price: formatMoney(p.price, i18n.language, p.currency), days: p.periodDays })}` +
    (p.leadsPerDay ? ` · ${t('plan.leadsPerDay', { count: p.leadsPerDay })}` : '');
}

/**
 * The account's plan (spec §7 `accounts/subscribeToType {type}`, `accounts/subscribe`; §8 'Type subscribed
 * to account successfully' / 'Error subscription'): current plan and paid period, the scheduled change,
 * a picker of active plan types, and renewal of an ended period. Each click sends one idempotency key.
 */
export function PlanCard({ account }: { account: Account }) {
  const { t } = useTranslation('accounts');
  const toast = useToast();
  const line = usePlanLine();

  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      toast.success(translateMessage('messages.typeSubscribed'));
    } catch (err) {
      toast.error(`${translateMessage('messages.subscriptionError')}: ${errorText(err, account.currency)}`);
    }
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h2">
        {t('plan.title')}
      </Typography>
      <Typography>{account.type ? line(account.type) : t('plan.none')}</Typography>
      {account.type && account.periodEnd && (
        <Typography variant="body2" color={account.paid ? 'text.secondary' : 'warning.main'}>
          {t(account.paid ? 'plan.paidUntil' : 'plan.unpaid', {
            date: formatDateTime(account.periodEnd),
          })}
        </Typography>
      )}
      {account.nextType && <Alert severity="info">{t('plan.next', { name: account.nextType.name })}</Alert>}
      <PlanChanger account={account} run={run} />
      <Typography variant="caption" color="text.secondary">
        {t('plan.rule')}
      </Typography>
    </Stack>
  );
}

/** A picker of the active plan types in the account's currency with "subscribe", and "renew" for an ended period. */
function PlanChanger({
  account,
  run,
}: {
  account: Account;
  run: (call: () => Promise<unknown>) => Promise<void>;
}) {
  const { t } = useTranslation('accounts');
  const types = usePlanTypes();
  const subscribe = useSubscribeToType();
  const renew = useRenew();
  const line = usePlanLine();
  const [choice, setChoice] = useState('');
  const active = (types.data ?? []).filter((p) => p.active && p.currency === account.currency);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        select
        size="small"
        label={t('plan.choose')}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        sx={{ minWidth: 260 }}
      >
        {active.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {line(p)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={!choice || subscribe.isPending}
        onClick={() =>
          void run(() =>
            subscribe.mutateAsync({
              accountId: account.id,
              type: choice,
              idempotencyKey: crypto.randomUUID(),
            }),
          )
        }
      >
        {t('plan.subscribe')}
      </Button>
      {account.type && !account.paid && (
        <Button
          variant="contained"
          disabled={renew.isPending}
          onClick={() =>
            void run(() => renew.mutateAsync({ accountId: account.id, idempotencyKey: crypto.randomUUID() }))
          }
        >
          {t('plan.renew')}
        </Button>
      )}
    </Stack>
  );
}
