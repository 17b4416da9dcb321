import { AccountCreateSchema, type Account } from '@leadhouse/domain';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, FormTextField, useFormDialog } from '../../../components/form-dialog';
import { errorText, fieldErrorText, translateMessage } from '../../../lib/i18n';
import { currencyExponent, toMinorUnits } from '../../../lib/money';
import { useCreateAccount, useUpdateAccount } from '../api/accounts-api';

/** Minor units as the text a person would type ("10.50"), by digits, no floating point. */
export function minorToText(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const digits = String(Math.abs(Math.trunc(minor))).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  return `${minor < 0 ? '-' : ''}${whole}${exponent > 0 ? `.${digits.slice(-exponent)}` : ''}`;
}

/** The form's own message for an amount it cannot read (an `accounts` key). */
const AMOUNT_INVALID = 'form.amountInvalid';

/** What the dialog holds: texts as typed; the overdraft limit in major units, read with the currency. */
const AccountFormSchema = z
  .object({
    stageName: AccountCreateSchema.shape.stageName,
    currency: z.string(),
    overdraftLimit: z.string(),
  })
  .refine((f) => toMinorUnits(f.overdraftLimit || '0', f.currency) !== null, {
    path: ['overdraftLimit'],
    message: AMOUNT_INVALID,
  });
type AccountForm = z.input<typeof AccountFormSchema>;

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
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const form = useFormDialog<AccountForm, z.output<typeof AccountFormSchema>>(AccountFormSchema, {
    stageName: account?.stageName ?? '',
    currency: account?.currency ?? 'USD',
    overdraftLimit: account ? minorToText(account.overdraftLimit, account.currency) : '0',
  });
  const send = async ({ stageName, currency, overdraftLimit }: AccountForm) => {
    const limit = toMinorUnits(overdraftLimit || '0', currency) ?? 0;
    const out = account
      ? await update.mutateAsync({ id: account.id, stageName, overdraftLimit: limit })
      : await create.mutateAsync({ stageName, currency: currency.toUpperCase(), overdraftLimit: limit });
    onSaved?.(out.account);
  };
  const amountText = (message: string | undefined) =>
    message === AMOUNT_INVALID ? t(AMOUNT_INVALID) : fieldErrorText(message);
  return (
    <FormDialog
      form={form}
      title={account ? t('form.editTitle', { name: account.stageName }) : t('form.addTitle')}
      submitLabel={account ? t('common:actions.save') : t('common:actions.create')}
      successMessage={translateMessage(account ? 'messages.accountSaved' : 'messages.accountCreated')}
      errorText={(error) =>
        account ? errorText(error) : `${translateMessage('messages.accountCreateError')}: ${errorText(error)}`
      }
      maxWidth="xs"
      onSubmit={send}
      onClose={onClose}
    >
      <FormTextField
        control={form.control}
        name="stageName"
        label={t('form.stageName')}
        required
        helperText={t('form.stageNameHelp')}
      />
      <CurrencyField control={form.control} disabled={Boolean(account)} />
      <FormTextField
        control={form.control}
        name="overdraftLimit"
        label={t('form.overdraftLimit')}
        inputMode="decimal"
        messageText={amountText}
        helperText={t('form.overdraftHelp')}
      />
    </FormDialog>
  );
}

/** The currency code: three letters, upper case as typed; fixed once the account exists. */
function CurrencyField({
  control,
  disabled,
}: {
  control: Control<AccountForm, unknown, AccountForm>;
  disabled: boolean;
}) {
  const { t } = useTranslation('accounts');
  const { field, fieldState } = useController({ control, name: 'currency' });
  return (
    <TextField
      label={t('form.currency')}
      name={field.name}
      value={field.value}
      inputRef={field.ref}
      onBlur={field.onBlur}
      disabled={disabled}
      onChange={(e) => field.onChange(e.target.value.toUpperCase().slice(0, 3))}
      error={Boolean(fieldState.error)}
      helperText={fieldErrorText(fieldState.error?.message)}
    />
  );
}
