import { DELIVERY_STATES, FINAL_DELIVERY_STATES, type Delivery, type DeliveryState } from '@leadhouse/domain';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Replay from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { errorText } from '../../../i18n/server-message';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../feedback';
import {
  useDeliveries,
  useIntegrationOptions,
  useReplayIntegration,
  useRetryDelivery,
  type DeliveryFilters,
} from '../api/integrations-api';
import { DeliveryDetailDialog } from './delivery-detail-dialog';
import { DeliveryStateChip } from './delivery-state-chip';
import { renderDisplayText } from '../../../lib/display-text';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The delivery log (newest first) with filters by state, integration and lead, each delivery's attempts,
 * "retry now" (error, held) or "replay" (final states) per delivery, and "replay failed" for the filtered
 * integration. Lists on their way refresh by themselves.
 */
export function DeliveriesLog({
  filters,
  onFilters,
}: {
  filters: DeliveryFilters;
  onFilters: (filters: DeliveryFilters) => void;
}) {
  const { t } = useTranslation(['integrations', 'common']);
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [leadText, setLeadText] = useState(filters.leadId);
  const [open, setOpen] = useState<string | null>(null);
  const options = useIntegrationOptions();
  const retry = useRetryDelivery();
  const replayAll = useReplayIntegration();
  const leadValid = leadText.trim() === '' || UUID.test(leadText.trim());
  const { data, isFetching, error } = useDeliveries(filters, page);
  const set = (patch: Partial<DeliveryFilters>) => {
    setPage(1);
    onFilters({ ...filters, ...patch });
  };

  const columns = useMemo<GridColDef<Delivery>[]>(() => {
    const retryOne = (d: Delivery) =>
      retry.mutate(d.id, {
        onSuccess: () => toast.success(t('deliveries.retried')),
        onError: (e) => toast.error(errorText(e)),
      });
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
                <IconButton size="small" aria-label={t('actions.details')} onClick={() => setOpen(row.id)}>
                  <ListAltOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              {canRetry && (
                <Button size="small" startIcon={<Replay fontSize="small" />} onClick={() => retryOne(row)}>
                  {final ? t('actions.replayOne') : t('actions.retry')}
                </Button>
              )}
            </Stack>
          );
        },
      },
    ];
  }, [t, retry, toast]);

  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: 1.5, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('deliveries.state')}
          value={filters.state}
          onChange={(e) => set({ state: e.target.value as DeliveryState | '' })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('deliveries.anyState')}</MenuItem>
          {DELIVERY_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`states.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('deliveries.integration')}
          value={filters.integrationId}
          onChange={(e) => set({ integrationId: e.target.value })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('deliveries.anyIntegration')}</MenuItem>
          {(options.data ?? []).map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('deliveries.leadId')}
          value={leadText}
          onChange={(e) => {
            setLeadText(e.target.value);
            const v = e.target.value.trim();
            if (v === '' || UUID.test(v)) set({ leadId: v });
          }}
          error={!leadValid}
          helperText={leadValid ? t('deliveries.leadIdHelp') : t('common:validation.uuid')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          sx={{ minWidth: 320 }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {filters.integrationId && (
          <Button
            startIcon={<Replay />}
            loading={replayAll.isPending}
            onClick={() =>
              replayAll.mutate(filters.integrationId, {
                onSuccess: (r) => toast.success(t('replayed', { count: r.count })),
                onError: (e) => toast.error(errorText(e)),
              })
            }
          >
            {t('actions.replay')}
          </Button>
        )}
      </Stack>
      <Divider />
      <DataGrid
        aria-label={t('tabs.deliveries')}
        rows={data?.rows ?? []}
        rowCount={data?.count ?? 0}
        columns={columns}
        loading={isFetching && !data}
        density="compact"
        paginationMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        pageSizeOptions={[50]}
        paginationModel={{ page: page - 1, pageSize: 50 }}
        onPaginationModelChange={(m) => setPage(m.page + 1)}
        slots={{
          noRowsOverlay: () => (
            <EmptyState
              compact
              icon={<ListAltOutlined />}
              title={error ? errorText(error) : t('common:empty.noRecord')}
              text={error ? undefined : t('deliveries.emptyText')}
            />
          ),
        }}
        sx={{ border: 0, height: 'calc(100vh - 330px)', minHeight: 380 }}
      />
      {open && <DeliveryDetailDialog deliveryId={open} onClose={() => setOpen(null)} />}
    </>
  );
}
