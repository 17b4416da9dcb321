import type { Account } from '@leadhouse/domain';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { renderDisplayText } from '../../../lib/display-text';
import { formatDay } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';

/** Status of an account: inactive, unpaid (plan period ended) or active. */
export function accountStatus(a: Account): 'active' | 'inactive' | 'unpaid' {
  if (!a.active) return 'inactive';
  return a.paid ? 'active' : 'unpaid';
}

/** The accounts grid's columns: stage name, funds, plan, status and creation day (not sortable). */
export function accountColumns(
  t: TFunction<['accounts', 'common']>,
  language: string,
): GridColDef<Account>[] {
  return [
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
      renderCell: ({ row }) => <bdi>{formatMoney(row.funds, language, row.currency)}</bdi>,
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
  ];
}
