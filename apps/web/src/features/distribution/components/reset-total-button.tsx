import type { Flow } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toastOutcome } from '../../../lib/outcome-toasts';
import { useToast } from '../../feedback';
import { useResetTotal } from '../api/distribution-api';

type FlowBuyer = Flow['buyers'][number];

/**
 * "Count the total again" under a buyer's meters when it has a total cap (count or money): after a
 * confirmation, its total starts from zero now (`POST /api/distribution/buyers/:id/resetTotal`); the leads it
 * took stay sold and stay counted in the old total. Nothing without a total cap.
 */
export function ResetTotalButton({ buyer }: { buyer: FlowBuyer }) {
  const { t } = useTranslation('distribution');
  const toast = useToast();
  const reset = useResetTotal();
  const [open, setOpen] = useState(false);
  const total =
    buyer.meters.find((m) => m.window === 'total') ??
    (buyer.moneyMeter?.window === 'total' ? buyer.moneyMeter : undefined);
  if (!total) return null;
  return (
    <>
      <Button size="small" sx={{ px: 0.5, minWidth: 0 }} onClick={() => setOpen(true)}>
        {t('resetTotal.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('resetTotal.title', { name: buyer.name })}
        text={t('resetTotal.text', { name: buyer.name })}
        confirmLabel={t('resetTotal.confirm')}
        busy={reset.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          reset.mutate(
            buyer.integrationId,
            toastOutcome(toast, () => {
              setOpen(false);
              return t('resetTotal.done', { name: buyer.name });
            }),
          )
        }
      />
    </>
  );
}
