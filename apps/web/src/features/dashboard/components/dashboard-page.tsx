import { ANALYTICS_WINDOW_DAYS, type DashboardResponse } from '@leadhouse/domain';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/i18n';
import { useAuth } from '../../auth';
import { useDashboard } from '../api/dashboard-api';
import { parsePeriod, periodQuery, serializePeriod, type Period } from '../period';
import { DepositsChart, LeadsPerDayChart } from './day-charts';
import { DistributionTiles } from './distribution-tiles';
import { KeyFigures } from './key-figures';
import { MixPanel } from './mix-panel';
import { PeriodPicker } from './period-picker';
import { Section, SectionsSkeleton } from './section';
import { PlatformsTable, TopAdGroups, TopCampaigns } from './top-tables';

const DEFAULT_DAYS = ANALYTICS_WINDOW_DAYS.analytics;

/** True when neither the window nor the previous one has a lead (a new install, or a quiet period). */
const isEmpty = (d: DashboardResponse) => d.figures.leads === 0 && d.previousFigures.leads === 0;

/**
 * /dashboard (issue 11): key figures with their change against the previous period, leads per day by
 * status, status and funnel mix, platforms, FTDs and deposits, top campaigns and ad groups, and the
 * distribution outcomes (sold, held, unsold, returned; issue 22 §6). The period
 * lives in the URL; every number opens the leads behind it.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { isAllowed } = useAuth();
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => parsePeriod(params, DEFAULT_DAYS), [params]);
  const query = useMemo(() => periodQuery(period, DEFAULT_DAYS), [period]);
  const { data, error, isPending, refetch } = useDashboard(query);
  const setPeriod = (next: Period) => setParams((current) => serializePeriod(next, DEFAULT_DAYS, current));

  return (
    <>
      <PageHeader subtitle={t('subtitle')} />
      <Box sx={{ mb: 2 }}>
        <PeriodPicker period={period} onChange={setPeriod} window={data} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} aria-busy={isPending}>
        {isPending && <SectionsSkeleton />}
        {error && !data && (
          <EmptyState
            title={errorText(error)}
            action={
              <Button variant="outlined" onClick={() => void refetch()}>
                {t('retry')}
              </Button>
            }
          />
        )}
        {data && isEmpty(data) && (
          <EmptyState
            title={t('empty.noLeads')}
            text={t('empty.noLeadsText')}
            icon={<UploadFileOutlined />}
            action={
              isAllowed('leads') ? (
                <Button variant="contained" component={RouterLink} to="/leads">
                  {t('empty.goToLeads')}
                </Button>
              ) : undefined
            }
          />
        )}
        {data && !isEmpty(data) && <DashboardSections data={data} />}
      </Box>
    </>
  );
}

/** Every section of a period that has leads: key figures, the day charts, the mixes and the top tables. */
function DashboardSections({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <KeyFigures data={data} />
      <DistributionTiles window={data} outcomes={data.distribution} />
      <Section title={t('charts.leadsPerDay')}>
        <LeadsPerDayChart window={data} days={data.days} />
      </Section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Section title={t('mix.status')}>
          <MixPanel kind="status" mix={data.statusMix} window={data} />
        </Section>
        <Section title={t('mix.funnel')}>
          <MixPanel kind="funnel" mix={data.funnelMix} window={data} />
        </Section>
        <Section title={t('charts.deposits')}>
          <DepositsChart window={data} days={data.days} />
        </Section>
        <Section title={t('tables.platforms')}>
          <PlatformsTable rows={data.platforms} window={data} />
        </Section>
        <Section title={t('tables.topCampaigns')}>
          <TopCampaigns data={data} />
        </Section>
        <Section title={t('tables.topAdGroups')}>
          <TopAdGroups data={data} />
        </Section>
      </Box>
    </>
  );
}
