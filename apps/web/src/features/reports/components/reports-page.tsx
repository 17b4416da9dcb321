import { ANALYTICS_WINDOW_DAYS, REPORT_GROUPS, type ReportGroup } from '@leadhouse/domain';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChoiceSelect } from '../../../components/choice-select';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/i18n';
import { PeriodPicker, SectionsSkeleton, parsePeriod, periodQuery, serializePeriod } from '../../dashboard';
import { useFileSave } from '../../feedback';
import { exportReport, useReport, type ReportQuery } from '../api/reports-api';
import { ReportTable } from './report-table';

/** Reports open on the campaigns window (30 days, spec §9) and always send their days. */
const DEFAULT_DAYS = ANALYTICS_WINDOW_DAYS.campaigns;
const isGroup = (v: string | null): v is ReportGroup =>
  (REPORT_GROUPS as readonly string[]).includes(v ?? '');

/** Saves the report as shown (same period and grouping) as a CSV file, with a toast naming the file. */
function ExportButton({ query, disabled }: { query: ReportQuery; disabled: boolean }) {
  const { t } = useTranslation('reports');
  const exporting = useFileSave(
    () => exportReport(query),
    (fileName) => t('exported', { fileName }),
  );
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      onClick={() => void exporting.run()}
      disabled={exporting.saving || disabled}
    >
      {exporting.saving ? t('exporting') : t('export')}
    </Button>
  );
}

/** What the report groups by. */
function GroupBySelect({ value, onChange }: { value: ReportGroup; onChange: (value: ReportGroup) => void }) {
  const { t } = useTranslation('reports');
  return (
    <ChoiceSelect
      label={t('groupBy')}
      value={value}
      choices={REPORT_GROUPS}
      choiceLabel={(g) => t(`groups.${g}`)}
      onChange={onChange}
    />
  );
}

/**
 * /reports (issue 11): the figures grouped by day, campaign, ad group, platform, status or funnel over a
 * period, with a totals row and a CSV export of exactly what is shown. Period and grouping live in the URL.
 */
export default function ReportsPage() {
  const { t } = useTranslation(['reports', 'dashboard', 'common']);
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => parsePeriod(params, DEFAULT_DAYS), [params]);
  const groupParam = params.get('groupBy');
  const groupBy: ReportGroup = isGroup(groupParam) ? groupParam : 'day';
  // 0: never the server's default window, so the file and the screen name the same days.
  const query: ReportQuery = { ...periodQuery(period, 0), groupBy };
  const { data, error, isPending, isFetching, refetch } = useReport(query);
  return (
    <>
      <PageHeader subtitle={t('subtitle')} actions={<ExportButton query={query} disabled={!data} />} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <GroupBySelect
          value={groupBy}
          onChange={(value) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (value === 'day') next.delete('groupBy');
              else next.set('groupBy', value);
              return next;
            })
          }
        />
        <PeriodPicker
          period={period}
          onChange={(p) => setParams((current) => serializePeriod(p, DEFAULT_DAYS, current))}
          window={data}
        />
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden', opacity: isFetching && data ? 0.7 : 1 }}>
        {isPending && (
          <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
            <SectionsSkeleton cards={2} />
          </Box>
        )}
        {error && !data && (
          <EmptyState
            title={errorText(error)}
            action={
              <Button variant="outlined" onClick={() => void refetch()}>
                {t('dashboard:retry')}
              </Button>
            }
          />
        )}
        {data && data.totals.leads === 0 && (
          <EmptyState title={t('dashboard:empty.noLeadsInPeriod')} text={t('dashboard:empty.noLeadsText')} />
        )}
        {data && data.totals.leads > 0 && <ReportTable data={data} />}
      </Paper>
    </>
  );
}
