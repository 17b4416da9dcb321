import { canResendDelivery, FINAL_DELIVERY_STATES, type Delivery } from '@leadhouse/domain';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Replay from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { IconAction } from '../../../components/icon-action';
import { renderDisplayText } from '../../../lib/display-text';
import { formatDateTime } from '../../../lib/format';
import { DeliveryStateChip } from './delivery-state-chip';

type T = TFunction<['integrations', 'common']>;

/** What a delivery row's buttons do: open its details, retry or replay it. */
interface DeliveryRowActionsOf {
  open: (d: Delivery) => void;
  retry: (d: Delivery) => void;
}

/**
 * The delivery log's columns: created, integration, lead (a link to it), state, attempts, result, next
 * attempt, and per row "details" and "retry now" (error, held) or "replay" (final states).
 */
export function deliveryColumns(t: T, actions: DeliveryRowActionsOf): GridColDef<Delivery>[] {
  return [
    {
      field: 'createdAt',
      headerName: t('deliveries.columns.createdAt'),
      width: 150,
      sortable: false,
      valueFormatter: (v: string) => formatDateTime(v),
    },
    {
      field: 'integrationName',
      headerName: t('deliveries.columns.integration'),
      flex: 1,
      sortable: false,
      renderCell: renderDisplayText,
    },
    {
      field: 'leadId',
      headerName: t('deliveries.columns.lead'),
      width: 110,
      sortable: false,
      renderCell: ({ value }: { value?: string }) => <LeadLink leadId={value} />,
    },
    {
      field: 'state',
      headerName: t('deliveries.columns.state'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => <DeliveryStateChip state={row.state} />,
    },
    { field: 'attempts', headerName: t('deliveries.columns.attempts'), width: 90, sortable: false },
    {
      field: 'result',
      headerName: t('deliveries.columns.result'),
      flex: 1.3,
      sortable: false,
      renderCell: ({ row }) => <DeliveryResult t={t} delivery={row} />,
    },
    {
      field: 'nextAttemptAt',
      headerName: t('deliveries.columns.next'),
      width: 150,
      sortable: false,
      valueFormatter: (v: string | null) => formatDateTime(v),
    },
    {
      field: 'actions',
      headerName: t('deliveries.columns.actions'),
      width: 190,
      sortable: false,
      renderCell: ({ row }) => <DeliveryRowActions t={t} delivery={row} actions={actions} />,
    },
  ];
}

/** The delivery's lead: its id's first 8 characters, a link that opens it in the leads list. */
function LeadLink({ leadId }: { leadId?: string }) {
  return (
    <Link
      component={RouterLink}
      to={`/leads?lead=${leadId ?? ''}`}
      dir="ltr"
      title={leadId}
      sx={{ fontFamily: 'monospace', fontSize: 12 }}
    >
      {leadId?.slice(0, 8)}
    </Link>
  );
}

/** The delivery's result: the partner's customer id once accepted, else the last error (in red). */
function DeliveryResult({ t, delivery }: { t: T; delivery: Delivery }) {
  return (
    <Typography
      variant="body2"
      noWrap
      title={delivery.lastError ?? delivery.customerId ?? ''}
      sx={{ lineHeight: 'inherit', color: delivery.customerId ? 'text.primary' : 'error.main' }}
    >
      {delivery.customerId
        ? t('timeline.customerId', { id: delivery.customerId })
        : (delivery.lastError ?? '')}
      {delivery.returnedAt && ` · ${t('timeline.returned', { at: formatDateTime(delivery.returnedAt) })}`}
    </Typography>
  );
}

/**
 * A delivery row's buttons: "details", and "retry now" (error, held) or "replay" (final states), except for a
 * lead its buyer returned (never sent again) or a send of lead distribution (`canResendDelivery`).
 */
function DeliveryRowActions(props: { t: T; delivery: Delivery; actions: DeliveryRowActionsOf }) {
  const { t, delivery, actions } = props;
  const final = FINAL_DELIVERY_STATES.includes(delivery.state);
  const canRetry = canResendDelivery(delivery);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <IconAction label={t('actions.details')} onClick={() => actions.open(delivery)}>
        <ListAltOutlined fontSize="small" />
      </IconAction>
      {canRetry && (
        <Button size="small" startIcon={<Replay fontSize="small" />} onClick={() => actions.retry(delivery)}>
          {final ? t('actions.replayOne') : t('actions.retry')}
        </Button>
      )}
    </Stack>
  );
}
