import {
  ANALYTICS_WINDOW_DAYS,
  CAMPAIGN_SORT_FIELDS,
  canEditCampaigns,
  canPauseCampaign,
  PAGE_SIZE,
  type Campaign,
} from '@leadhouse/domain';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerGrid, useGridUrlState } from '../../../components/server-grid';
import { useAuth } from '../../auth';
import { periodQuery, type Period } from '../../dashboard';
import { AnalyticsToolbar } from './analytics-toolbar';
import { useCampaigns, type CampaignQuery } from '../api/analytics-api';
import { sortByParam } from '../../../lib/list-query';
import { CampaignFormDialog } from './campaign-form-dialog';
import { campaignColumns } from './campaigns-columns';

/** Spec §9: campaigns and sources cover 30 days by default. */
const WINDOW_DAYS = ANALYTICS_WINDOW_DAYS.campaigns;
const GRID = { pageSizeOptions: [PAGE_SIZE.campaigns], sortable: CAMPAIGN_SORT_FIELDS };

/**
 * The caller's campaign rights (issue 20 §2): edit (`canEditCampaigns`) and pause/resume
 * (`canPauseCampaign` over campaigns of the caller's scope); none while signed out.
 */
function useCampaignRights(): { canEdit: boolean; canPause: boolean } {
  const { user } = useAuth();
  return {
    canEdit: user ? canEditCampaigns(user) : false,
    canPause: user ? canPauseCampaign(user, true) : false,
  };
}

/** The toolbar's end (issue 20 §2): "Add campaign" for editors, else the read-only note. */
function AddCampaignOrReadOnly({ canEdit, onAdd }: { canEdit: boolean; onAdd: () => void }) {
  const { t } = useTranslation(['analytics', 'dashboard', 'common']);
  return canEdit ? (
    <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
      {t('campaigns.add')}
    </Button>
  ) : (
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
      {t('campaigns.readOnly')}
    </Typography>
  );
}

/**
 * Campaigns (spec §2 campaign form, §7 `campaigns`, §9 limit 50 and the 30-day window): each campaign with
 * its leads, FTDs, deposit amount and conversion of the window, its state, spend and cost per lead; add
 * and edit in a dialog (`canEditCampaigns`), pause and resume (`canPauseCampaign`: the list holds only
 * campaigns of the caller's scope). A sales manager reads its team's campaigns (issue 19).
 */
export function CampaignsTab() {
  const { t, i18n } = useTranslation(['analytics', 'dashboard', 'common']);
  const lang = i18n.language;
  const { canEdit, canPause } = useCampaignRights();
  const url = useGridUrlState(GRID);
  const [period, setPeriod] = useState<Period>({ kind: 'preset', days: WINDOW_DAYS });
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const query: CampaignQuery = {
    page: url.page,
    ...periodQuery(period, WINDOW_DAYS),
    limit: PAGE_SIZE.campaigns,
    ...(url.keywords && { keywords: url.keywords }),
    ...(url.sort && { sortBy: sortByParam(url.sort) }),
  };
  const { data, isFetching, error } = useCampaigns(query);
  const window = data && { from: data.from, to: data.to, timeZone: data.timeZone };
  const columns = useMemo(
    () => campaignColumns(t, { lang, window, canEdit, canPause, edit: setEditing }),
    // The window only changes with a new answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, canEdit, canPause, window?.from, window?.to, window?.timeZone],
  );
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <AnalyticsToolbar
        url={url}
        searchLabel={t('campaigns.search')}
        period={period}
        onPeriod={setPeriod}
        window={window}
        end={
          <>
            <span style={{ flex: 1 }} />
            <AddCampaignOrReadOnly canEdit={canEdit} onAdd={() => setEditing('new')} />
          </>
        }
      />
      <Divider />
      <ServerGrid
        label={t('campaigns.title')}
        rows={data?.rows}
        rowCount={data?.count}
        columns={columns}
        loading={isFetching}
        error={error}
        emptyText={t('campaigns.emptyText')}
        state={url}
        sortingOrder={['asc', 'desc']}
      />
      {editing !== null && (
        <CampaignFormDialog campaign={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Paper>
  );
}
