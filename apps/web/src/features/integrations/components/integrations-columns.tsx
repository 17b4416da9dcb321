import type { DeliveryState, Integration } from '@leadhouse/domain';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Replay from '@mui/icons-material/Replay';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { IconAction } from '../../../components/icon-action';
import { phoneColumns } from '../../../components/server-grid';
import { DeliveryStateChip } from './delivery-state-chip';
import { DisplayText } from '../../../lib/display-text';

/** Row actions of the integrations list. */
export interface IntegrationActions {
  edit: (i: Integration) => void;
  test: (i: Integration) => void;
  resume: (i: Integration) => void;
  replay: (i: Integration) => void;
  deliveries: (i: Integration) => void;
  archive: (i: Integration) => void;
}

const SHOWN_COUNTS: DeliveryState[] = ['accepted', 'rejected', 'error', 'exhausted', 'queued', 'held'];

/** Health: running / inactive / paused by the circuit breaker, and consecutive failures. */
export function HealthCell({
  integration: i,
  t,
}: {
  integration: Integration;
  t: TFunction<'integrations'>;
}) {
  const state = i.pausedAt ? 'paused' : i.active ? 'running' : 'inactive';
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', height: '100%', flexWrap: 'wrap', columnGap: 0.5, lineHeight: 1.2 }}
    >
      <Chip
        size="small"
        color={state === 'paused' ? 'error' : state === 'running' ? 'success' : 'default'}
        label={t(`health.${state}`)}
      />
      {i.consecutiveFailures > 0 && (
        <Typography variant="caption" sx={{ color: 'error.main' }}>
          {t('health.failures', { count: i.consecutiveFailures })}
        </Typography>
      )}
    </Stack>
  );
}

/** One line of text, cut to the row, in full on hover. */
function LineCell({ text, title, dir }: { text: string; title: string; dir?: 'ltr' }) {
  return (
    <Typography variant="body2" dir={dir} noWrap title={title} sx={{ lineHeight: '52px' }}>
      {text}
    </Typography>
  );
}

/** The integration's name over the user who made it. */
function NameCell({ t, row }: { t: TFunction<'integrations'>; row: Integration }) {
  return (
    <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
      <DisplayText value={row.name} sx={{ fontWeight: 600, display: 'block' }} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {row.userName}
        {/* Which integrations are buyers (lead distribution): their buyer settings are in the form. */}
        {row.distribution && ` · ${t('buyerMark')}`}
      </Typography>
    </Box>
  );
}

/** A chip and count per delivery state that has deliveries. */
function CountsCell({ counts }: { counts: Integration['counts'] }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', flexWrap: 'wrap' }}>
      {SHOWN_COUNTS.filter((s) => (counts[s] ?? 0) > 0).map((s) => (
        <Box key={s} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
          <DeliveryStateChip state={s} />
          <Typography variant="caption">{counts[s]}</Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** Edit, test, resume (when paused), replay, deliveries and archive. */
function ActionsCell({
  row,
  t,
  actions,
}: {
  row: Integration;
  t: TFunction<'integrations'>;
  actions: IntegrationActions;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
      <IconAction label={t('actions.edit', { name: row.name })} onClick={() => actions.edit(row)}>
        <EditOutlined fontSize="small" />
      </IconAction>
      <IconAction label={t('actions.test')} onClick={() => actions.test(row)}>
        <Send fontSize="small" />
      </IconAction>
      {row.pausedAt && (
        <IconAction label={t('actions.resume')} onClick={() => actions.resume(row)}>
          <PlayArrow fontSize="small" />
        </IconAction>
      )}
      <IconAction label={t('actions.replay')} onClick={() => actions.replay(row)}>
        <Replay fontSize="small" />
      </IconAction>
      <IconAction label={t('actions.deliveries')} onClick={() => actions.deliveries(row)}>
        <ListAltOutlined fontSize="small" />
      </IconAction>
      <IconAction label={t('actions.archive')} onClick={() => actions.archive(row)}>
        <Inventory2Outlined fontSize="small" />
      </IconAction>
    </Stack>
  );
}

/**
 * One integration on a phone: its name and maker, health, deliveries by state, the breaker's last error and
 * the actions, in one cell (at 390 px the health and the actions were off-screen).
 */
function CompactCell({
  t,
  row,
  actions,
}: {
  t: TFunction<'integrations'>;
  row: Integration;
  actions: IntegrationActions;
}) {
  return (
    // Each part at the cell's start (the right in Arabic): stretched, a Latin name laid out left to right
    // (`unicode-bidi: plaintext`) sat at the far left.
    <Stack spacing={0.5} sx={{ py: 1, minWidth: 0, alignItems: 'flex-start' }}>
      <NameCell t={t} row={row} />
      <HealthCell integration={row} t={t} />
      <CountsCell counts={row.counts} />
      {row.pausedReason && (
        <Typography variant="caption" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
          {row.pausedReason}
        </Typography>
      )}
      <ActionsCell row={row} t={t} actions={actions} />
    </Stack>
  );
}

/** Columns of the integrations list; on a phone (`compact`) one column that says it all (`CompactCell`). */
export function integrationColumns(
  t: TFunction<'integrations'>,
  actions: IntegrationActions,
  compact = false,
): GridColDef<Integration>[] {
  if (compact)
    return phoneColumns(t('columns.name'), (row) => <CompactCell t={t} row={row} actions={actions} />);
  return [
    {
      field: 'name',
      headerName: t('columns.name'),
      flex: 1,
      minWidth: 140,
      sortable: false,
      renderCell: ({ row }) => <NameCell t={t} row={row} />,
    },
    {
      field: 'url',
      headerName: t('columns.url'),
      flex: 1,
      minWidth: 140,
      sortable: false,
      renderCell: ({ row }) => <LineCell text={`${row.method} ${row.url}`} title={row.url} dir="ltr" />,
    },
    {
      field: 'health',
      headerName: t('columns.health'),
      width: 170,
      sortable: false,
      renderCell: ({ row }) => <HealthCell integration={row} t={t} />,
    },
    {
      field: 'counts',
      headerName: t('columns.counts'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => <CountsCell counts={row.counts} />,
    },
    {
      field: 'pausedReason',
      headerName: t('columns.lastError'),
      flex: 0.8,
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => <LineCell text={row.pausedReason ?? ''} title={row.pausedReason ?? ''} />,
    },
    {
      field: 'actions',
      headerName: t('columns.actions'),
      width: 230,
      sortable: false,
      renderCell: ({ row }) => <ActionsCell row={row} t={t} actions={actions} />,
    },
  ];
}
