import { MSG, type AccountDetail } from '@leadhouse/domain';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { Control, DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FormDialog,
  FormSelectField,
  FormTextField,
  useFormDialog,
  type FormDialogProps,
} from '../../../components/form-dialog';
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

/**
 * The form of a money dialog on `detail`'s account: the schema built for the account's currency, the
 * form with `defaults`, and one idempotency key for the dialog.
 */
function useMoneyForm<T extends { amount: string }>(
  detail: Detail,
  schemaOf: (currency: string) => z.ZodType<T, T>,
  defaults: DefaultValues<T>,
) {
  const key = useIdempotencyKey();
  const { currency } = detail.account;
  const schema = useMemo(() => schemaOf(currency), [schemaOf, currency]);
  return { key, form: useFormDialog<T>(schema, defaults) };
}

/**
 * The texts of each money dialog (spec §8): its title (an `accounts` key), the success message, and the
 * lead-in of a failure's text (none: the server's message alone).
 */
const MONEY_TEXTS = {
  funds: { title: 'money.fundsTitle', success: 'messages.fundsAdded', failure: 'messages.fundsError' },
  item: { title: 'money.itemTitle', success: 'messages.spendAdded', failure: null },
} as const;

/**
 * A money dialog (`kind`) on `detail`'s account: its title given the account's stage name, the amount in
 * the account's currency first, then `children`; submitted with "Add"; a failure's text reads money in the
 * account's currency. The rest of the props go to `FormDialog`.
 */
function MoneyDialog<T extends { amount: string }>({
  kind,
  detail,
  children,
  ...dialog
}: Omit<FormDialogProps<T, T>, 'title' | 'submitLabel' | 'maxWidth' | 'successMessage' | 'errorText'> & {
  kind: keyof typeof MONEY_TEXTS;
  detail: Detail;
}) {
  const { t } = useTranslation(['accounts', 'common']);
  const { account } = detail;
  const texts = MONEY_TEXTS[kind];
  const failureText = (error: unknown) => {
    const text = errorText(error, account.currency);
    return texts.failure ? `${translateMessage(texts.failure)}: ${text}` : text;
  };
  return (
    <FormDialog
      {...dialog}
      title={t(texts.title, { name: account.stageName })}
      submitLabel={t('money.submit')}
      successMessage={translateMessage(texts.success)}
      errorText={failureText}
      maxWidth="xs"
    >
      <AmountField control={dialog.form.control} currency={account.currency} />
      {children}
    </FormDialog>
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
  const funds = useAddFunds();
  const { account } = detail;
  const { key, form } = useMoneyForm<FundsForm>(detail, fundsSchema, {
    amount: '',
    kind: 'top_up',
    description: '',
  });
  const send = (values: FundsForm) =>
    funds.mutateAsync({
      accountId: account.id,
      funds: toMinorUnits(values.amount, account.currency) ?? 0,
      kind: values.kind,
      ...(values.description.trim() && { description: values.description.trim() }),
      idempotencyKey: key,
    });
  return (
    <MoneyDialog kind="funds" detail={detail} form={form} onSubmit={send} onClose={onClose}>
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
    </MoneyDialog>
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
  const addItem = useAddItem();
  const { account } = detail;
  const { key, form } = useMoneyForm<ItemForm>(detail, itemSchema, {
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
    <MoneyDialog kind="item" detail={detail} form={form} onSubmit={send} onClose={onClose}>
      <ItemFields control={form.control} detail={detail} />
    </MoneyDialog>
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
