import type { Domain } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format';
import { DomainStateChip } from './domain-state-chip';

/** The domains grid's columns: name, live state, landing page, last check, and "details" / "landing page". */
export function domainColumns(
  t: TFunction<['domains', 'common']>,
  actions: { open: (domain: Domain) => void; host: (domain: Domain) => void },
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
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            aria-label={t('detailsOf', { name: row.unicodeName })}
            onClick={() => actions.open(row)}
          >
            {t('details')}
          </Button>
          <Button
            size="small"
            disabled={row.state !== 'verified' && row.state !== 'active'}
            aria-label={t('hostPageOf', { name: row.unicodeName })}
            onClick={() => actions.host(row)}
          >
            {t('hostPage')}
          </Button>
        </Stack>
      ),
    },
  ];
}
