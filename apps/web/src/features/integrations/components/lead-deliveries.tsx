import {
  canManageIntegrations,
  canResendDelivery,
  FINAL_DELIVERY_STATES,
  type Delivery,
} from '@leadhouse/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastOutcome } from '../../../lib/outcome-toasts';
import { errorText } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { useAuth } from '../../auth';
import { useToast } from '../../feedback';
import { useDeliveries, useRetryDelivery } from '../api/integrations-api';
import { DeliveryDetailDialog } from './delivery-detail-dialog';
import { DeliveryStateChip } from './delivery-state-chip';
import { PostToIntegrationButton } from './post-to-integration';

/**
 * The lead drawer's delivery timeline: "Post to integration" for this lead, then each delivery (newest
 * first) with its state, customer id or last error, attempts and next attempt; managers (who alone are
 * answered the partner's answers) open its attempts and get "retry now" / "replay". Refreshes itself while
 * a delivery is on its way.
 */
export function LeadDeliveries({ leadId }: { leadId: string }) {
  const { t } = useTranslation(['integrations', 'common']);
  const { user } = useAuth();
  const toast = useToast();
  const [open, setOpen] = useState<string | null>(null);
  const { data, error } = useDeliveries({ state: '', integrationId: '', leadId }, 1, 2_000);
  const retry = useRetryDelivery();
  const manager = user ? canManageIntegrations(user) : false;
  const rows = data?.rows ?? [];
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {t('timeline.title')}
        </Typography>
        <PostToIntegrationButton leadIds={[leadId]} variant="outlined" />
      </Box>
      {error && <Typography color="error">{errorText(error)}</Typography>}
      {data && rows.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('timeline.empty')}
        </Typography>
      )}
      <Stack component="ol" divider={<Divider flexItem />} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((d) => (
          <DeliveryItem
            key={d.id}
            delivery={d}
            manager={manager}
            onDetails={() => setOpen(d.id)}
            onRetry={() =>
              retry.mutate(
                d.id,
                toastOutcome(toast, () => t('deliveries.retried')),
              )
            }
          />
        ))}
      </Stack>
      {open && <DeliveryDetailDialog deliveryId={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

/** A delivery: state, integration, (for managers) details and retry or replay; customer id or last error; attempts. */
function DeliveryItem({
  delivery: d,
  manager,
  onDetails,
  onRetry,
}: {
  delivery: Delivery;
  manager: boolean;
  onDetails: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('integrations');
  const final = FINAL_DELIVERY_STATES.includes(d.state);
  return (
    <Box component="li" aria-label={`${d.integrationName}: ${t(`states.${d.state}`)}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <DeliveryStateChip state={d.state} />
        <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }} noWrap>
          {d.integrationName}
        </Typography>
        {/* The attempts' requests and the partner's answers are answered to managers only. */}
        {manager && (
          <Button size="small" onClick={onDetails}>
            {t('actions.details')}
          </Button>
        )}
        {manager && canResendDelivery(d) && (
          <Button size="small" onClick={onRetry}>
            {final ? t('actions.replayOne') : t('actions.retry')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" sx={{ color: d.customerId ? 'text.primary' : 'error.main' }}>
        {d.customerId ? t('timeline.customerId', { id: d.customerId }) : (d.lastError ?? '')}
      </Typography>
      {d.returnedAt && (
        <Typography variant="body2" sx={{ color: 'warning.main' }}>
          {t('timeline.returned', { at: formatDateTime(d.returnedAt) })}
        </Typography>
      )}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {formatDateTime(d.updatedAt)} · {t('timeline.attempts', { count: d.attempts })}
        {d.nextAttemptAt ? ` · ${t('timeline.nextAt', { at: formatDateTime(d.nextAttemptAt) })}` : ''}
      </Typography>
    </Box>
  );
}
