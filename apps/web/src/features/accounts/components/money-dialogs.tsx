import type { AccountDetail } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, translateMessage } from '../../../lib/i18n';
import { toMinorUnits } from '../../../lib/money';
import { useToast } from '../../feedback';
import { useAddFunds, useAddItem } from '../api/accounts-api';

type Detail = AccountDetail;

/** One idempotency key per opened dialog: a resubmit (double click, retry after a network error) is one entry. */
function useIdempotencyKey() {
  const [key] = useState(() => crypto.randomUUID());
  return key;
}

function AmountField({
  value,
  onChange,
  currency,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  currency: string;
  error?: string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <TextField
      label={t('money.amount', { currency })}
      value={value}
      required
      autoFocus
      inputMode="decimal"
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

/**
 * Add funds (spec §7 `accounts/funds`, §8 'Funds added successfully' / 'Error adding funds'): a top-up, or a
 * refund of money paid back; typed in major units, sent in minor units with an idempotency key.
 */
export function AddFundsDialog({ detail, onClose }: { detail: Detail; onClose: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const toast = useToast();
  const titleId = useId();
  const key = useIdempotencyKey();
  const funds = useAddFunds();
  const { account } = detail;
  const [amount, setAmount] = useState('');
  const [kind, setKind] = useState<'top_up' | 'refund'>('top_up');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = toMinorUnits(amount, account.currency);
    if (!minor) {
      setError(t('form.amountInvalid'));
      return;
    }
    try {
      await funds.mutateAsync({
        accountId: account.id,
        funds: minor,
        kind,
        ...(description.trim() && { description: description.trim() }),
        idempotencyKey: key,
      });
      toast.success(translateMessage('messages.fundsAdded'));
      onClose();
    } catch (err) {
      toast.error(`${translateMessage('messages.fundsError')}: ${errorText(err, account.currency)}`);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('money.fundsTitle', { name: account.stageName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <AmountField value={amount} onChange={setAmount} currency={account.currency} error={error} />
            <TextField
              select
              label={t('money.kind')}
              value={kind}
              onChange={(e) => setKind(e.target.value as typeof kind)}
            >
              <MenuItem value="top_up">{t('money.topUp')}</MenuItem>
              <MenuItem value="refund">{t('money.refund')}</MenuItem>
            </TextField>
            <TextField
              label={t('money.description')}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={funds.isPending}>
            {t('money.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Add a spend item (`accounts/addItem`): day, amount, description, one of the account's campaigns. */
export function AddItemDialog({ detail, onClose }: { detail: Detail; onClose: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const toast = useToast();
  const titleId = useId();
  const key = useIdempotencyKey();
  const addItem = useAddItem();
  const { account } = detail;
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [description, setDescription] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = toMinorUnits(amount, account.currency);
    const next: Record<string, string> = {};
    if (!minor) next.amount = t('form.amountInvalid');
    if (!description.trim()) next.description = translateMessage('validation.required');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) next.date = translateMessage('validation.dateFormat');
    setErrors(next);
    if (Object.keys(next).length || !minor) return;
    try {
      await addItem.mutateAsync({
        accountId: account.id,
        amount: minor,
        date,
        description: description.trim(),
        campaignId: campaignId || null,
        idempotencyKey: key,
      });
      toast.success(translateMessage('messages.spendAdded'));
      onClose();
    } catch (err) {
      toast.error(errorText(err, account.currency));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('money.itemTitle', { name: account.stageName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <AmountField
              value={amount}
              onChange={setAmount}
              currency={account.currency}
              error={errors.amount}
            />
            <TextField
              label={t('money.date')}
              type="date"
              value={date}
              required
              onChange={(e) => setDate(e.target.value)}
              error={Boolean(errors.date)}
              helperText={errors.date}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('money.description')}
              value={description}
              required
              onChange={(e) => setDescription(e.target.value)}
              error={Boolean(errors.description)}
              helperText={errors.description}
            />
            <TextField
              select
              label={t('money.campaign')}
              value={campaignId}
              onChange={(e) => setCampaignId(e.target.value)}
            >
              <MenuItem value="">{t('money.noCampaign')}</MenuItem>
              {detail.campaigns.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={addItem.isPending}>
            {t('money.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
