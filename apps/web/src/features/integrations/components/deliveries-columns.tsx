import { FINAL_DELIVERY_STATES, type Delivery } from '@leadhouse/domain';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Replay from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { renderDisplayText } from '../../../lib/display-text';
import { formatDateTime } from '../../../lib/format';
import { DeliveryStateChip } from './delivery-state-chip';

/**
 * The delivery log's columns: created, integration, lead (a link to it), state, attempts, result, next
 * attempt, and per row "details" and "retry now" (error, held) or "replay" (final states).
 */
export function deliveryColumns(
  t: TFunction<['integrations', 'common']>,
  actions: { open: (d: Delivery) => void; retry: (d: Delivery) => void },
): GridColDef<Delivery>[] {
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
      renderCell: ({ value }: { value?: string }) => (
        <Link
          component={RouterLink}
          to={`/leads?lead=${value ?? ''}`}
          dir="ltr"
          title={value}
          sx={{ fontFamily: 'monospace', fontSize: 12 }}
        >
          {value?.slice(0, 8)}
        </Link>
      ),
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
      renderCell: ({ row }) => (
        <Typography
          variant="body2"
          noWrap
          title={row.lastError ?? row.customerId ?? ''}
          sx={{ lineHeight: 'inherit', color: row.customerId ? 'text.primary' : 'error.main' }}
        >
          {row.customerId ? t('timeline.customerId', { id: row.customerId }) : (row.lastError ?? '')}
        </Typography>
      ),
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
      renderCell: ({ row }) => {
        const final = FINAL_DELIVERY_STATES.includes(row.state);
        const canRetry = final || row.state === 'error' || row.state === 'held';
        return (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Tooltip title={t('actions.details')}>
              <IconButton size="small" aria-label={t('actions.details')} onClick={() => actions.open(row)}>
                <ListAltOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            {canRetry && (
              <Button size="small" startIcon={<Replay fontSize="small" />} onClick={() => actions.retry(row)}>
                {final ? t('actions.replayOne') : t('actions.retry')}
              </Button>
            )}
          </Stack>
        );
      },
    },
  ];
}
