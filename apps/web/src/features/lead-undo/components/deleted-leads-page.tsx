import { isAdmin, PAGE_SIZE, type LeadListRow } from '@leadhouse/domain';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ServerGrid, useGridUrlState, useRowSelection } from '../../../components/server-grid';
import { errorText } from '../../../lib/i18n';
import { countryName, formatDateTime } from '../../../lib/format';
import { useAuth } from '../../auth';
import { ForbiddenState } from '../../errors';
import { useToast } from '../../feedback';
import { useDeletedLeads, useRestoreLeads } from '../api';
import { useDocumentTitle } from '../../../components/screens';
import { BackArrow } from '../../../components/back-arrow';

const leadIdOf = (r: LeadListRow) => r.id;
/** Deleted leads: 20, 40 or 100 a page, the leads list's default first. */
const GRID = { pageSize: PAGE_SIZE.leads, pageSizeOptions: [20, 40, 100] };

/**
 * The deleted leads grid's columns: name, email, phone, country (its name in `language`), status (its label,
 * as the leads list shows it) and when it was deleted (not sortable).
 */
function deletedLeadColumns(
  t: TFunction<['leadUndo', 'common', 'leads']>,
  language: string,
): GridColDef<LeadListRow>[] {
  const statusLabel = (value: string) =>
    t(`leads:statuses.${value}` as 'leads:statuses.NEW', { defaultValue: value.toLowerCase() });
  const text = (shown: (value: string) => string) => (value: string | null) => (value ? shown(value) : '');
  const columns: GridColDef<LeadListRow>[] = [
    {
      field: 'firstName',
      headerName: t('columns.name'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_v, row) => `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
    },
    { field: 'email', headerName: t('columns.email'), flex: 1, minWidth: 180 },
    { field: 'phoneNumber', headerName: t('columns.phone'), minWidth: 150 },
    { field: 'country', width: 120, valueFormatter: text((v) => countryName(v, language)) },
    { field: 'status', width: 130, valueFormatter: text(statusLabel) },
    { field: 'deletedAt', width: 160, valueFormatter: text(formatDateTime) },
  ];
  const headers: Record<string, string> = {
    country: t('columns.country'),
    status: t('columns.status'),
    deletedAt: t('columns.deletedAt'),
  };
  return columns.map((c) => ({ headerName: headers[c.field], ...c, sortable: false }));
}

/** The bar above the grid: how many are selected and Restore (`POST /api/leads/restore`), which clears them. */
function RestoreBar({ selected, onRestored }: { selected: string[]; onRestored: () => void }) {
  const { t } = useTranslation(['leadUndo', 'common']);
  const toast = useToast();
  const restore = useRestoreLeads();
  const onRestore = async () => {
    try {
      const result = await restore.mutateAsync(selected);
      toast.success(t('restored', { count: result.count }));
      onRestored();
    } catch (err) {
      toast.error(errorText(err));
    }
  };
  return (
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
  );
}

/**
 * "Deleted leads" (issue 19, admins only): the soft-deleted leads, server-paged (`GET /api/leads?DELETED=true`,
 * newest first), with Restore for the selected ones (`POST /api/leads/restore`; a lead whose phone or email
 * a live lead now holds is refused with the server's 409 message, nothing restored).
 */
export default function DeletedLeadsPage() {
  const { t, i18n } = useTranslation(['leadUndo', 'common', 'leads']);
  useDocumentTitle(t('deletedTitle'));
  const { user } = useAuth();
  const url = useGridUrlState(GRID);
  const admin = user ? isAdmin(user) : false;
  const list = useDeletedLeads(url.page, url.pageSize);
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const selection = useRowSelection(`${url.page}/${url.pageSize}`, rows, leadIdOf);
  const columns = useMemo(() => deletedLeadColumns(t, i18n.language), [t, i18n.language]);

  if (!admin) return <ForbiddenState />;

  return (
    <>
      <PageHeader
        title={t('deletedTitle')}
        subtitle={t('deletedSubtitle')}
        actions={
          <Button component={RouterLink} to="/leads" startIcon={<BackArrow />}>
            {t('backToLeads')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        <RestoreBar selected={selection.selected} onRestored={selection.clear} />
        <Divider />
        <ServerGrid
          label={t('deletedTitle')}
          list={list}
          hasNextPage={list.data?.hasMore}
          columns={columns}
          emptyText={t('deletedEmpty')}
          state={url}
          checkboxSelection
          rowSelectionModel={selection.model}
          onRowSelectionModelChange={selection.select}
        />
      </Paper>
    </>
  );
}
