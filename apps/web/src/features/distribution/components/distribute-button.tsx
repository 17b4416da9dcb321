import { canDistributeLeads } from '@leadhouse/domain';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { toastOutcome } from '../../../lib/outcome-toasts';
import { useAuth } from '../../auth';
import { useToast } from '../../feedback';
import { useDistributeLeads } from '../api/distribution-api';

/**
 * "Distribute" in the leads bulk bar (`POST /api/leads/distribute {leadsIds}`; managers and admins,
 * `canDistributeLeads`): routes the selected leads through their matching flows and says how many went,
 * how many matched no flow and how many were already distributed.
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
        distribute.mutate(
          [...leadIds],
          toastOutcome(toast, (r) => t('bulk.done', { n: r.count, noFlow: r.noFlow, skipped: r.skipped })),
        )
      }
    >
      {t('bulk.distribute')}
    </Button>
  );
}
