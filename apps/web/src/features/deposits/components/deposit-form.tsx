import { zodResolver } from '@hookform/resolvers/zod';
import { AddDepositItemSchema, MSG } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
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
  const { t } = useTranslation(['deposits', 'common']);
  const { isAllowed } = useAuth();
  const toast = useToast();
  const titleId = useId();
  const add = useAddDeposit();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DepositForm, unknown, DepositBody>({
    resolver: zodResolver(DepositFormSchema),
    defaultValues: blank(),
  });
  const currency = useWatch({ control, name: 'currency' }).toUpperCase();
  if (!isAllowed('deposits')) return null;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await add.mutateAsync({ ...body, leadId });
      const text = t(result.created ? 'common:messages.depositRecorded' : 'common:messages.depositReplayed');
      // One toast at a time: the FTD note goes with the message.
      toast.success(result.ftd ? `${text}. ${t('ftd')}` : text);
      reset(blank());
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
        <Stack direction="row" spacing={1}>
          <TextField
            {...register('amount')}
            size="small"
            label={t('amount')}
            required
            sx={{ flex: 2 }}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            error={Boolean(errors.amount)}
            helperText={
              errors.amount
                ? errors.amount.message === AMOUNT_INVALID
                  ? t('amountInvalid', { digits: currencyExponent(currency) })
                  : fieldErrorText(errors.amount.message)
                : t('amountHelp', { currency })
            }
          />
          <TextField
            {...register('currency')}
            size="small"
            label={t('currency')}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: 3, dir: 'ltr', style: { textTransform: 'uppercase' } } }}
            error={Boolean(errors.currency)}
            helperText={fieldErrorText(errors.currency?.message)}
          />
        </Stack>
        <TextField
          {...register('occurredAt')}
          size="small"
          type="datetime-local"
          label={t('occurredAt')}
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors.occurredAt)}
          helperText={fieldErrorText(errors.occurredAt?.message)}
        />
        <TextField
          {...register('transactionId')}
          size="small"
          label={t('transactionId')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          error={Boolean(errors.transactionId)}
          helperText={fieldErrorText(errors.transactionId?.message) ?? t('transactionIdHelp')}
        />
        <Box>
          <Button type="submit" variant="contained" size="small" loading={isSubmitting}>
            {t('submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
