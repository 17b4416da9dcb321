import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ViewDialog } from '../../../components/view-dialog';
import { errorText } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { useDelivery } from '../api/integrations-api';
import { DeliveryStateChip } from './delivery-state-chip';
import { ExchangeView } from './test-send-dialog';

/** Every attempt of one delivery: when, how long, outcome, the request sent and the answer excerpt. */
export function DeliveryDetailDialog({ deliveryId, onClose }: { deliveryId: string; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  const { data, isLoading, error } = useDelivery(deliveryId);
  return (
    <ViewDialog
      title={t('deliveries.detailTitle', { name: data?.integrationName ?? '' })}
      maxWidth="md"
      busy={isLoading}
      onClose={onClose}
    >
      {error && <Typography color="error">{errorText(error)}</Typography>}
      {data && (
        <Stack spacing={2} divider={<Divider flexItem />}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <DeliveryStateChip state={data.state} />
            {data.customerId && (
              <Typography variant="body2">{t('timeline.customerId', { id: data.customerId })}</Typography>
            )}
            {data.lastError && (
              <Typography variant="body2" sx={{ color: 'error.main' }}>
                {data.lastError}
              </Typography>
            )}
          </Stack>
          {data.attemptLog.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('deliveries.noAttempts')}
            </Typography>
          )}
          {data.attemptLog.map((a) => (
            <Stack key={a.attempt} spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle2">{t('deliveries.attempt', { n: a.attempt })}</Typography>
                <DeliveryStateChip state={a.outcome} />
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {formatDateTime(a.startedAt)} · {t('test.duration', { ms: a.durationMs })}
                </Typography>
                {a.reason && <Typography variant="caption">{a.reason}</Typography>}
              </Stack>
              <ExchangeView request={a.request} status={a.status} answer={a.answer} />
            </Stack>
          ))}
        </Stack>
      )}
    </ViewDialog>
  );
}
