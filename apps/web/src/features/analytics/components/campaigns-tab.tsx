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
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridUrlState } from '../../../components/server-grid';
import { useAuth } from '../../auth';
import type { Period } from '../../dashboard';
import { AnalyticsGrid, analyticsListQuery, useAnswerWindow } from './analytics-grid';
import { useCampaigns } from '../api/analytics-api';
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
  const list = useCampaigns(analyticsListQuery(url, period, WINDOW_DAYS, PAGE_SIZE.campaigns));
  const window = useAnswerWindow(list.data);
  const columns = useMemo(
    () => campaignColumns(t, { lang, window, canEdit, canPause, edit: setEditing }),
    [t, lang, canEdit, canPause, window],
  );
  return (
    <AnalyticsGrid
      tab="campaigns"
      url={url}
      period={period}
      onPeriod={setPeriod}
      window={window}
      end={
        <>
          <span style={{ flex: 1 }} />
          <AddCampaignOrReadOnly canEdit={canEdit} onAdd={() => setEditing('new')} />
        </>
      }
      list={list}
      columns={columns}
      sortingOrder={['asc', 'desc']}
    >
      {editing !== null && (
        <CampaignFormDialog campaign={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </AnalyticsGrid>
  );
}
