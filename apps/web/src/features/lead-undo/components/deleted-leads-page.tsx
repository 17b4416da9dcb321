import { isAdmin, PAGE_SIZE, type LeadListRow } from '@leadhouse/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ServerGrid, useGridUrlState } from '../../../components/server-grid';
import { errorText } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { useAuth } from '../../auth';
import { ForbiddenState } from '../../errors';
import { useToast } from '../../feedback';
import { useDeletedLeads, useRestoreLeads } from '../api';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
/** Deleted leads: 20, 40 or 100 a page, the leads list's default first. */
const GRID = { pageSize: PAGE_SIZE.leads, pageSizeOptions: [20, 40, 100] };

/** The ids a selection model names among `rows` (include: these; exclude: all but these). */
function selectedIds(model: GridRowSelectionModel, rows: LeadListRow[]): string[] {
  return rows.filter((r) => model.ids.has(r.id) === (model.type === 'include')).map((r) => r.id);
}

/**
 * "Deleted leads" (issue 19, admins only): the soft-deleted leads, server-paged (`GET /api/leads?DELETED=true`,
 * newest first), with Restore for the selected ones (`POST /api/leads/restore`; a lead whose phone or email
 * a live lead now holds is refused with the server's 409 message, nothing restored).
 */
export default function DeletedLeadsPage() {
  const { t } = useTranslation(['leadUndo', 'common']);
  const { user } = useAuth();
  const toast = useToast();
  const url = useGridUrlState(GRID);
  // The selection belongs to one page: another page or page size starts with none.
  const pageKey = `${url.page}/${url.pageSize}`;
  const [picked, setPicked] = useState({ pageKey, model: NO_SELECTION });
  const selection = picked.pageKey === pageKey ? picked.model : NO_SELECTION;
  const setSelection = (model: GridRowSelectionModel) => setPicked({ pageKey, model });
  const admin = user ? isAdmin(user) : false;
  const { data, isFetching, error } = useDeletedLeads(url.page, url.pageSize);
  const restore = useRestoreLeads();
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const selected = selectedIds(selection, rows);

  const columns = useMemo<GridColDef<LeadListRow>[]>(
    () => [
      {
        field: 'firstName',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) => `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
      },
      { field: 'email', headerName: t('columns.email'), flex: 1, minWidth: 180, sortable: false },
      { field: 'phoneNumber', headerName: t('columns.phone'), minWidth: 150, sortable: false },
      { field: 'country', headerName: t('columns.country'), width: 90, sortable: false },
      { field: 'status', headerName: t('columns.status'), width: 130, sortable: false },
      {
        field: 'deletedAt',
        headerName: t('columns.deletedAt'),
        width: 160,
        sortable: false,
        valueFormatter: (value: string | null) => formatDateTime(value),
      },
    ],
    [t],
  );

  if (!admin) return <ForbiddenState />;

  const onRestore = async () => {
    try {
      const result = await restore.mutateAsync(selected);
      toast.success(t('restored', { count: result.count }));
      setSelection(NO_SELECTION);
    } catch (err) {
      toast.error(errorText(err));
    }
  };

  return (
    <>
      <PageHeader
        title={t('deletedTitle')}
        subtitle={t('deletedSubtitle')}
        actions={
          <Button component={RouterLink} to="/leads" startIcon={<ArrowBack />}>
            {t('backToLeads')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        <Box
          role="toolbar"
          aria-label={t('deletedTitle')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.75, minHeight: 44 }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('selected', { count: selected.length })}
          </Typography>
          <Button
            size="small"
            variant="contained"
            startIcon={<RestoreFromTrash fontSize="small" />}
            disabled={selected.length === 0 || restore.isPending}
            onClick={() => void onRestore()}
          >
            {t('restore')}
          </Button>
        </Box>
        <Divider />
        <ServerGrid
          label={t('deletedTitle')}
          rows={data?.rows}
          rowCount={data?.count}
          hasNextPage={data?.hasMore}
          columns={columns}
          loading={isFetching}
          error={error}
          emptyText={t('deletedEmpty')}
          state={url}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          height="calc(100vh - 260px)"
        />
      </Paper>
    </>
  );
}
