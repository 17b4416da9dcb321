import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { FlowsTab } from './flows-tab';
import { HeldTab } from './held-tab';
import { SimulatorTab } from './simulator-tab';
import { useScreenName } from '../../../components/screens';

const TABS = ['flows', 'simulator', 'held'] as const;
type TabId = (typeof TABS)[number];

/**
 * The Distribution screen (issue 22 §8; admins and super sales managers, `canManageDistribution`): flows
 * with their buyers' live cap meters and the flow editor, the simulator and the held queue. The tab is in
 * the URL (`?tab=`).
 */
export default function DistributionPage() {
  const { t } = useTranslation('distribution');
  const name = useScreenName('distribution');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabId = TABS.includes(raw as TabId) ? (raw as TabId) : 'flows';
  return (
    <>
      <PageHeader subtitle={t('subtitle')} />
      <Tabs
        value={tab}
        onChange={(_, next: TabId) => setParams({ tab: next }, { replace: true })}
        sx={{ mb: 2 }}
        aria-label={name}
      >
        {TABS.map((id) => (
          <Tab key={id} value={id} label={t(`tabs.${id}`)} />
        ))}
      </Tabs>
      {tab === 'flows' && <FlowsTab />}
      {tab === 'simulator' && <SimulatorTab />}
      {tab === 'held' && <HeldTab />}
    </>
  );
}
