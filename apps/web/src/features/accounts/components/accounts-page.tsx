import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchGridPage, useGridUrlState } from '../../../components/server-grid';
import { useAuth } from '../../auth';
import { useAccounts } from '../api/accounts-api';
import { AccountFormDialog } from './account-form-dialog';
import { accountColumns } from './accounts-columns';
import { PlanTypesDialog } from './plan-types-dialog';

export { accountStatus } from './accounts-columns';

/** The accounts list: 100 a page (`GET /api/accounts`), no sort. */
const GRID = { pageSizeOptions: [100] };

/** Accounts list (spec §2 /accounts, §7 `GET accounts` page/limit 100/keywords): a row opens /account/:id. */
export default function AccountsPage() {
  const { t, i18n } = useTranslation(['accounts', 'common']);
  const navigate = useNavigate();
  const url = useGridUrlState(GRID);
  const [creating, setCreating] = useState(false);
  const [planTypes, setPlanTypes] = useState(false);
  const isAdmin = useAuth().user?.role === 'admin';
  const list = useAccounts(url.page, url.keywords);
  const columns = useMemo(() => accountColumns(t, i18n.language), [t, i18n.language]);
  return (
    <SearchGridPage
      t={t}
      onAdd={() => setCreating(true)}
      actions={isAdmin && <Button onClick={() => setPlanTypes(true)}>{t('plan.defineTitle')}</Button>}
      list={list}
      columns={columns}
      emptyIcon={<AccountBalanceWalletOutlined />}
      state={url}
      density="standard"
      onRowClick={({ row }) => void navigate(`/account/${row.id}`)}
      height="auto"
      minHeight={320}
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    >
      {planTypes && <PlanTypesDialog onClose={() => setPlanTypes(false)} />}
      {creating && (
        <AccountFormDialog
          account={null}
          onClose={() => setCreating(false)}
          onSaved={(a) => void navigate(`/account/${a.id}`)}
        />
      )}
    </SearchGridPage>
  );
}
