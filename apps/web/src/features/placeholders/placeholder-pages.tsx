import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

/** /leads until the leads issue lands: shows the header search term, if any. */
export function LeadsPage() {
  const { t } = useTranslation(['pages', 'common']);
  const [params] = useSearchParams();
  const search = params.get('search');
  return (
    <PlaceholderPage
      title={t('leads.title')}
      subtitle={search ? t('leads.searching', { search }) : undefined}
      emptyTitle={t('common:empty.noRecord')}
      text={t('leads.text')}
      icon={<PersonSearchOutlined />}
    />
  );
}

/** /dashboard placeholder. */
export function DashboardPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={t('dashboard.title')}
      emptyTitle={t('common:empty.noRecord')}
      text={t('dashboard.text')}
      icon={<DashboardOutlined />}
    />
  );
}

/** /accounts placeholder. */
export function AccountsPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={t('accounts.title')}
      emptyTitle={t('common:empty.noRecord')}
      text={t('accounts.text')}
      icon={<AccountBalanceWalletOutlined />}
    />
  );
}

/** /account/:id placeholder. */
export function AccountPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { id } = useParams();
  return (
    <PlaceholderPage
      title={t('account.title')}
      subtitle={id}
      emptyTitle={t('common:empty.noRecord')}
      text={t('account.text')}
      icon={<AccountBalanceWalletOutlined />}
    />
  );
}

/** /analytics placeholder. */
export function AnalyticsPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={t('analytics.title')}
      emptyTitle={t('common:empty.noRecord')}
      text={t('analytics.text')}
      icon={<InsightsOutlined />}
    />
  );
}

/** /reports placeholder. */
export function ReportsPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={t('reports.title')}
      emptyTitle={t('common:empty.noRecord')}
      text={t('reports.text')}
      icon={<AssessmentOutlined />}
    />
  );
}
