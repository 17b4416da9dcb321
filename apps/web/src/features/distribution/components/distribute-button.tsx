import { canDistributeLeads } from '@leadhouse/domain';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/i18n';
import { useAuth } from '../../auth';
import { useToast } from '../../feedback';
import { useDistributeLeads } from '../api/distribution-api';

/**
 * "Distribute" in the leads bulk bar (`POST /api/leads/distribute {leadsIds}`; managers and admins,
 * `canDistributeLeads`): after a confirmation naming how many leads go (a send cannot be called back),
 * routes the selected leads through their matching flows and says how many went, how many of them no buyer
 * takes now (held: a warning), how many matched no flow and how many were already distributed.
 */
export function DistributeButton({
  leadIds,
  onDistributed,
}: {
  leadIds: readonly string[];
  /** After the leads were handed to their flows (the bulk bar clears its selection). */
  onDistributed?: () => void;
}) {
  const { t } = useTranslation('distribution');
  const { user } = useAuth();
  const toast = useToast();
  const distribute = useDistributeLeads();
  const [confirming, setConfirming] = useState(false);
  if (!user || !canDistributeLeads(user)) return null;
  const run = () =>
    distribute.mutate([...leadIds], {
      // Leads no buyer takes now are held: said as a warning, not as a success.
      onSuccess: (r) => {
        setConfirming(false);
        onDistributed?.();
        const counts = { noFlow: r.noFlow, skipped: r.skipped };
        if (r.held > 0)
          toast.show(t('bulk.doneHeld', { sent: r.count - r.held, held: r.held, ...counts }), 'warning');
        else toast.success(t('bulk.done', { n: r.count, ...counts }));
      },
      // The dialog stays open: the user may try again or cancel.
      onError: (e) => toast.error(errorText(e)),
    });
  return (
    <>
      <Button
        size="small"
        startIcon={<AltRouteOutlined />}
        disabled={leadIds.length === 0}
        loading={distribute.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('bulk.distribute')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('bulk.confirmTitle')}
        text={t('bulk.confirmText', { n: leadIds.length })}
        confirmLabel={t('bulk.distribute')}
        busy={distribute.isPending}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
