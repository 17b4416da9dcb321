import { LEAD_SORT_FIELDS, type Lead, type LeadColumn } from '@leadhouse/domain';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format';
import { countryName, cutText, formatMoney, formatPhone } from '../lead-display';
import { CutText, FunnelLabel, PlatformLabel, StatusChip } from './lead-cells';

const sortable = (field: string) => (LEAD_SORT_FIELDS as readonly string[]).includes(field);

/** Columns hidden until the user shows them (the rest of `availableColumns` shows by default). */
export const DEFAULT_HIDDEN_COLUMNS: readonly LeadColumn[] = [
  'pool',
  'affiliate',
  'depositAmount',
  'lastContacted',
  'integrationState',
];

const dateColumn = (field: LeadColumn, headerName: string): GridColDef<Lead> => ({
  field,
  headerName,
  width: 128,
  valueFormatter: (value: string | null) => formatDateTime(value),
});

/**
 * Columns of the leads grid, one per `LeadColumn` id (the list's `availableColumns` picks which exist).
 * Texts are cut at 40 characters with the full text on hover; dates are DD.MM.YYYY HH:mm (spec §9).
 */
export function leadColumnDefs(
  t: TFunction<'leads'>,
  language: string,
  actions: { open: (lead: Lead) => void; affiliateName: (id: string) => string | undefined },
): Record<LeadColumn, GridColDef<Lead>> {
  const cols: Record<LeadColumn, GridColDef<Lead>> = {
    firstName: {
      field: 'firstName',
      headerName: t('columns.firstName'),
      minWidth: 120,
      flex: 1,
      renderCell: ({ row }) => (
        <Link
          component="button"
          type="button"
          underline="hover"
          onClick={() => actions.open(row)}
          aria-label={t('openLead', { name: `${row.firstName} ${row.lastName}` })}
          sx={{
            fontWeight: 600,
            fontSize: 13,
            maxWidth: '100%',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {cutText(row.firstName).text}
        </Link>
      ),
    },
    lastName: {
      field: 'lastName',
      headerName: t('columns.lastName'),
      minWidth: 110,
      flex: 1,
      renderCell: ({ row }) => <CutText value={row.lastName} />,
    },
    email: {
      field: 'email',
      headerName: t('columns.email'),
      minWidth: 170,
      flex: 1.4,
      renderCell: ({ row }) => <CutText value={row.email} />,
    },
    phoneNumber: {
      field: 'phoneNumber',
      headerName: t('columns.phoneNumber'),
      width: 158,
      renderCell: ({ row }) => (
        <Typography
          component="bdi"
          variant="body2"
          dir="ltr"
          noWrap
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatPhone(row.phoneNumber)}
        </Typography>
      ),
    },
    country: {
      field: 'country',
      headerName: t('columns.country'),
      width: 130,
      valueFormatter: (value: string) => countryName(value, language),
    },
    status: {
      field: 'status',
      headerName: t('columns.status'),
      width: 120,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    funnel: {
      field: 'funnel',
      headerName: t('columns.funnel'),
      width: 130,
      renderCell: ({ row }) => <FunnelLabel funnel={row.funnel} />,
    },
    campaign: {
      field: 'campaign',
      headerName: t('columns.campaign'),
      width: 130,
      renderCell: ({ row }) =>
        row.campaign.info.description ? (
          <Tooltip title={row.campaign.info.description}>
            <span>
              <CutText value={row.campaign.name} />
            </span>
          </Tooltip>
        ) : (
          <CutText value={row.campaign.name} />
        ),
    },
    platform: {
      field: 'platform',
      headerName: t('columns.platform'),
      width: 120,
      renderCell: ({ row }) => <PlatformLabel platform={row.platform} />,
    },
    assignedTo: {
      field: 'assignedTo',
      headerName: t('columns.assignedTo'),
      minWidth: 130,
      flex: 1,
      renderCell: ({ row }) =>
        row.assignedToName ? (
          <CutText value={row.assignedToName} />
        ) : (
          <Typography component="span" variant="body2" sx={{ color: 'text.disabled', fontStyle: 'italic' }}>
            {row.poolName ?? t('unassigned')}
          </Typography>
        ),
    },
    pool: {
      field: 'pool',
      headerName: t('columns.pool'),
      width: 130,
      renderCell: ({ row }) => <CutText value={row.poolName} />,
    },
    affiliate: {
      field: 'affiliate',
      headerName: t('columns.affiliate'),
      width: 130,
      renderCell: ({ row }) =>
        row.affiliateId ? (
          <CutText value={actions.affiliateName(row.affiliateId) ?? row.affiliateId} />
        ) : null,
    },
    depositCount: {
      field: 'depositCount',
      headerName: t('columns.depositCount'),
      width: 90,
      type: 'number',
    },
    depositAmount: {
      field: 'depositAmount',
      headerName: t('columns.depositAmount'),
      width: 120,
      type: 'number',
      valueFormatter: (value: number) => formatMoney(value, language),
    },
    createdAt: dateColumn('createdAt', t('columns.createdAt')),
    lastContacted: dateColumn('lastContacted', t('columns.lastContacted')),
    lastCommentAt: dateColumn('lastCommentAt', t('columns.lastCommentAt')),
    integrationState: {
      field: 'integrationState',
      headerName: t('columns.integrationState'),
      width: 110,
      renderCell: ({ row }) =>
        row.integrationState === 'none' ? (
          <Typography component="span" variant="body2" sx={{ color: 'text.disabled' }}>
            {t('integration.none')}
          </Typography>
        ) : (
          <Chip
            size="small"
            variant="outlined"
            color={row.integrationState === 'sent' ? 'success' : 'error'}
            label={t(`integration.${row.integrationState}`)}
            sx={{ height: 22 }}
          />
        ),
    },
  };
  for (const col of Object.values(cols)) {
    col.sortable = sortable(col.field);
    col.disableColumnMenu = true;
  }
  return cols;
}
