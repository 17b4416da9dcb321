import { MSG, type AccountDetail } from '@leadhouse/domain';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, FormSelectField, FormTextField, useFormDialog } from '../../../components/form-dialog';
import { errorText, fieldErrorText, translateMessage } from '../../../lib/i18n';
import { toMinorUnits } from '../../../lib/money';
import { useAddFunds, useAddItem } from '../api/accounts-api';

type Detail = AccountDetail;
type Control_<T extends FieldValues> = Control<T, unknown, T>;

/** The form's own message for an amount it cannot read (an `accounts` key). */
const AMOUNT_INVALID = 'form.amountInvalid';

/** A positive amount in major units, as typed; read with the account's currency. */
const amountOf = (currency: string) =>
  z.string().refine((text) => Boolean(toMinorUnits(text, currency)), AMOUNT_INVALID);

/** One idempotency key per opened dialog: a resubmit (double click, retry after a network error) is one entry. */
function useIdempotencyKey() {
  const [key] = useState(() => crypto.randomUUID());
  return key;
}

function AmountField<T extends { amount: string }>({
  control,
  currency,
}: {
  control: Control_<T>;
  currency: string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <FormTextField
      control={control}
      name={'amount' as Path<T>}
      label={t('money.amount', { currency })}
      required
      fullWidth={false}
      inputMode="decimal"
      messageText={(message) => (message === AMOUNT_INVALID ? t(AMOUNT_INVALID) : fieldErrorText(message))}
    />
  );
}

const fundsSchema = (currency: string) =>
  z.object({ amount: amountOf(currency), kind: z.enum(['top_up', 'refund']), description: z.string() });
type FundsForm = z.output<ReturnType<typeof fundsSchema>>;

/**
 * Add funds (spec §7 `accounts/funds`, §8 'Funds added successfully' / 'Error adding funds'): a top-up, or a
 * refund of money paid back; typed in major units, sent in minor units with an idempotency key.
 */
export function AddFundsDialog({ detail, onClose }: { detail: Detail; onClose: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const key = useIdempotencyKey();
  const funds = useAddFunds();
  const { account } = detail;
  const schema = useMemo(() => fundsSchema(account.currency), [account.currency]);
  const form = useFormDialog<FundsForm>(schema, { amount: '', kind: 'top_up', description: '' });
  const send = (values: FundsForm) =>
    funds.mutateAsync({
      accountId: account.id,
      funds: toMinorUnits(values.amount, account.currency) ?? 0,
      kind: values.kind,
      ...(values.description.trim() && { description: values.description.trim() }),
      idempotencyKey: key,
    });
  return (
    <FormDialog
      form={form}
      title={t('money.fundsTitle', { name: account.stageName })}
      submitLabel={t('money.submit')}
      successMessage={translateMessage('messages.fundsAdded')}
      errorText={(err) => `${translateMessage('messages.fundsError')}: ${errorText(err, account.currency)}`}
      maxWidth="xs"
      onSubmit={send}
      onClose={onClose}
    >
      <AmountField control={form.control} currency={account.currency} />
      <FormSelectField
        control={form.control}
        name="kind"
        label={t('money.kind')}
        fullWidth={false}
        options={[
          { value: 'top_up', label: t('money.topUp') },
          { value: 'refund', label: t('money.refund') },
        ]}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('money.description')}
        fullWidth={false}
      />
    </FormDialog>
  );
}

const itemSchema = (currency: string) =>
  z.object({
    amount: amountOf(currency),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.validation.dateFormat),
    description: z.string().refine((v) => v.trim() !== '', MSG.validation.required),
    campaignId: z.string(),
  });
type ItemForm = z.output<ReturnType<typeof itemSchema>>;

/** Add a spend item (`accounts/addItem`): day, amount, description, one of the account's campaigns. */
export function AddItemDialog({ detail, onClose }: { detail: Detail; onClose: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const key = useIdempotencyKey();
  const addItem = useAddItem();
  const { account } = detail;
  const schema = useMemo(() => itemSchema(account.currency), [account.currency]);
  const form = useFormDialog<ItemForm>(schema, {
    amount: '',
    date: dayjs().format('YYYY-MM-DD'),
    description: '',
    campaignId: '',
  });
  const send = (values: ItemForm) =>
    addItem.mutateAsync({
      accountId: account.id,
      amount: toMinorUnits(values.amount, account.currency) ?? 0,
      date: values.date,
      description: values.description.trim(),
      campaignId: values.campaignId || null,
      idempotencyKey: key,
    });
  return (
    <FormDialog
      form={form}
      title={t('money.itemTitle', { name: account.stageName })}
      submitLabel={t('money.submit')}
      successMessage={translateMessage('messages.spendAdded')}
      errorText={(err) => errorText(err, account.currency)}
      maxWidth="xs"
      onSubmit={send}
      onClose={onClose}
    >
      <AmountField control={form.control} currency={account.currency} />
      <ItemFields control={form.control} detail={detail} />
    </FormDialog>
  );
}

/** A spend item's day, description and campaign (the amount comes first, in the dialog). */
function ItemFields({ control, detail }: { control: Control_<ItemForm>; detail: Detail }) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <FormTextField
        control={control}
        name="date"
        label={t('money.date')}
        type="date"
        required
        fullWidth={false}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="description"
        label={t('money.description')}
        required
        fullWidth={false}
      />
      <FormSelectField
        control={control}
        name="campaignId"
        label={t('money.campaign')}
        fullWidth={false}
        options={[
          { value: '', label: t('money.noCampaign') },
          ...detail.campaigns.map((c) => ({ value: c.id, label: c.name })),
        ]}
      />
    </>
  );
}
