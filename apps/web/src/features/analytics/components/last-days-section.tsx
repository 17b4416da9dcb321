import { ANALYTICS_WINDOW_DAYS } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { errorText } from '../../../lib/i18n';
import {
  FiguresTable,
  LeadsPerDayChart,
  Section,
  SectionsSkeleton,
  periodQuery,
  useLastDays,
  useMixLabel,
  useSourcesAnalytics,
  type Period,
} from '../../dashboard';

/**
 * Last-days analytics (spec §2, §7 `leads/lastDaysLeads`, `leads/sourcesAnalytics`): leads per day by
 * status or platform over the period, and the platforms' figures; every number opens its leads.
 */
export function LastDaysSection({ period }: { period: Period }) {
  const { t } = useTranslation(['analytics', 'dashboard']);
  const label = useMixLabel();
  const [by, setBy] = useState<'byStatus' | 'byPlatform'>('byStatus');
  const query = periodQuery(period, ANALYTICS_WINDOW_DAYS.analytics);
  const days = useLastDays(query);
  const platforms = useSourcesAnalytics(query);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: '3fr 2fr' }, mb: 2 }}>
      <Section
        title={t('lastDays.title')}
        action={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={by}
            onChange={(_, v: typeof by | null) => v && setBy(v)}
            aria-label={t('lastDays.splitBy')}
          >
            <ToggleButton value="byStatus">{t('lastDays.byStatus')}</ToggleButton>
            <ToggleButton value="byPlatform">{t('lastDays.byPlatform')}</ToggleButton>
          </ToggleButtonGroup>
        }
      >
        {days.isPending && <SectionsSkeleton cards={1} />}
        {days.error && <EmptyState compact title={errorText(days.error)} />}
        {days.data && <LeadsPerDayChart window={days.data} days={days.data.days} by={by} height={240} />}
      </Section>
      <Section title={t('dashboard:tables.platforms')}>
        {platforms.isPending && <SectionsSkeleton cards={1} />}
        {platforms.error && <EmptyState compact title={errorText(platforms.error)} />}
        {platforms.data && (
          <FiguresTable
            rows={platforms.data.platforms}
            window={platforms.data}
            label={t('dashboard:tables.platforms')}
            head={[t('dashboard:tables.platform')]}
            cells={(r) => [label('platform', r.platform)]}
            target={(r) => ({ platform: r.platform })}
            rowKey={(r) => r.platform}
          />
        )}
      </Section>
    </Box>
  );
}
