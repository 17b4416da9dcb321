import type { Account } from '@leadhouse/domain';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/config';
import { formatDay } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAuth } from '../../auth';
import { useAccounts } from '../api/accounts-api';
import { AccountFormDialog } from './account-form-dialog';
import { PlanTypesDialog } from './plan-types-dialog';
import { renderDisplayText } from '../../../lib/display-text';

/** Status of an account: inactive, unpaid (plan period ended) or active. */
export function accountStatus(a: Account): 'active' | 'inactive' | 'unpaid' {
  if (!a.active) return 'inactive';
  return a.paid ? 'active' : 'unpaid';
}

/** Accounts list (spec §2 /accounts, §7 `GET accounts` page/limit 100/keywords): a row opens /account/:id. */
export default function AccountsPage() {
  const { t, i18n } = useTranslation(['accounts', 'common']);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const keywords = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [planTypes, setPlanTypes] = useState(false);
  const isAdmin = useAuth().user?.role === 'admin';
  const { data, isFetching } = useAccounts(page, keywords);
  const columns = useMemo<GridColDef<Account>[]>(
    () => [
      {
        field: 'stageName',
        headerName: t('columns.stageName'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        renderCell: renderDisplayText,
      },
      {
        field: 'funds',
        headerName: t('columns.funds'),
        width: 160,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        renderCell: ({ row }) => <bdi>{formatMoney(row.funds, i18n.language, row.currency)}</bdi>,
      },
      {
        field: 'type',
        headerName: t('columns.plan'),
        width: 160,
        sortable: false,
        valueGetter: (_v, row) => row.type?.name ?? t('plan.none'),
      },
      {
        field: 'active',
        headerName: t('columns.status'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => {
          const s = accountStatus(row);
          return (
            <Chip
              size="small"
              label={t(`status.${s}`)}
              color={s === 'active' ? 'success' : s === 'unpaid' ? 'warning' : 'default'}
            />
          );
        },
      },
      {
        field: 'createdAt',
        headerName: t('columns.createdAt'),
        width: 140,
        sortable: false,
        valueGetter: (_v, row) => formatDay(row.createdAt),
      },
    ],
    [t, i18n.language],
  );
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            {isAdmin && <Button onClick={() => setPlanTypes(true)}>{t('plan.defineTitle')}</Button>}
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('add')}
            </Button>
          </>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: 1.5 }}>
          <TextField
            value={search}
            type="search"
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder={t('searchPlaceholder')}
            sx={{ width: { xs: '100%', sm: 360 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('searchPlaceholder') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Divider />
        <DataGrid
          aria-label={t('title')}
          rows={data?.rows ?? []}
          rowCount={data?.count ?? 0}
          columns={columns}
          loading={isFetching}
          paginationMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          pageSizeOptions={[100]}
          paginationModel={{ page: page - 1, pageSize: 100 }}
          onPaginationModelChange={(m) => setPage(m.page + 1)}
          onRowClick={({ row }) => void navigate(`/account/${row.id}`)}
          sx={{ border: 0, minHeight: 320, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          slots={{
            noRowsOverlay: () => (
              <EmptyState
                compact
                title={t('common:empty.noRecord')}
                text={t('emptyText')}
                icon={<AccountBalanceWalletOutlined />}
              />
            ),
          }}
        />
      </Paper>
      {planTypes && <PlanTypesDialog onClose={() => setPlanTypes(false)} />}
      {creating && (
        <AccountFormDialog
          account={null}
          onClose={() => setCreating(false)}
          onSaved={(a) => void navigate(`/account/${a.id}`)}
        />
      )}
    </>
  );
}
