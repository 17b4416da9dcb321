import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveEventPayload } from '@leadhouse/domain';
import { useLiveEvent } from '../live/live-context';

/**
 * "N new leads: show" above the leads grid (issue 21 §4): shown while `count` > 0; the rows stay where they
 * are until the user clicks "show". `more` says the count is a floor (the check reads at most that many).
 */
export function NewLeadsBanner({
  count,
  more,
  onShow,
}: {
  count: number;
  more: boolean;
  onShow: () => void;
}) {
  const { t } = useTranslation('notifications');
  if (count <= 0) return null;
  return (
    <Alert
      severity="info"
      variant="outlined"
      data-testid="new-leads-banner"
      sx={{ mx: 2, my: 0.5, py: 0, alignItems: 'center' }}
      action={
        <Button size="small" onClick={onShow}>
          {t('newLeads.show')}
        </Button>
      }
    >
      {more ? t('newLeads.more', { limit: count }) : t('newLeads.text', { count })}
    </Alert>
  );
}

/**
 * Whether lead `leadId` was changed by someone other than `userId` since it was shown (a `lead.changed`
 * event, issue 21 §4), and a way to clear the mark once the user reloaded it.
 */
export function useChangedElsewhere(leadId: string | null, userId: string | null) {
  const [changed, setChanged] = useState<string | null>(null);
  useLiveEvent('lead.changed', (payload: LiveEventPayload<'lead.changed'>) => {
    if (payload.leadId === leadId && payload.by !== userId) setChanged(payload.leadId);
  });
  return { changed: changed !== null && changed === leadId, clear: () => setChanged(null) };
}

/** "Changed by someone else: reload" inside the lead drawer. */
export function LeadChangedNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <Alert
      severity="warning"
      data-testid="lead-changed-notice"
      sx={{ mx: 2, my: 1, alignItems: 'center' }}
      action={
        <Button size="small" color="inherit" onClick={onReload}>
          {t('leadChanged.reload')}
        </Button>
      }
    >
      {t('leadChanged.text')}
    </Alert>
  );
}
