import type { z } from 'zod';
import type { HeldLeadSchema } from '@leadhouse/domain';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerGrid, useGridUrlState } from '../../../components/server-grid';
import { errorText } from '../../../lib/i18n';
import { useToast } from '../../feedback';
import { useFlows, useHeld, useReleaseHeld, useRerouteHeld } from '../api/distribution-api';
import { dateTime, reasonText } from '../reason-text';

type HeldLead = z.infer<typeof HeldLeadSchema>;
const GRID = { pageSizeOptions: [50] };
const NONE: GridRowSelectionModel = { type: 'include', ids: new Set() };

function heldColumns(t: TFunction<'distribution'>, language: string): GridColDef<HeldLead>[] {
  return [
    { field: 'name', headerName: t('held.columns.name'), flex: 1, minWidth: 140 },
    { field: 'country', headerName: t('held.columns.country'), width: 90 },
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
      valueGetter: (_, r) => (r.holdUntil ? dateTime(r.holdUntil, language) : ''),
    },
    { field: 'attempts', headerName: t('held.columns.attempts'), width: 90, type: 'number' },
  ];
}

/** Re-route: pick the flow the selected leads start afresh in. */
function RerouteDialog({
  count,
  onClose,
  onPick,
}: {
  count: number;
  onClose: () => void;
  onPick: (flowId: string) => void;
}) {
  const { t } = useTranslation(['distribution', 'common']);
  const flows = useFlows();
  const [flowId, setFlowId] = useState('');
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="reroute-title">
      <DialogTitle id="reroute-title">{t('held.rerouteTitle', { n: count })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label={t('held.targetFlow')}
          value={flowId}
          onChange={(e) => setFlowId(e.target.value)}
          sx={{ mt: 1 }}
        >
          {(flows.data ?? []).map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" disabled={!flowId} onClick={() => onPick(flowId)}>
          {t('held.reroute')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The held queue's bulk actions (issue 20 §2): "Release" (try the selected leads again now, same flow) and
 * "Re-route" (open the flow picker); both disabled while nothing is selected.
 */
function HeldActionsBar({
  selected,
  releasing,
  onRelease,
  onReroute,
}: {
  /** How many leads are selected (0 disables both buttons). */
  selected: number;
  /** Whether a release request is in flight (shows the button's spinner). */
  releasing: boolean;
  onRelease: () => void;
  onReroute: () => void;
}) {
  const { t } = useTranslation(['distribution', 'common']);
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
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
 * The held queue (`GET /api/distribution/held`): each held lead's reason and hold deadline; release the
 * selected ones (try again now, same flow) or re-route them to another flow.
 */
export function HeldTab() {
  const { t, i18n } = useTranslation(['distribution', 'common']);
  const toast = useToast();
  const url = useGridUrlState(GRID);
  const { data, isFetching, error } = useHeld(url.page, null);
  const release = useReleaseHeld();
  const reroute = useRerouteHeld();
  const [selection, setSelection] = useState<GridRowSelectionModel>(NONE);
  const [rerouting, setRerouting] = useState(false);
  const columns = useMemo(() => heldColumns(t, i18n.language), [t, i18n.language]);
  const ids = [...selection.ids].map(String);
  const report = {
    onSuccess: (r: { count: number; skipped: number }) => {
      toast.success(t('held.done', { n: r.count, skipped: r.skipped }));
      setSelection(NONE);
    },
    onError: (e: unknown) => toast.error(errorText(e)),
  };
  return (
    <>
      <HeldActionsBar
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
          getRowId={(r) => r.leadId}
          loading={isFetching && !data}
          error={error}
          emptyText={t('held.empty')}
          emptyIcon={<PauseCircleOutlined />}
          state={url}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          height="calc(100vh - 330px)"
          minHeight={360}
        />
      </Paper>
      {rerouting && (
        <RerouteDialog
          count={ids.length}
          onClose={() => setRerouting(false)}
          onPick={(flowId) => {
            setRerouting(false);
            reroute.mutate({ leadsIds: ids, flowId }, report);
          }}
        />
      )}
    </>
  );
}
