import type { AccountDetail, LedgerTransaction } from '@leadhouse/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerGrid } from '../../../components/server-grid';
import { renderDisplayText } from '../../../lib/display-text';
import { formatDateTime, formatDay } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { ReverseDialog } from './reason-dialogs';

/**
 * The ledger's columns: type, signed amount (in the account's currency), booked day, description, who
 * (or "system") and when, then `reverse` on a transaction not yet reversed and not itself a reversal.
 */
function ledgerColumns(
  t: TFunction<'accounts'>,
  language: string,
  reverse: (transaction: LedgerTransaction) => void,
): GridColDef<LedgerTransaction>[] {
  return [
    {
      field: 'kind',
      headerName: t('ledger.kind'),
      width: 140,
      renderCell: ({ row }) => <Chip size="small" variant="outlined" label={t(`ledger.kinds.${row.kind}`)} />,
    },
    {
      field: 'amount',
      headerName: t('ledger.amount'),
      width: 140,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (
        <bdi style={{ color: row.amount < 0 ? 'inherit' : undefined }}>
          {formatMoney(row.amount, language, row.currency)}
        </bdi>
      ),
    },
    {
      field: 'occurredOn',
      headerName: t('ledger.day'),
      width: 120,
      valueFormatter: (v: string) => formatDay(v),
    },
    {
      field: 'description',
      headerName: t('ledger.description'),
      flex: 1,
      minWidth: 160,
      renderCell: renderDisplayText,
    },
    {
      field: 'createdByName',
      headerName: t('ledger.by'),
      width: 140,
      // No user: written by the system (automatic renewal, seeded history).
      valueGetter: (v: string | null) => v ?? t('ledger.system'),
    },
    {
      field: 'createdAt',
      headerName: t('ledger.at'),
      width: 150,
      valueFormatter: (v: string) => formatDateTime(v),
    },
    {
      field: 'actions',
      headerName: '',
      width: 130,
      sortable: false,
      renderCell: ({ row }) => <ReverseCell t={t} transaction={row} reverse={reverse} />,
    },
  ];
}

/** "Reversed" on a reversed transaction, nothing on a reversal, else the "reverse" button. */
function ReverseCell(props: {
  t: TFunction<'accounts'>;
  transaction: LedgerTransaction;
  reverse: (transaction: LedgerTransaction) => void;
}) {
  const { t, transaction, reverse } = props;
  if (transaction.reversedById) return <Chip size="small" label={t('ledger.reversed')} />;
  if (transaction.kind === 'reversal') return null;
  return (
    <Button size="small" onClick={() => reverse(transaction)}>
      {t('ledger.reverse')}
    </Button>
  );
}

/**
 * The account's ledger, newest first: type, signed amount, booked day, description, who and when; a
 * transaction not yet reversed (and not itself a reversal) can be reversed (a correction, linked to it).
 */
export function LedgerTable({ detail }: { detail: AccountDetail }) {
  const { t, i18n } = useTranslation('accounts');
  const [reversing, setReversing] = useState<LedgerTransaction | null>(null);
  const columns = useMemo(() => ledgerColumns(t, i18n.language, setReversing), [t, i18n.language]);
  return (
    <>
      <ServerGrid
        label={t('detail.ledger')}
        rows={detail.ledger}
        columns={columns}
        loading={false}
        height="auto"
        minHeight={240}
      />
      {reversing && <ReverseDialog transaction={reversing} onClose={() => setReversing(null)} />}
    </>
  );
}
