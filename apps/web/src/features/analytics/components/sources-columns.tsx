import { SOURCE_SORT_FIELDS, type SourceRow } from '@leadhouse/domain';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatAmount, formatCount, formatRate } from '../../dashboard';

const SORTABLE = new Set<string>(SOURCE_SORT_FIELDS);
export const SOURCE_TEXT_FIELDS = [
  'platform',
  'from',
  'campaignid',
  'adgroupid',
  'placement',
  'keyword',
] as const;

/** A source row's id: its text fields (the group it counts). */
export const sourceRowId = (r: SourceRow) => SOURCE_TEXT_FIELDS.map((f) => r[f] ?? '').join('\u0000');

/** The sources grid's columns: the six text fields of a source, then its figures (sortable per the API). */
export function sourceColumns(
  t: TFunction<['analytics', 'dashboard', 'common']>,
  lang: string,
): GridColDef<SourceRow>[] {
  const none = t('dashboard:none');
  const num = (
    field: 'total' | 'new' | 'ftds' | 'depositAmount' | 'conversion',
    header: string,
    format: (r: SourceRow) => string,
  ): GridColDef<SourceRow> => ({
    field,
    headerName: header,
    type: 'number',
    minWidth: 100,
    flex: 0.5,
    renderCell: ({ row }) => format(row),
  });
  return [
    ...SOURCE_TEXT_FIELDS.map((field): GridColDef<SourceRow> => ({
      field,
      headerName: t(`sources.columns.${field}`),
      minWidth: 110,
      flex: 0.7,
      sortable: SORTABLE.has(field),
      valueGetter: (_, row) => row[field] ?? none,
    })),
    num('total', t('sources.columns.total'), (r) => formatCount(r.total, lang)),
    num('new', t('sources.columns.new'), (r) => formatCount(r.new, lang)),
    num('ftds', t('dashboard:figures.ftds'), (r) => formatCount(r.ftds, lang)),
    num('depositAmount', t('dashboard:figures.depositAmount'), (r) => formatAmount(r.depositAmount, lang)),
    num('conversion', t('dashboard:figures.conversion'), (r) => formatRate(r.conversion, lang)),
  ];
}
