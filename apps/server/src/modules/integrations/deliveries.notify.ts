import { canManageIntegrations } from '@leadhouse/domain';
import type { IntegrationRow } from '../../db/schema/index.js';
import type { Runner } from '../../lib/sql.js';
import { notifyCoalesced, usersWhoMay } from '../notifications/index.js';

/**
 * What a failed delivery attempt tells (issue 21 §1), in the transaction that records it, to the users who
 * may manage integrations (feature `integrations` and `canManageIntegrations`: admins, super sales
 * managers):
 * - `delivery.failed` when a delivery gave up after its retries (`exhausted`), one unread line per
 *   integration whose `count` grows with each further one (`notifyCoalesced`), `{count, leadId, name}`;
 * - `integration.paused` when this attempt tripped the circuit breaker, `{name}`.
 * Both open the integration.
 */
export async function notifyDeliveryTrouble(
  tx: Runner,
  integration: Pick<IntegrationRow, 'id' | 'name'>,
  what: { exhausted: boolean; paused: boolean; leadId: string },
): Promise<void> {
  if (!what.exhausted && !what.paused) return;
  const managers = await usersWhoMay(tx, 'integrations', canManageIntegrations);
  const subject = { subject: 'integration', subjectId: integration.id } as const;
  if (what.exhausted) {
    await notifyCoalesced(tx, managers, {
      kind: 'delivery.failed',
      ...subject,
      data: { leadId: what.leadId, name: integration.name },
    });
  }
  if (what.paused) {
    await notifyCoalesced(tx, managers, {
      kind: 'integration.paused',
      ...subject,
      data: { name: integration.name },
    });
  }
}
