import type { Flow } from '@leadhouse/domain';
import Add from '@mui/icons-material/Add';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toastOutcome } from '../../../lib/outcome-toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ServerGrid } from '../../../components/server-grid';
import { useToast } from '../../feedback';
import { useFlows, useRemoveFlow } from '../api/distribution-api';
import { BuyerActivityLine, CapMeters } from './cap-meters';
import { FlowEditorDialog } from './flow-editor-dialog';
import { ResetTotalButton } from './reset-total-button';

/** What a flow takes, in words: its non-empty match lists, or "Any lead". */
export function matchText(t: TFunction<'distribution'>, flow: Flow): string {
  const parts = [...flow.match.campaigns, ...flow.match.countries];
  if (flow.match.affiliates.length > 0)
    parts.push(`${t('editor.matchAffiliates')}: ${flow.match.affiliates.length}`);
  return parts.length > 0 ? parts.join(', ') : t('flows.anyLead');
}

/** The delete confirmation's text: what stays, and how many held leads wait in the queue (issue 22 §4). */
function deleteText(t: TFunction<'distribution'>, flow: Flow): string {
  const base = t('flows.deleteText', { name: flow.name });
  return flow.held > 0 ? `${base} ${t('flows.deleteHeld', { count: flow.held })}` : base;
}

/**
 * A flow's name with its "inactive" chip, its held leads (a link to them in the held queue) and its
 * exclusive / shared-up-to-N chip (issue 20 §2).
 */
function FlowNameCell({ t, row }: { t: TFunction<'distribution'>; row: Flow }) {
  return (
    <Stack spacing={0.5} sx={{ py: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.name}
      </Typography>
      <Stack direction="row" spacing={0.5}>
        {!row.active && <Chip size="small" label={t('flows.inactive')} />}
        {row.held > 0 && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            clickable
            component={RouterLink}
            to={`?tab=held&flow=${row.id}`}
            label={t('flows.heldChip', { count: row.held })}
          />
        )}
        <Chip
          size="small"
          variant="outlined"
          label={row.exclusive ? t('flows.exclusive') : t('flows.shared', { n: row.maxBuyers })}
        />
      </Stack>
    </Stack>
  );
}

/**
 * A flow's buyers, one line each ("name · weight N" for weighted flows, "priority. name" otherwise), with
 * each buyer's live cap meters (issue 20 §2) and its last 24 hours' sends and acceptance rate.
 */
function FlowBuyersCell({ t, row }: { t: TFunction<'distribution'>; row: Flow }) {
  return (
    <Stack spacing={1} sx={{ py: 1, width: '100%' }}>
      {row.buyers.map((b) => (
        <Box key={b.integrationId} data-testid={`flow-buyer-${b.name}`}>
          {/* Each part isolated, the number left to right: "1. Buyer Alpha" read "Buyer Alpha .1" right to left. */}
          <Typography variant="body2">
            {row.method === 'weighted' ? (
              <>
                <bdi>{b.name}</bdi> · <bdi>{`${t('editor.weight')} ${b.weight}`}</bdi>
              </>
            ) : (
              <>
                <bdi dir="ltr">{`${b.priority}.`}</bdi> <bdi>{b.name}</bdi>
              </>
            )}
          </Typography>
          <CapMeters meters={b.meters} money={b.moneyMeter} dense />
          <BuyerActivityLine activity={b.activity} />
          <ResetTotalButton buyer={b} />
        </Box>
      ))}
    </Stack>
  );
}

/** What the grid's row actions do with a flow: open the editor or the delete confirmation. */
interface FlowActions {
  edit: (f: Flow) => void;
  remove: (f: Flow) => void;
}

/** The edit and delete icon buttons of one flow row, labelled "<action> <flow name>" (issue 20 §2). */
function FlowActionsCell({
  t,
  row,
  actions,
}: {
  t: TFunction<'distribution'>;
  row: Flow;
  actions: FlowActions;
}) {
  return (
    <>
      <IconButton aria-label={`${t('flows.edit')} ${row.name}`} onClick={() => actions.edit(row)}>
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton aria-label={`${t('flows.delete')} ${row.name}`} onClick={() => actions.remove(row)}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </>
  );
}

/**
 * The flows grid's columns: name, method, what it takes, buyers with cap meters, actions (on a phone the
 * shared grid stacks them, the buyers and their meters under the name).
 */
function flowColumns(t: TFunction<'distribution'>, actions: FlowActions): GridColDef<Flow>[] {
  return [
    {
      field: 'name',
      headerName: t('flows.columns.name'),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => <FlowNameCell t={t} row={row} />,
    },
    {
      field: 'method',
      headerName: t('flows.columns.method'),
      width: 160,
      valueGetter: (_, row) => t(`methods.${row.method}`),
    },
    {
      field: 'match',
      headerName: t('flows.columns.match'),
      flex: 1,
      minWidth: 140,
      valueGetter: (_, row) => matchText(t, row),
    },
    {
      field: 'buyers',
      headerName: t('flows.columns.buyers'),
      flex: 2,
      minWidth: 280,
      sortable: false,
      renderCell: ({ row }) => <FlowBuyersCell t={t} row={row} />,
    },
    {
      field: 'actions',
      headerName: t('flows.columns.actions'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <FlowActionsCell t={t} row={row} actions={actions} />,
    },
  ];
}

/** The flows with each buyer's live cap meters (polled), create, edit and delete. */
export function FlowsTab() {
  const { t } = useTranslation(['distribution', 'common']);
  const toast = useToast();
  const { data, isFetching, error } = useFlows();
  const remove = useRemoveFlow();
  const [editing, setEditing] = useState<Flow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Flow | null>(null);
  const columns = useMemo(() => flowColumns(t, { edit: setEditing, remove: setDeleting }), [t]);
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
          {t('flows.add')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ServerGrid
          label={t('tabs.flows')}
          rows={data}
          columns={columns}
          loading={isFetching && !data}
          error={error}
          emptyText={t('flows.empty')}
          emptyIcon={<AltRouteOutlined />}
          getRowHeight={() => 'auto'}
          minHeight={360}
        />
      </Paper>
      {editing && (
        <FlowEditorDialog flow={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t('flows.delete')}
          text={deleteText(t, deleting)}
          confirmLabel={t('flows.delete')}
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              ...toastOutcome(toast, () => t('flows.toasts.deleted')),
              onSettled: () => setDeleting(null),
            })
          }
        />
      )}
    </>
  );
}
