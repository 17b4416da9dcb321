import type { Domain } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format';
import { DomainStateChip } from './domain-state-chip';

/** What a domain row's buttons do: open its details, or put a landing page on it. */
interface DomainRowActions {
  open: (domain: Domain) => void;
  host: (domain: Domain) => void;
}

/** The domains grid's columns: name, live state, landing page, last check, and "details" / "landing page". */
export function domainColumns(
  t: TFunction<['domains', 'common']>,
  actions: DomainRowActions,
): GridColDef<Domain>[] {
  return [
    {
      field: 'unicodeName',
      headerName: t('columns.name'),
      flex: 1,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => <span dir="ltr">{row.unicodeName}</span>,
    },
    {
      field: 'state',
      headerName: t('columns.state'),
      width: 190,
      sortable: false,
      renderCell: ({ row }) => <DomainStateChip state={row.state} />,
    },
    {
      field: 'hosting',
      headerName: t('columns.hosting'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_v, row) =>
        row.hosting ? `${row.hosting.campaignName} · ${row.hosting.title}` : t('noHosting'),
    },
    {
      field: 'lastCheckedAt',
      headerName: t('columns.lastCheck'),
      width: 220,
      sortable: false,
      valueGetter: (_v, row) =>
        row.lastCheckedAt
          ? `${formatDateTime(row.lastCheckedAt)} · ${row.lastOutcome ? t(`outcomes.${row.lastOutcome}`) : ''}`
          : t('never'),
    },
    {
      field: 'actions',
      headerName: t('columns.actions'),
      width: 250,
      sortable: false,
      renderCell: ({ row }) => <DomainActions t={t} domain={row} actions={actions} />,
    },
  ];
}

/** A domain row's buttons: "details" and "landing page" (only on a verified or active domain). */
function DomainActions(props: {
  t: TFunction<['domains', 'common']>;
  domain: Domain;
  actions: DomainRowActions;
}) {
  const { t, domain, actions } = props;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        aria-label={t('detailsOf', { name: domain.unicodeName })}
        onClick={() => actions.open(domain)}
      >
        {t('details')}
      </Button>
      <Button
        size="small"
        disabled={domain.state !== 'verified' && domain.state !== 'active'}
        aria-label={t('hostPageOf', { name: domain.unicodeName })}
        onClick={() => actions.host(domain)}
      >
        {t('hostPage')}
      </Button>
    </Stack>
  );
}
