import type { Account } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, translateMessage } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-error';
import { currencyExponent, toMinorUnits } from '../../../lib/money';
import { useToast } from '../../feedback';
import { useCreateAccount, useUpdateAccount } from '../api/accounts-api';

/** Minor units as the text a person would type ("10.50"), by digits, no floating point. */
export function minorToText(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const digits = String(Math.abs(Math.trunc(minor))).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  return `${minor < 0 ? '-' : ''}${whole}${exponent > 0 ? `.${digits.slice(-exponent)}` : ''}`;
}

/**
 * Create an account (spec §7 `POST accounts {stageName}`, §8 'Account created Successfully') or edit one
 * (stage name, overdraft limit). Amounts are typed in major units and sent in minor units.
 */
export function AccountFormDialog({
  account,
  onClose,
  onSaved,
}: {
  account: Account | null;
  onClose: () => void;
  onSaved?: (account: Account) => void;
}) {
  const { t } = useTranslation(['accounts', 'common']);
  const toast = useToast();
  const titleId = useId();
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const [stageName, setStageName] = useState(account?.stageName ?? '');
  const [currency, setCurrency] = useState(account?.currency ?? 'USD');
  const [overdraft, setOverdraft] = useState(
    account ? minorToText(account.overdraftLimit, account.currency) : '0',
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const limit = toMinorUnits(overdraft || '0', currency);
    if (limit === null) {
      setErrors({ overdraftLimit: t('form.amountInvalid') });
      return;
    }
    try {
      const out = account
        ? await update.mutateAsync({ id: account.id, stageName, overdraftLimit: limit })
        : await create.mutateAsync({ stageName, currency: currency.toUpperCase(), overdraftLimit: limit });
      toast.success(translateMessage(account ? 'messages.accountSaved' : 'messages.accountCreated'));
      onSaved?.(out.account);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors?.length) {
        setErrors(
          Object.fromEntries(error.errors.map((f) => [f.field, translateMessage(f.key ?? f.message)])),
        );
      }
      toast.error(
        account
          ? errorText(error)
          : `${translateMessage('messages.accountCreateError')}: ${errorText(error)}`,
      );
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {account ? t('form.editTitle', { name: account.stageName }) : t('form.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('form.stageName')}
              value={stageName}
              required
              autoFocus
              onChange={(e) => setStageName(e.target.value)}
              error={Boolean(errors.stageName)}
              helperText={errors.stageName ?? t('form.stageNameHelp')}
            />
            <TextField
              label={t('form.currency')}
              value={currency}
              disabled={Boolean(account)}
              onChange={(e) => setCurrency(e.target.value.toUpperCase().slice(0, 3))}
              error={Boolean(errors.currency)}
              helperText={errors.currency}
            />
            <TextField
              label={t('form.overdraftLimit')}
              value={overdraft}
              inputMode="decimal"
              onChange={(e) => setOverdraft(e.target.value)}
              error={Boolean(errors.overdraftLimit)}
              helperText={errors.overdraftLimit ?? t('form.overdraftHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending || update.isPending}>
            {account ? t('common:actions.save') : t('common:actions.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
