import { DELIVERY_STATES, type DeliveryState } from '@leadhouse/domain';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Replay from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastOutcome } from '../../../lib/outcome-toasts';
import { ChoiceSelect } from '../../../components/choice-select';
import { ServerGrid, useGridUrlState } from '../../../components/server-grid';
import { useToast } from '../../feedback';
import {
  useDeliveries,
  useIntegrationOptions,
  useReplayIntegration,
  useRetryDelivery,
  type DeliveryFilters,
} from '../api/integrations-api';
import { deliveryColumns } from './deliveries-columns';
import { DeliveryDetailDialog } from './delivery-detail-dialog';

/** The delivery log: 50 a page (`GET /api/integrations/deliveries`), newest first. */
const GRID = { pageSizeOptions: [50] };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface DeliveriesLogProps {
  filters: DeliveryFilters;
  onFilters: (filters: DeliveryFilters) => void;
}

/**
 * The delivery log (newest first) with filters by state, integration and lead, each delivery's attempts,
 * "retry now" (error, held) or "replay" (final states) per delivery, and "replay failed" for the filtered
 * integration. Lists on their way refresh by themselves.
 */
export function DeliveriesLog({ filters, onFilters }: DeliveriesLogProps) {
  const { t } = useTranslation(['integrations', 'common']);
  const url = useGridUrlState(GRID);
  const [open, setOpen] = useState<string | null>(null);
  const list = useDeliveries(filters, url.page);
  const columns = useDeliveryColumns(setOpen);
  return (
    <>
      <DeliveryFiltersBar filters={filters} onFilters={onFilters} />
      <Divider />
      <ServerGrid
        label={t('tabs.deliveries')}
        list={list}
        columns={columns}
        // The log polls while deliveries are on their way: the loading bar only before the first answer.
        loading={list.isFetching && !list.data}
        emptyText={t('deliveries.emptyText')}
        emptyIcon={<ListAltOutlined />}
        state={url}
        minHeight={380}
      />
      {open && <DeliveryDetailDialog deliveryId={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The log's columns: "details" opens the delivery (`open(id)`), "retry now" / "replay" sends it again. */
function useDeliveryColumns(open: (id: string) => void) {
  const { t } = useTranslation(['integrations', 'common']);
  const toast = useToast();
  const retry = useRetryDelivery();
  return useMemo(
    () =>
      deliveryColumns(t, {
        open: (d) => open(d.id),
        retry: (d) =>
          retry.mutate(
            d.id,
            toastOutcome(toast, () => t('deliveries.retried')),
          ),
      }),
    [t, retry, toast, open],
  );
}

/**
 * The filters above the log: state, integration and lead id (applied once it is a whole UUID, else marked),
 * and "replay failed" of the chosen integration. New filters write a new URL without a page: back to page 1.
 */
function DeliveryFiltersBar({ filters, onFilters }: DeliveriesLogProps) {
  const { t } = useTranslation(['integrations', 'common']);
  const options = useIntegrationOptions();
  const set = (patch: Partial<DeliveryFilters>) => onFilters({ ...filters, ...patch });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: 1.5, alignItems: 'flex-start' }}>
      <ChoiceSelect<DeliveryState | ''>
        label={t('deliveries.state')}
        value={filters.state}
        choices={DELIVERY_STATES}
        choiceLabel={(s) => t(`states.${s}`)}
        anyLabel={t('deliveries.anyState')}
        onChange={(state) => set({ state })}
        minWidth={160}
      />
      <ChoiceSelect
        label={t('deliveries.integration')}
        value={filters.integrationId}
        choices={(options.data ?? []).map((o) => o.id)}
        choiceLabel={(id) => options.data?.find((o) => o.id === id)?.name}
        anyLabel={t('deliveries.anyIntegration')}
        onChange={(integrationId) => set({ integrationId })}
        minWidth={220}
      />
      <LeadIdFilter leadId={filters.leadId} onLeadId={(leadId) => set({ leadId })} />
      <Box sx={{ flexGrow: 1 }} />
      {filters.integrationId && <ReplayFailedButton integrationId={filters.integrationId} />}
    </Stack>
  );
}

/** The lead id filter: the text as typed; `onLeadId` only with an empty text or a whole UUID. */
function LeadIdFilter({ leadId, onLeadId }: { leadId: string; onLeadId: (leadId: string) => void }) {
  const { t } = useTranslation(['integrations', 'common']);
  const [leadText, setLeadText] = useState(leadId);
  const leadValid = leadText.trim() === '' || UUID.test(leadText.trim());
  return (
    <TextField
      size="small"
      label={t('deliveries.leadId')}
      value={leadText}
      onChange={(e) => {
        setLeadText(e.target.value);
        const v = e.target.value.trim();
        if (v === '' || UUID.test(v)) onLeadId(v);
      }}
      error={!leadValid}
      helperText={leadValid ? t('deliveries.leadIdHelp') : t('common:validation.uuid')}
      slotProps={{ htmlInput: { dir: 'ltr' } }}
      sx={{ minWidth: 320 }}
    />
  );
}

/** "Replay failed" of one integration (`POST /api/integrations/:id/replay`): reports how many. */
function ReplayFailedButton({ integrationId }: { integrationId: string }) {
  const { t } = useTranslation(['integrations', 'common']);
  const toast = useToast();
  const replayAll = useReplayIntegration();
  return (
    <Button
      startIcon={<Replay />}
      loading={replayAll.isPending}
      onClick={() =>
        replayAll.mutate(
          integrationId,
          toastOutcome(toast, (r) => t('replayed', { count: r.count })),
        )
      }
    >
      {t('actions.replay')}
    </Button>
  );
}
