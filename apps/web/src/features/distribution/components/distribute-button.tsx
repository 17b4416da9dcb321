import { canDistributeLeads } from '@leadhouse/domain';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { useAuth } from '../../auth';
import { useToast } from '../../feedback';
import { useDistributeLeads } from '../api/distribution-api';

/**
 * "Distribute" in the leads bulk bar (`POST /api/leads/distribute {leadsIds}`; managers and admins,
 * `canDistributeLeads`): routes the selected leads through their matching flows and says how many went,
 * how many of them no buyer takes now (held: a warning), how many matched no flow and how many were already
 * distributed.
 */
export function DistributeButton({ leadIds }: { leadIds: readonly string[] }) {
  const { t } = useTranslation('distribution');
  const { user } = useAuth();
  const toast = useToast();
  const distribute = useDistributeLeads();
  if (!user || !canDistributeLeads(user)) return null;
  return (
    <Button
      size="small"
      startIcon={<AltRouteOutlined />}
      disabled={leadIds.length === 0}
      loading={distribute.isPending}
      onClick={() =>
        distribute.mutate([...leadIds], {
          // Leads no buyer takes now are held: said as a warning, not as a success.
          onSuccess: (r) => {
            const counts = { noFlow: r.noFlow, skipped: r.skipped };
            if (r.held > 0)
              toast.show(t('bulk.doneHeld', { sent: r.count - r.held, held: r.held, ...counts }), 'warning');
            else toast.success(t('bulk.done', { n: r.count, ...counts }));
          },
          onError: (e) => toast.error(errorText(e)),
        })
      }
    >
      {t('bulk.distribute')}
    </Button>
  );
}
