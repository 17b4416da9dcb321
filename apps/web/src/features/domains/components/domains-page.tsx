import type { Domain } from '@leadhouse/domain';
import Add from '@mui/icons-material/Add';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../i18n/server-message';
import { formatDateTime } from '../../../lib/format';
import { useDomains } from '../api/domains-api';
import { AddDomainDialog } from './add-domain-dialog';
import { DomainDialog } from './domain-dialog';
import { DomainStateChip } from './domain-state-chip';
import { HostingDialog } from './hosting-dialog';

/**
 * Domains screen (issue 12 §5-§6): the team's domains with their live state (polled while one is
 * pending), last check and landing page; add a domain (then its TXT record shows), open one for its
 * record, "check now", history and the serve switch; put a campaign's landing page on a verified one.
 */
export default function DomainsPage() {
  const { t } = useTranslation(['domains', 'common']);
  const [page, setPage] = useState(1);
  const [keywords, setKeywords] = useState('');
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  // `?domain=<id>` opens that domain (a notification's link, issue 21 §3).
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('domain');
  const shownId = openId ?? linkedId;
  const closeDomain = () => {
    setOpenId(null);
    if (linkedId) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('domain');
          return next;
        },
        { replace: true },
      );
    }
  };
  const [hosting, setHosting] = useState<Domain | null>(null);
  const { data, isFetching, error } = useDomains(page, keywords);

  const columns = useMemo<GridColDef<Domain>[]>(
    () => [
      {
        field: 'unicodeName',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => <span dir="ltr">{row.unicodeName}</span>,
      },
      {
        field: 'state',
        headerName: t('columns.state'),
        width: 190,
        sortable: false,
        renderCell: ({ row }) => <DomainStateChip state={row.state} />,
      },
      {
        field: 'hosting',
        headerName: t('columns.hosting'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) =>
          row.hosting ? `${row.hosting.campaignName} · ${row.hosting.title}` : t('noHosting'),
      },
      {
        field: 'lastCheckedAt',
        headerName: t('columns.lastCheck'),
        width: 220,
        sortable: false,
        valueGetter: (_v, row) =>
          row.lastCheckedAt
            ? `${formatDateTime(row.lastCheckedAt)} · ${row.lastOutcome ? t(`outcomes.${row.lastOutcome}`) : ''}`
            : t('never'),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 250,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              aria-label={t('detailsOf', { name: row.unicodeName })}
              onClick={() => setOpenId(row.id)}
            >
              {t('details')}
            </Button>
            <Button
              size="small"
              disabled={row.state !== 'verified' && row.state !== 'active'}
              aria-label={t('hostPageOf', { name: row.unicodeName })}
              onClick={() => setHosting(row)}
            >
              {t('hostPage')}
            </Button>
          </Stack>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        }
      />
      <TextField
        size="small"
        type="search"
        label={t('searchPlaceholder')}
        value={keywords}
        onChange={(e) => {
          setKeywords(e.target.value);
          setPage(1);
        }}
        sx={{ mb: 2, width: 320, maxWidth: '100%' }}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DataGrid
          aria-label={t('title')}
          rows={data?.rows ?? []}
          rowCount={data?.count ?? 0}
          columns={columns}
          loading={isFetching && !data}
          density="compact"
          paginationMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          pageSizeOptions={[50]}
          paginationModel={{ page: page - 1, pageSize: 50 }}
          onPaginationModelChange={(m) => setPage(m.page + 1)}
          slots={{
            noRowsOverlay: () => (
              <EmptyState
                compact
                icon={<LanguageOutlined />}
                title={error ? errorText(error) : t('common:empty.noRecord')}
                text={error ? undefined : t('emptyText')}
              />
            ),
          }}
          sx={{ border: 0, height: 'calc(100vh - 300px)', minHeight: 360 }}
        />
      </Paper>
      {adding && (
        <AddDomainDialog
          onClose={() => setAdding(false)}
          onAdded={(d) => {
            setAdding(false);
            setOpenId(d.id);
          }}
        />
      )}
      {shownId && !hosting && (
        <DomainDialog
          id={shownId}
          onClose={closeDomain}
          onHost={() => {
            const row = data?.rows.find((d) => d.id === shownId);
            if (row) setHosting(row);
          }}
        />
      )}
      {hosting && <HostingDialog domain={hosting} onClose={() => setHosting(null)} />}
    </>
  );
}
