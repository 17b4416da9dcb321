import { leadRoutes } from '@leadhouse/domain';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { LeadChangedNotice, useChangedElsewhere } from '../../notifications';

/**
 * Inside the lead drawer: "Changed by someone else: reload" once a `lead.changed` event says another user
 * changed the open lead (issue 21 §4). What the drawer shows stays until the user reloads it.
 */
export function LeadChanged({ leadId }: { leadId: string | null }) {
  const { user } = useAuth();
  const client = useQueryClient();
  const { changed, clear } = useChangedElsewhere(leadId, user?.id ?? null);
  if (!changed || !leadId) return null;
  return (
    <LeadChangedNotice
      onReload={() => {
        clear();
        void client.invalidateQueries({
          queryKey: queryKeyOf(leadRoutes.detail, { params: { id: leadId } }),
        });
      }}
    />
  );
}
