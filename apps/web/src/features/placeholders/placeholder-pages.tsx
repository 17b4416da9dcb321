import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

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
