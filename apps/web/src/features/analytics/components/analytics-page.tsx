import { ANALYTICS_WINDOW_DAYS, type Feature } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../auth';
import type { Period } from '../../dashboard';
import { AdGroupsTab } from './ad-groups-tab';
import { CampaignsTab } from './campaigns-tab';
import { LastDaysSection } from './last-days-section';
import { RevenueTab } from './revenue-tab';
import { SourcesTab } from './sources-tab';
import { usePhoneLayout } from '../../../components/server-grid';
import { useScreenName } from '../../../components/screens';

/**
 * The tabs of the analytics screen, their address and the feature each needs (spec §6). Revenue shows
 * buyers' prices: whoever manages distribution (`integrations`, canManageDistribution; issue 22 §6).
 */
export const ANALYTICS_TABS = [
  { id: 'analytics', path: '/analytics', feature: 'analytics' },
  { id: 'campaigns', path: '/campaigns', feature: 'campaigns' },
  { id: 'sources', path: '/sources', feature: 'sources' },
  { id: 'revenue', path: '/revenue', feature: 'integrations' },
] as const satisfies readonly { id: string; path: string; feature: Feature }[];
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number]['id'];

/**
 * /analytics, /campaigns, /sources (issue 11), /revenue (issue 22 §6): ad-group analytics with the
 * last-days chart and platforms, the campaigns list with its form, the sources table, and distribution
 * revenue and margin; each tab shows only when the user's `allowedFeatures` has its feature (the last-days
 * parts also need `dashboard`, as their API does).
 */
export default function AnalyticsPage({ tab }: { tab: AnalyticsTab }) {
  const { t } = useTranslation('analytics');
  const name = useScreenName('analytics');
  const { isAllowed } = useAuth();
  const [period, setPeriod] = useState<Period>({
    kind: 'preset',
    days: ANALYTICS_WINDOW_DAYS.analytics,
  });
  const tabs = ANALYTICS_TABS.filter((tb) => isAllowed(tb.feature));
  // On a phone the tabs share the width and wrap their labels instead of scrolling: MUI's scrollable tabs
  // scroll the selected tab only part way into view from right to left (Arabic "Revenue" sat under the
  // scroll button, the indicator under "Sources"; docs/decisions.md session 48).
  const phone = usePhoneLayout();
  return (
    <>
      <PageHeader title={name} subtitle={t(`subtitles.${tab}`)} />
      {tabs.length > 1 && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs value={tab} aria-label={name} variant={phone ? 'fullWidth' : 'scrollable'}>
            {tabs.map((tb) => (
              <Tab
                key={tb.id}
                value={tb.id}
                label={t(`tabs.${tb.id}`)}
                wrapped={phone}
                component={RouterLink}
                to={tb.path}
                sx={phone ? { minWidth: 0, px: 0.5 } : undefined}
              />
            ))}
          </Tabs>
        </Box>
      )}
      {tab === 'analytics' && (
        <>
          {isAllowed('dashboard') && <LastDaysSection period={period} />}
          <AdGroupsTab period={period} onPeriod={setPeriod} />
        </>
      )}
      {tab === 'campaigns' && <CampaignsTab />}
      {tab === 'sources' && <SourcesTab />}
      {tab === 'revenue' && <RevenueTab />}
    </>
  );
}
