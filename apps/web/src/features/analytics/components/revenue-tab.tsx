import {
  ANALYTICS_WINDOW_DAYS,
  NONE_VALUE,
  REVENUE_GROUPS,
  REVENUE_REST_KEY,
  type RevenueGroup,
  type RevenueResponse,
  type RevenueTotal,
} from '@leadhouse/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/choice-select';
import { usePhoneLayout } from '../../../components/server-grid';
import { errorText } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import {
  formatCount,
  parsePeriod,
  PeriodPicker,
  periodQuery,
  serializePeriod,
  type Period,
} from '../../dashboard';
import { useRevenue, type RevenueQuery } from '../api/analytics-api';

/** Revenue covers the campaigns window by default (30 days, spec §9). */
const WINDOW_DAYS = ANALYTICS_WINDOW_DAYS.campaigns;
const MONEY = ['revenue', 'spend', 'margin'] as const;

/** One line of the table: a group in one currency, or a currency's totals (`name` = "Total"). */
type Line = RevenueTotal & { name: string; id: string };

/** A currency's total in bold; the rest line (spend no group holds) in italics, apart from the groups. */
const lineSx = (l: Line) =>
  l.id.startsWith('total-')
    ? { '& td': { fontWeight: 600 } }
    : l.id === `${REVENUE_REST_KEY}-${l.currency}`
      ? { '& td': { fontStyle: 'italic', color: 'text.secondary' } }
      : undefined;

/** How a line's texts read in the user's language: its name, counts and amounts (each in its currency). */
function useLineTexts(data: RevenueResponse) {
  const { t, i18n } = useTranslation(['analytics', 'dashboard']);
  const lang = i18n.language;
  return {
    t,
    count: (n: number) => formatCount(n, lang),
    money: (v: number | null, currency: string) => (v === null ? '—' : formatMoney(v, lang, currency)),
    // The rest row: the spend no group holds (by buyer: leads no buyer holds), so the lines add up.
    nameOf: (l: Line) =>
      l.id === `${REVENUE_REST_KEY}-${l.currency}`
        ? t(`revenue.rest.${data.groupBy === 'buyer' ? 'buyer' : 'other'}`)
        : l.name === NONE_VALUE
          ? t('dashboard:none')
          : l.name,
  };
}

/**
 * On a phone, the lines as a list: each the group and its currency, then its counts and amounts under
 * their names (the table's seven columns put revenue, spend and margin off a 390 px screen).
 */
function RevenueList({ data, lines }: { data: RevenueResponse; lines: Line[] }) {
  const { t, count, money, nameOf } = useLineTexts(data);
  const figures = (l: Line) => [
    [t('revenue.columns.sold'), count(l.sold)],
    [t('revenue.columns.returned'), count(l.returned)],
    ...MONEY.map((m) => [t(`revenue.columns.${m}`), money(l[m], l.currency)]),
  ];
  return (
    <Box component="ul" aria-label={t('revenue.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((l) => (
        <Box
          component="li"
          key={l.id}
          data-testid={`line-${l.id}`}
          sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, unicodeBidi: 'plaintext' }}>
            {`${nameOf(l)} · ${l.currency}`}
          </Typography>
          {figures(l).map(([name, value]) => (
            <Box key={name} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Typography variant="caption" color="text.secondary">
                {name}
              </Typography>
              <Typography variant="body2">{value}</Typography>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** The table: group, currency, sold, returned, revenue, spend, margin; each amount in its own currency. */
function RevenueTable({ data, lines }: { data: RevenueResponse; lines: Line[] }) {
  const { t, count, money, nameOf } = useLineTexts(data);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('revenue.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t(`revenue.groups.${data.groupBy}`)}</TableCell>
            <TableCell>{t('revenue.columns.currency')}</TableCell>
            <TableCell align="right">{t('revenue.columns.sold')}</TableCell>
            <TableCell align="right">{t('revenue.columns.returned')}</TableCell>
            {MONEY.map((m) => (
              <TableCell key={m} align="right">
                {t(`revenue.columns.${m}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.id} data-testid={`line-${l.id}`} sx={lineSx(l)}>
              <TableCell>{nameOf(l)}</TableCell>
              <TableCell>{l.currency}</TableCell>
              <TableCell align="right">{count(l.sold)}</TableCell>
              <TableCell align="right">{count(l.returned)}</TableCell>
              {MONEY.map((m) => (
                <TableCell
                  key={m}
                  align="right"
                  data-testid={`${m}-${l.id}`}
                  sx={m === 'margin' && l.margin < 0 ? { color: 'error.main' } : undefined}
                >
                  {money(l[m], l.currency)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const DEFAULT_GROUP: RevenueGroup = 'campaign';
/** The grouping a URL names; the default (campaign) when absent or unknown. */
const groupOf = (v: string | null): RevenueGroup =>
  (REVENUE_GROUPS as readonly string[]).includes(v ?? '') ? (v as RevenueGroup) : DEFAULT_GROUP;

/**
 * Revenue and margin (issue 22 §6): what the window's leads earned from buyers (sales minus returns),
 * their spend and the margin, grouped by campaign, source, affiliate or buyer; one line per group and
 * currency, then a total per currency (amounts in different currencies are never added).
 */
export function RevenueTab() {
  const { t } = useTranslation(['analytics', 'dashboard']);
  // Kept in the URL (`?groupBy=buyer&from=…&to=…` or `?days=7`), as the dashboard's period: a view can be
  // bookmarked and shared.
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => parsePeriod(params, WINDOW_DAYS), [params]);
  const groupBy = groupOf(params.get('groupBy'));
  const setPeriod = (next: Period) => setParams((current) => serializePeriod(next, WINDOW_DAYS, current));
  const setGroupBy = (next: RevenueGroup) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next === DEFAULT_GROUP) out.delete('groupBy');
      else out.set('groupBy', next);
      return out;
    });
  const query: RevenueQuery = { ...periodQuery(period, WINDOW_DAYS), groupBy };
  const { data, error, isPending } = useRevenue(query);
  const phone = usePhoneLayout();
  // One currency after the other: its groups (most revenue first, the rest line last, as answered), then its
  // total, so a currency's lines read as one statement.
  const lines: Line[] = (data?.totals ?? []).flatMap((tt) => [
    ...data!.rows
      .filter((r) => r.currency === tt.currency)
      .map((r) => ({ ...r, id: `${r.key}-${r.currency}` })),
    { ...tt, name: t('revenue.total'), id: `total-${tt.currency}` },
  ]);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ChoiceSelect
          label={t('revenue.groupBy')}
          value={groupBy}
          choices={REVENUE_GROUPS}
          choiceLabel={(g) => t(`revenue.groups.${g}`)}
          onChange={setGroupBy}
        />
        <PeriodPicker period={period} onChange={setPeriod} window={data} />
      </Box>
      {error && <Typography color="error">{errorText(error)}</Typography>}
      {isPending && <Typography color="text.secondary">{t('revenue.loading')}</Typography>}
      {data && data.rows.length === 0 && (
        <Typography color="text.secondary">{t('revenue.emptyText')}</Typography>
      )}
      {data &&
        data.rows.length > 0 &&
        (phone ? <RevenueList data={data} lines={lines} /> : <RevenueTable data={data} lines={lines} />)}
    </Paper>
  );
}
