import { isLeadSortField, LEAD_COLUMNS, type Lead, type LeadColumn } from '@leadhouse/domain';
import { formatMoney } from '../../../lib/money';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { countryName, cutText, formatPhone } from '../lead-display';
import { CutText, FunnelLabel, PlatformLabel, StatusChip } from './lead-cells';
import { FunnelCellMenu, StatusCellMenu, type CellProps } from './lead-cell-edit';

/** How one column looks: everything but its id, label and sortability, which come from the registry. */
type ColumnLook = Omit<GridColDef<Lead>, 'field' | 'headerName' | 'sortable'>;

const dateColumn: ColumnLook = {
  minWidth: 122,
  flex: 0.8,
  valueFormatter: (value: string | null) => formatDateTime(value),
};

type Looks<K extends LeadColumn> = Record<K, ColumnLook>;
type Actions = { open: (lead: Lead) => void; affiliateName: (id: string) => string | undefined };

/** The lead's first name as the link that opens it (its full name is the link's name). */
export function OpenLeadLink({
  row,
  t,
  open,
  name = `${row.firstName} ${row.lastName}`,
  text = cutText(row.firstName).text,
  fontSize = 13,
}: {
  row: Lead;
  t: TFunction<'leads'>;
  open: Actions['open'];
  /** The lead's name, the link's name ("Open Layla Haddad"); its first and last name by default. */
  name?: string;
  /** What the link shows; the first name cut at 40 characters by default. */
  text?: string;
  fontSize?: number;
}) {
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={() => open(row)}
      aria-label={t('openLead', { name })}
      sx={{
        fontWeight: 600,
        fontSize,
        maxWidth: '100%',
        minWidth: 0,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        textAlign: 'start',
        // The name in its own direction: a Latin name cut in an Arabic grid kept its end ("…olanne").
        unicodeBidi: 'plaintext',
      }}
    >
      {text}
    </Link>
  );
}

/** Who the lead is: name (the first name opens the lead), email, phone and country. */
function personLooks(
  t: TFunction<'leads'>,
  language: string,
  open: Actions['open'],
): Looks<'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'country'> {
  return {
    firstName: {
      minWidth: 80,
      flex: 1,
      renderCell: ({ row }) => <OpenLeadLink row={row} t={t} open={open} />,
    },
    lastName: {
      minWidth: 80,
      flex: 1,
      renderCell: ({ row }) => <CutText value={row.lastName} />,
    },
    email: {
      minWidth: 124,
      flex: 1.4,
      renderCell: ({ row }) => <CutText value={row.email} />,
    },
    phoneNumber: {
      minWidth: 128,
      flex: 0.8,
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
      minWidth: 88,
      flex: 0.6,
      valueFormatter: (value: string) => countryName(value, language),
    },
  };
}

/** The campaign's name, with its description (when it has one) on hover. */
function CampaignCell({ row }: { row: Lead }) {
  return row.campaign.info.description ? (
    <Tooltip title={row.campaign.info.description}>
      <span>
        <CutText value={row.campaign.name} />
      </span>
    </Tooltip>
  ) : (
    <CutText value={row.campaign.name} />
  );
}

/** The assignee, else the pool (or "unassigned") in italics. */
function AssigneeCell({ row, unassigned }: { row: Lead; unassigned: string }) {
  return row.assignedToName ? (
    <CutText value={row.assignedToName} />
  ) : (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {row.poolName ?? unassigned}
    </Typography>
  );
}

/** A cell that editors change through its menu (`Edit`) and others only see (`show`). */
function editableCell(
  canEdit: boolean,
  Edit: ComponentType<CellProps>,
  show: (row: Lead) => ReactNode,
): GridColDef<Lead>['renderCell'] {
  return ({ row, hasFocus, tabIndex }) =>
    canEdit ? <Edit row={row} hasFocus={hasFocus} tabIndex={tabIndex} /> : show(row);
}

/** Where the lead stands: status and funnel (menus for editors), campaign, platform, assignee, pool, affiliate. */
function workLooks(
  t: TFunction<'leads'>,
  affiliateName: Actions['affiliateName'],
  canEdit: boolean,
): Looks<'status' | 'funnel' | 'campaign' | 'platform' | 'assignedTo' | 'pool' | 'affiliate'> {
  return {
    status: {
      minWidth: 100,
      flex: 0.6,
      renderCell: editableCell(canEdit, StatusCellMenu, (row) => <StatusChip status={row.status} />),
    },
    funnel: {
      minWidth: 90,
      flex: 0.6,
      renderCell: editableCell(canEdit, FunnelCellMenu, (row) => <FunnelLabel funnel={row.funnel} />),
    },
    campaign: {
      minWidth: 96,
      flex: 0.7,
      renderCell: ({ row }) => <CampaignCell row={row} />,
    },
    platform: {
      width: 120,
      renderCell: ({ row }) => <PlatformLabel platform={row.platform} />,
    },
    assignedTo: {
      minWidth: 100,
      flex: 1,
      renderCell: ({ row }) => <AssigneeCell row={row} unassigned={t('unassigned')} />,
    },
    pool: {
      width: 130,
      renderCell: ({ row }) => <CutText value={row.poolName} />,
    },
    affiliate: {
      width: 130,
      renderCell: ({ row }) =>
        row.affiliateId ? <CutText value={affiliateName(row.affiliateId) ?? row.affiliateId} /> : null,
    },
  };
}

/** What the lead brought and when: deposits, dates and the integration state. */
function figureLooks(
  t: TFunction<'leads'>,
  language: string,
): Looks<
  'depositCount' | 'depositAmount' | 'createdAt' | 'lastContacted' | 'lastCommentAt' | 'integrationState'
> {
  return {
    depositCount: {
      width: 90,
      type: 'number',
    },
    depositAmount: {
      width: 120,
      type: 'number',
      valueFormatter: (value: number) => formatMoney(value, language),
    },
    createdAt: dateColumn,
    lastContacted: dateColumn,
    lastCommentAt: dateColumn,
    integrationState: {
      width: 110,
      renderCell: ({ row }) =>
        row.integrationState === 'none' ? (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
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
}

/**
 * Default columns grow from their minimum widths (flex), which together fit the content of a 1440 px window
 * beside the sidebar (issue 19 "the grid fits at 1440"); a column the user adds makes the grid scroll inside.
 *
 * Columns of the leads grid in registry order (`LEAD_COLUMNS`), limited to `available` (the list's
 * `availableColumns`): label `leads:columns.<id>`, sortable when the registry says so. Texts are cut at 40
 * characters with the full text on hover; dates are DD.MM.YYYY HH:mm (spec §9). With `canEdit` (roles.ts
 * `canEditLeads`) the status and funnel cells open a menu that changes them (issue 19, sales floor item 2).
 */
export function leadColumnDefs(
  t: TFunction<'leads'>,
  language: string,
  actions: Actions,
  available: readonly LeadColumn[],
  canEdit = false,
): GridColDef<Lead>[] {
  const looks: Record<LeadColumn, ColumnLook> = {
    ...personLooks(t, language, actions.open),
    ...workLooks(t, actions.affiliateName, canEdit),
    ...figureLooks(t, language),
  };
  const offered = new Set(available);
  return LEAD_COLUMNS.filter((c) => offered.has(c)).map((field): GridColDef<Lead> => ({
    ...looks[field],
    field,
    headerName: t(`columns.${field}`),
    sortable: isLeadSortField(field),
    disableColumnMenu: true,
  }));
}
