import type { AdGroupRow, AdGroupSortField } from '@leadhouse/domain';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import {
  drillHref,
  FigureLink,
  formatAmount,
  formatCount,
  formatRate,
  formatRatio,
  type DrillWindow,
} from '../../dashboard';
import { StatusMixBar } from './status-mix-bar';
import { renderDisplayText } from '../../../lib/display-text';

type T = TFunction<['analytics', 'dashboard']>;

/** A number column, shown with `format`. */
function numberColumn(field: AdGroupSortField, header: string, format: (row: AdGroupRow) => string) {
  return {
    field,
    headerName: header,
    type: 'number',
    minWidth: 100,
    flex: 0.6,
    renderCell: ({ row }) => format(row),
  } satisfies GridColDef<AdGroupRow>;
}

/** Leads or FTDs of the ad group, a link to those leads when the window is known. */
function linkColumn(
  field: 'leads' | 'ftds',
  header: string,
  t: T,
  language: string,
  window: DrillWindow | undefined,
) {
  return {
    field,
    headerName: header,
    type: 'number',
    minWidth: 90,
    flex: 0.5,
    renderCell: ({ row }) =>
      window ? (
        <FigureLink
          href={drillHref(window, {
            campaign: row.campaign,
            adgroupid: row.adgroupid,
            ...(field === 'ftds' && { ftds: true }),
          })}
          label={t(`dashboard:tables.${field === 'ftds' ? 'openFtds' : 'openLeads'}`, {
            name: `${row.campaign} / ${row.adgroupid ?? t('dashboard:none')}`,
            value: row[field],
          })}
        >
          {formatCount(row[field], language)}
        </FigureLink>
      ) : (
        formatCount(row[field], language)
      ),
  } satisfies GridColDef<AdGroupRow>;
}

/** Grid columns of the ad-group analytics; sortable exactly where the API sorts (AD_GROUP_SORT_FIELDS). */
export function adGroupColumns(
  t: T,
  language: string,
  window: DrillWindow | undefined,
): GridColDef<AdGroupRow>[] {
  const num = numberColumn;
  const link = (field: 'leads' | 'ftds', header: string) => linkColumn(field, header, t, language, window);
  return [
    {
      field: 'campaign',
      headerName: t('adGroups.columns.campaign'),
      minWidth: 150,
      flex: 1,
      renderCell: renderDisplayText,
    },
    {
      field: 'adgroupid',
      headerName: t('adGroups.columns.adGroup'),
      minWidth: 130,
      flex: 0.8,
      valueGetter: (_, row) => row.adgroupid ?? t('dashboard:none'),
    },
    {
      field: 'platform',
      headerName: t('adGroups.columns.platform'),
      minWidth: 100,
      sortable: false,
      valueGetter: (_, row) =>
        row.platform ? row.platform.charAt(0).toUpperCase() + row.platform.slice(1) : t('dashboard:none'),
    },
    num('visits', t('adGroups.columns.visits'), (r) => formatCount(r.visits, language)),
    link('leads', t('dashboard:figures.leads')),
    num('leadsPerVisit', t('adGroups.columns.leadsPerVisit'), (r) => formatRatio(r.leadsPerVisit, language)),
    {
      field: 'statusMix',
      headerName: t('adGroups.columns.statusMix'),
      minWidth: 120,
      flex: 0.7,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => <StatusMixBar mix={row.statusMix} />,
    },
    num('delivered', t('dashboard:figures.delivered'), (r) => formatCount(r.delivered, language)),
    link('ftds', t('dashboard:figures.ftds')),
    num('ftdRate', t('adGroups.columns.ftdRate'), (r) => formatRate(r.ftdRate, language)),
    num('depositAmount', t('dashboard:figures.depositAmount'), (r) =>
      formatAmount(r.depositAmount, language),
    ),
    num('costPerLead', t('adGroups.columns.costPerLead'), (r) => formatAmount(r.costPerLead, language)),
    num('costPerFtd', t('adGroups.columns.costPerFtd'), (r) => formatAmount(r.costPerFtd, language)),
  ];
}
