import type { z } from 'zod';
import { RerouteHeldSchema, type HeldLeadSchema } from '@leadhouse/domain';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormDialog, FormSelectField, useFormDialog } from '../../../components/form-dialog';
import {
  phoneColumns,
  ServerGrid,
  useGridUrlState,
  usePhoneLayout,
  useRowSelection,
} from '../../../components/server-grid';
import { errorText } from '../../../lib/i18n';
import { useToast } from '../../feedback';
import { useFlows, useHeld, useReleaseHeld, useRerouteHeld } from '../api/distribution-api';
import { reasonText } from '../reason-text';
import { countryName, formatDateTime } from '../../../lib/format';

type HeldLead = z.infer<typeof HeldLeadSchema>;
const GRID = { pageSizeOptions: [50] };
const leadIdOf = (r: HeldLead) => r.leadId;

/** One held lead on a phone: its name, where it came from, why it is held and until when, in one cell. */
function HeldLeadCell({
  t,
  row,
  language,
}: {
  t: TFunction<'distribution'>;
  row: HeldLead;
  language: string;
}) {
  const from = [row.country ? countryName(row.country, language) : '', row.campaign, row.flow?.name ?? '']
    .filter(Boolean)
    .join(' · ');
  const until = row.holdUntil ? `${t('held.columns.holdUntil')}: ${formatDateTime(row.holdUntil)} · ` : '';
  return (
    <Stack spacing={0.25} sx={{ py: 1, minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {from}
      </Typography>
      {row.heldReason && <Typography variant="body2">{reasonText(t, row.heldReason, language)}</Typography>}
      <Typography variant="caption" color="text.secondary">
        {`${until}${t('held.columns.round')}: ${row.round} · ${t('held.columns.sends')}: ${row.sends}`}
      </Typography>
    </Stack>
  );
}

/**
 * The held queue's columns; on a phone (`compact`) one column whose cell says everything the wide
 * columns do (at 390 px the reason and the deadline were off-screen).
 */
function heldColumns(
  t: TFunction<'distribution'>,
  language: string,
  compact: boolean,
): GridColDef<HeldLead>[] {
  if (compact) {
    return phoneColumns(t('held.columns.name'), (row) => (
      <HeldLeadCell t={t} row={row} language={language} />
    ));
  }
  return [
    { field: 'name', headerName: t('held.columns.name'), flex: 1, minWidth: 140 },
    {
      field: 'country',
      headerName: t('held.columns.country'),
      width: 140,
      valueGetter: (_, r) => (r.country ? countryName(r.country, language) : ''),
    },
    { field: 'campaign', headerName: t('held.columns.campaign'), width: 140 },
    {
      field: 'flow',
      headerName: t('held.columns.flow'),
      width: 140,
      valueGetter: (_, r) => r.flow?.name ?? '',
    },
    {
      field: 'heldReason',
      headerName: t('held.columns.reason'),
      flex: 1.5,
      minWidth: 200,
      valueGetter: (_, r) => (r.heldReason ? reasonText(t, r.heldReason, language) : ''),
    },
    {
      field: 'holdUntil',
      headerName: t('held.columns.holdUntil'),
      width: 170,
      valueGetter: (_, r) => (r.holdUntil ? formatDateTime(r.holdUntil) : ''),
    },
    // The round and the sends over every round: a released lead's round starts at 0 sends, which read
    // oddly beside a reason that counts the earlier rounds' refusals ("rejected × 2").
    { field: 'round', headerName: t('held.columns.round'), width: 90, type: 'number' },
    { field: 'sends', headerName: t('held.columns.sends'), width: 90, type: 'number' },
  ];
}

/** The re-route form's one field: the contract's flow (the leads are the selection). */
const RerouteFormSchema = RerouteHeldSchema.pick({ flowId: true });
type RerouteForm = z.input<typeof RerouteFormSchema>;

/**
 * Re-route, on the shared form dialog (issue 20 §2): pick the flow the selected leads start afresh in;
 * the submit is off until one is picked. `onPick` sends them and resolves once the server answered (the
 * dialog shows the pending state and closes; a refusal stays in the dialog's toaster and keeps it open).
 */
function RerouteDialog({
  count,
  onClose,
  onPick,
}: {
  count: number;
  onClose: () => void;
  onPick: (flowId: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(['distribution', 'common']);
  const flows = useFlows();
  const form = useFormDialog<RerouteForm>(RerouteFormSchema, { flowId: '' });
  return (
    <FormDialog
      form={form}
      title={t('held.rerouteTitle', { count })}
      submitLabel={t('held.reroute')}
      submitDisabled={!form.watch('flowId')}
      maxWidth="xs"
      onSubmit={({ flowId }) => onPick(flowId)}
      onClose={onClose}
    >
      <FormSelectField
        control={form.control}
        name="flowId"
        label={t('held.targetFlow')}
        options={(flows.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
      />
    </FormDialog>
  );
}

/**
 * The held queue's bulk actions (issue 20 §2): "Release" (try the selected leads again now, same flow) and
 * "Re-route" (open the flow picker); both disabled while nothing is selected.
 */
function HeldActionsBar({
  filter,
  selected,
  releasing,
  onRelease,
  onReroute,
}: {
  /** The flow filter's chip (the queue shows one flow's held leads), if any. */
  filter?: ReactNode;
  /** How many leads are selected (0 disables both buttons). */
  selected: number;
  /** Whether a release request is in flight (shows the button's spinner). */
  releasing: boolean;
  onRelease: () => void;
  onReroute: () => void;
}) {
  const { t } = useTranslation(['distribution', 'common']);
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', mb: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{filter}</Box>
      <Button variant="outlined" disabled={selected === 0} loading={releasing} onClick={onRelease}>
        {t('held.release')}
      </Button>
      <Button variant="outlined" disabled={selected === 0} onClick={onReroute}>
        {t('held.reroute')}
      </Button>
    </Stack>
  );
}

/**
 * The queue's flow filter, from the URL (`?tab=held&flow=<id>`, the link of a flow's held chip): the flow's
 * id for the query and a chip naming it whose delete shows every flow again (back to page 1).
 */
function useFlowFilter(): { flowId: string | null; chip?: ReactNode } {
  const { t } = useTranslation('distribution');
  const [params, setParams] = useSearchParams();
  const flowId = params.get('flow');
  const { data: flows } = useFlows(flowId !== null);
  if (flowId === null) return { flowId };
  const name = flows?.find((f) => f.id === flowId)?.name ?? '…';
  const clear = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('flow');
      next.delete('page');
      return next;
    });
  return {
    flowId,
    chip: <Chip label={t('held.flowFilter', { name })} onDelete={clear} sx={{ maxWidth: '100%' }} />,
  };
}

/**
 * The held queue (`GET /api/distribution/held`): each held lead's reason and hold deadline; release the
 * selected ones (try again now, same flow) or re-route them to another flow.
 */
export function HeldTab() {
  const { t, i18n } = useTranslation(['distribution', 'common']);
  const toast = useToast();
  const url = useGridUrlState(GRID);
  const flowFilter = useFlowFilter();
  const { data, isFetching, error } = useHeld(url.page, flowFilter.flowId);
  const release = useReleaseHeld();
  const reroute = useRerouteHeld();
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const selection = useRowSelection(`${url.page}:${flowFilter.flowId ?? ''}`, rows, leadIdOf);
  const [rerouting, setRerouting] = useState(false);
  const compact = usePhoneLayout();
  const columns = useMemo(() => heldColumns(t, i18n.language, compact), [t, i18n.language, compact]);
  const ids = selection.selected;
  const report = {
    onSuccess: (r: { count: number; skipped: number; held: number }) => {
      // Leads no buyer takes now are held again: said as a warning, not as a success.
      if (r.held > 0) toast.show(t('held.stillHeld', { n: r.count - r.held, held: r.held }), 'warning');
      else toast.success(t('held.done', { n: r.count, skipped: r.skipped }));
      selection.clear();
    },
    onError: (e: unknown) => toast.error(errorText(e)),
  };
  return (
    <>
      <HeldActionsBar
        filter={flowFilter.chip}
        selected={ids.length}
        releasing={release.isPending}
        onRelease={() => release.mutate(ids, report)}
        onReroute={() => setRerouting(true)}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ServerGrid
          label={t('tabs.held')}
          rows={data?.rows}
          rowCount={data?.count}
          columns={columns}
          getRowId={leadIdOf}
          loading={isFetching && !data}
          error={error}
          emptyText={t('held.empty')}
          emptyIcon={<PauseCircleOutlined />}
          state={url}
          checkboxSelection
          rowSelectionModel={selection.model}
          onRowSelectionModelChange={selection.select}
          minHeight={360}
        />
      </Paper>
      {rerouting && (
        <RerouteDialog
          count={ids.length}
          onClose={() => setRerouting(false)}
          onPick={async (flowId) => report.onSuccess(await reroute.mutateAsync({ leadsIds: ids, flowId }))}
        />
      )}
    </>
  );
}
