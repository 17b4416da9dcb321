import {
  ANALYTICS_WINDOW_DAYS,
  CAMPAIGN_SORT_FIELDS,
  canEditCampaigns,
  canPauseCampaign,
  PAGE_SIZE,
  type Campaign,
} from '@leadhouse/domain';
import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { errorText } from '../../../lib/i18n';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/config';
import { useAuth } from '../../auth';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  drillHref,
  FigureLink,
  formatAmount,
  formatCount,
  formatRate,
  PeriodPicker,
  periodQuery,
  type Period,
} from '../../dashboard';
import { sortByParam, useCampaigns, type CampaignQuery } from '../api/analytics-api';
import { CampaignFormDialog } from './campaign-form-dialog';
import { campaignStateColumns, PauseButton } from './campaign-state';
import { ListToolbar } from './list-toolbar';
import { DisplayText, renderDisplayText } from '../../../lib/display-text';

/** Spec §9: campaigns and sources cover 30 days by default. */
const WINDOW_DAYS = ANALYTICS_WINDOW_DAYS.campaigns;
const SORTABLE = new Set<string>(CAMPAIGN_SORT_FIELDS);

/**
 * Campaigns (spec §2 campaign form, §7 `campaigns`, §9 limit 50 and the 30-day window): each campaign with
 * its leads, FTDs, deposit amount and conversion of the window, its state, spend and cost per lead; add
 * and edit in a dialog (`canEditCampaigns`), pause and resume (`canPauseCampaign`: the list holds only
 * campaigns of the caller's scope). A sales manager reads its team's campaigns (issue 19).
 */
export function CampaignsTab() {
  const { t, i18n } = useTranslation(['analytics', 'dashboard', 'common']);
  const lang = i18n.language;
  const { user } = useAuth();
  const canEdit = user ? canEditCampaigns(user) : false;
  const canPause = user ? canPauseCampaign(user, true) : false;
  const [search, setSearch] = useState('');
  const keywords = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState<Period>({ kind: 'preset', days: WINDOW_DAYS });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const sort = sortModel[0];
  const query: CampaignQuery = {
    page,
    ...periodQuery(period, WINDOW_DAYS),
    limit: PAGE_SIZE.campaigns,
    ...(keywords && { keywords }),
    ...(sort && {
      sortBy: sortByParam({ field: sort.field, direction: sort.sort === 'desc' ? -1 : 1 }),
    }),
  };
  const { data, isFetching, error } = useCampaigns(query);
  const window = data && { from: data.from, to: data.to, timeZone: data.timeZone };
  const columns = useMemo<GridColDef<Campaign>[]>(() => {
    const figure = (field: 'leads' | 'ftds'): GridColDef<Campaign> => ({
      field,
      headerName: t(`dashboard:figures.${field}`),
      type: 'number',
      minWidth: 90,
      flex: 0.5,
      valueGetter: (_, row) => row.figures[field],
      renderCell: ({ row }) =>
        window ? (
          <FigureLink
            href={drillHref(window, { campaign: row.name, ...(field === 'ftds' && { ftds: true }) })}
            label={t(`dashboard:tables.${field === 'ftds' ? 'openFtds' : 'openLeads'}`, {
              name: row.name,
              value: row.figures[field],
            })}
          >
            {formatCount(row.figures[field], lang)}
          </FigureLink>
        ) : (
          formatCount(row.figures[field], lang)
        ),
    });
    return [
      {
        field: 'name',
        headerName: t('campaigns.fields.name'),
        minWidth: 150,
        flex: 1,
        renderCell: renderDisplayText,
      },
      {
        field: 'description',
        headerName: t('campaigns.fields.description'),
        minWidth: 160,
        flex: 1,
        sortable: false,
        renderCell: renderDisplayText,
      },
      {
        field: 'internalId',
        headerName: t('campaigns.fields.internalId'),
        minWidth: 130,
        sortable: false,
        renderCell: renderDisplayText,
      },
      {
        field: 'link',
        headerName: t('campaigns.fields.link'),
        minWidth: 140,
        flex: 0.8,
        sortable: false,
        renderCell: ({ row }) =>
          row.link ? (
            <Link href={row.link} target="_blank" rel="noopener noreferrer">
              <DisplayText value={row.link.replace(/^https?:\/\//, '')} dir="ltr" />
            </Link>
          ) : null,
      },
      figure('leads'),
      figure('ftds'),
      {
        field: 'depositAmount',
        headerName: t('dashboard:figures.depositAmount'),
        type: 'number',
        minWidth: 120,
        valueGetter: (_, row) => row.figures.depositAmount,
        renderCell: ({ row }) => formatAmount(row.figures.depositAmount, lang),
      },
      {
        field: 'conversion',
        headerName: t('dashboard:figures.conversion'),
        type: 'number',
        minWidth: 100,
        valueGetter: (_, row) => row.figures.conversion,
        renderCell: ({ row }) => formatRate(row.figures.conversion, lang),
      },
      ...campaignStateColumns(t, lang),
      {
        field: 'actions',
        headerName: '',
        width: 80,
        sortable: false,
        renderCell: ({ row }) => (
          <>
            {canPause && <PauseButton campaign={row} />}
            {canEdit && (
              <Tooltip title={t('campaigns.edit', { name: row.name })}>
                <IconButton
                  size="small"
                  aria-label={t('campaigns.edit', { name: row.name })}
                  onClick={() => setEditing(row)}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </>
        ),
      },
    ];
    // The window only changes with a new answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, lang, canEdit, canPause, window?.from, window?.to, window?.timeZone]);
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <ListToolbar
        search={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        label={t('campaigns.search')}
      >
        <PeriodPicker
          period={period}
          onChange={(p) => {
            setPeriod(p);
            setPage(1);
          }}
          window={window}
        />
        <span style={{ flex: 1 }} />
        {canEdit ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('campaigns.add')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
            {t('campaigns.readOnly')}
          </Typography>
        )}
      </ListToolbar>
      <Divider />
      <DataGrid
        aria-label={t('campaigns.title')}
        rows={data?.rows ?? []}
        rowCount={data?.count ?? 0}
        columns={columns}
        loading={isFetching}
        density="compact"
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        sortingOrder={['asc', 'desc']}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          setSortModel(model.filter((m) => SORTABLE.has(m.field)));
          setPage(1);
        }}
        pageSizeOptions={[PAGE_SIZE.campaigns]}
        paginationModel={{ page: page - 1, pageSize: PAGE_SIZE.campaigns }}
        onPaginationModelChange={(model) => setPage(model.page + 1)}
        slots={{
          noRowsOverlay: () => (
            <EmptyState
              compact
              title={error ? errorText(error) : t('common:empty.noRecord')}
              text={error ? undefined : t('campaigns.emptyText')}
            />
          ),
        }}
        sx={{ border: 0, height: 'calc(100vh - 300px)', minHeight: 420 }}
      />
      {editing !== null && (
        <CampaignFormDialog campaign={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Paper>
  );
}
