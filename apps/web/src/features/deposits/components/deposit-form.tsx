import { AddDepositItemSchema, MSG } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField, useFormDialog } from '../../../components/form-dialog';
import { errorText, fieldErrorText } from '../../../lib/i18n';
import { useAuth } from '../../auth';
import { useToast } from '../../feedback';
import { useAddDeposit } from '../api/deposits-api';
import { currencyExponent, toMinorUnits } from '../../../lib/money';

/** The form's own marker for a bad amount (shown with the currency's decimals). */
const AMOUNT_INVALID = 'amountInvalid';

/** The `leads/addItem` body without the lead (the drawer adds it). */
const DepositBodySchema = AddDepositItemSchema.omit({ leadId: true });

/**
 * What the user types (amount in major units, local time) → the `leads/addItem` body (minor units, UTC
 * instant), checked by the domain schema so the rules are the server's.
 */
const DepositFormSchema = z
  .object({
    amount: z.string(),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, MSG.validation.currency),
    occurredAt: z.string(),
    transactionId: z.string().trim(),
  })
  .superRefine((form, ctx) => {
    const minor = toMinorUnits(form.amount, form.currency);
    if (minor === null || minor <= 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: AMOUNT_INVALID });
  })
  .transform((form): z.input<typeof DepositBodySchema> => ({
    amount: toMinorUnits(form.amount, form.currency) ?? 0,
    currency: form.currency,
    ...(form.occurredAt && { occurredAt: dayjs(form.occurredAt).toISOString() }),
    ...(form.transactionId && { transactionId: form.transactionId }),
  }))
  .pipe(DepositBodySchema);

type DepositForm = z.input<typeof DepositFormSchema>;
type DepositBody = z.output<typeof DepositFormSchema>;

const blank = (): DepositForm => ({
  amount: '',
  currency: 'USD',
  occurredAt: dayjs().format('YYYY-MM-DDTHH:mm'),
  transactionId: '',
});

/**
 * Deposit entry of the lead drawer (spec §7 `leads/addItem`): amount in major units (sent as minor units),
 * currency, time and transaction id. Shown to users with the `deposits` feature.
 */
export function DepositForm({ leadId }: { leadId: string }) {
  const { isAllowed } = useAuth();
  return isAllowed('deposits') ? <DepositEntry leadId={leadId} /> : null;
}

/**
 * The form itself: sends the deposit, says whether it was recorded or replayed (and an FTD with it) in one
 * toast, then empties the fields; a failure goes to the toaster.
 */
function DepositEntry({ leadId }: { leadId: string }) {
  const { t } = useTranslation(['deposits', 'common']);
  const toast = useToast();
  const titleId = useId();
  const add = useAddDeposit();
  const form = useFormDialog<DepositForm, DepositBody>(DepositFormSchema, blank());
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await add.mutateAsync({ ...body, leadId });
      const text = t(result.created ? 'common:messages.depositRecorded' : 'common:messages.depositReplayed');
      // One toast at a time: the FTD note goes with the message.
      toast.success(result.ftd ? `${text}. ${t('ftd')}` : text);
      form.reset(blank());
    } catch (error) {
      toast.error(errorText(error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Typography id={titleId} variant="subtitle2" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Stack spacing={1.5}>
        <AmountFields control={form.control} />
        <FormTextField
          control={form.control}
          name="occurredAt"
          size="small"
          type="datetime-local"
          label={t('occurredAt')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={form.control}
          name="transactionId"
          size="small"
          label={t('transactionId')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          helperText={t('transactionIdHelp')}
        />
        <Box>
          <Button type="submit" variant="contained" size="small" loading={form.formState.isSubmitting}>
            {t('submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Amount (major units; a bad one names the currency's decimals) and currency, side by side. */
function AmountFields({ control }: { control: Control<DepositForm, unknown, DepositBody> }) {
  const { t } = useTranslation(['deposits', 'common']);
  const currency = useWatch({ control, name: 'currency' }).toUpperCase();
  return (
    <Stack direction="row" spacing={1}>
      <FormTextField
        control={control}
        name="amount"
        size="small"
        label={t('amount')}
        required
        sx={{ flex: 2 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
        helperText={t('amountHelp', { currency })}
        messageText={(message) =>
          message === AMOUNT_INVALID
            ? t('amountInvalid', { digits: currencyExponent(currency) })
            : fieldErrorText(message)
        }
      />
      <FormTextField
        control={control}
        name="currency"
        size="small"
        label={t('currency')}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { maxLength: 3, dir: 'ltr', style: { textTransform: 'uppercase' } } }}
      />
    </Stack>
  );
}
