import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

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
