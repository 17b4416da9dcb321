import type { ReportGroup, ReportResponse, ReportRow } from '@leadhouse/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import {
  drillHref,
  FigureLink,
  formatAmount,
  formatCount,
  formatRate,
  useMixLabel,
  type DrillTarget,
} from '../../dashboard';
import { formatDay } from '../../../lib/format';
import { useScreenName } from '../../../components/screens';

type Figures = ReportResponse['totals'];
const LINKED = ['leads', 'newLeads', 'ftds', 'deposits', 'delivered'] as const;
type LinkedKey = (typeof LINKED)[number];

/** The leads a report row stands for (its group value within the window). */
export function groupTarget(groupBy: ReportGroup, row: ReportRow): DrillTarget {
  switch (groupBy) {
    case 'day':
      return { day: row.key };
    case 'campaign':
      return { campaign: row.campaign ?? row.key };
    case 'adGroup':
      return { campaign: row.campaign ?? undefined, adgroupid: row.adgroupid };
    case 'platform':
      return { platform: row.key };
    case 'status':
      return { status: row.key };
    case 'funnel':
      return { funnel: row.key };
  }
}

/** What one figure column adds to the row's leads. */
const FIGURE_TARGET: Record<LinkedKey, DrillTarget> = {
  leads: {},
  newLeads: { status: 'NEW' },
  ftds: { ftds: true },
  deposits: { ftds: true },
  delivered: { delivered: true },
};

/**
 * The leads behind one figure of a row; null when no lead list holds them (the "new" count of a status
 * row other than NEW is always 0: its leads cannot be NEW too).
 */
function figureTarget(base: DrillTarget, key: LinkedKey): DrillTarget | null {
  if (key === 'newLeads' && base.status !== undefined) return base.status === 'NEW' ? base : null;
  return { ...base, ...FIGURE_TARGET[key] };
}

/** The name of a row's group value: a day, a label (status, funnel, platform), "campaign / ad group" or the key. */
function useKeyText(groupBy: ReportGroup) {
  const { t } = useTranslation(['reports', 'dashboard']);
  const label = useMixLabel();
  return (row: ReportRow) => {
    switch (groupBy) {
      case 'day':
        return formatDay(row.key);
      case 'status':
      case 'funnel':
      case 'platform':
        return label(groupBy, row.key);
      case 'adGroup':
        return `${row.campaign ?? ''} / ${row.adgroupid ?? t('dashboard:none')}`;
      default:
        return row.key;
    }
  };
}

/** The group column, the linked counts, deposit amount and conversion. */
function ReportHead({ groupBy }: { groupBy: ReportGroup }) {
  const { t } = useTranslation('reports');
  return (
    <TableHead>
      <TableRow>
        <TableCell>{t(`groups.${groupBy}`)}</TableCell>
        {LINKED.map((key) => (
          <TableCell key={key} align="right">
            {t(`columns.${key}`)}
          </TableCell>
        ))}
        <TableCell align="right">{t('columns.depositAmount')}</TableCell>
        <TableCell align="right">{t('columns.conversion')}</TableCell>
      </TableRow>
    </TableHead>
  );
}

/**
 * The figures of a row (or the totals): each count links to its leads within `base` (no link where no lead
 * list holds them), then the deposit amount (to the FTD leads) and conversion.
 */
function FigureCells({
  data,
  figures,
  base,
  name,
}: {
  data: ReportResponse;
  figures: Figures;
  base: DrillTarget | null;
  name: string;
}) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  return (
    <>
      {LINKED.map((key) => {
        const target = base && figureTarget(base, key);
        return (
          <TableCell key={key} align="right">
            {target ? (
              <FigureLink
                href={drillHref(data, target)}
                label={t('open', { column: t(`columns.${key}`), name, value: figures[key] })}
              >
                {formatCount(figures[key], lang)}
              </FigureLink>
            ) : (
              formatCount(figures[key], lang)
            )}
          </TableCell>
        );
      })}
      <TableCell align="right">
        <FigureLink
          href={base && drillHref(data, { ...base, ftds: true })}
          label={t('open', {
            column: t('columns.depositAmount'),
            name,
            value: formatAmount(figures.depositAmount, lang),
          })}
        >
          {formatAmount(figures.depositAmount, lang)}
        </FigureLink>
      </TableCell>
      <TableCell align="right">{formatRate(figures.conversion, lang)}</TableCell>
    </>
  );
}

/**
 * The report at full size: one row per group value with leads, new, FTDs, deposits, deposit amount,
 * delivered and conversion, and a totals row; every count links to its leads.
 */
export function ReportTable({ data }: { data: ReportResponse }) {
  const { t } = useTranslation(['reports', 'dashboard']);
  const name = useScreenName('reports');
  const keyText = useKeyText(data.groupBy);
  return (
    <TableContainer>
      <Table size="small" stickyHeader aria-label={name}>
        <ReportHead groupBy={data.groupBy} />
        <TableBody>
          {data.rows.map((row, i) => {
            const name = keyText(row);
            return (
              <TableRow key={`${row.key}\u0000${i}`} hover>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <FigureCells data={data} figures={row} base={groupTarget(data.groupBy, row)} name={name} />
              </TableRow>
            );
          })}
          <TableRow sx={{ '& > *': { fontWeight: 700, borderTop: 2, borderColor: 'divider' } }}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('reports:totals')}
            </TableCell>
            <FigureCells data={data} figures={data.totals} base={{}} name={t('reports:totals')} />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
