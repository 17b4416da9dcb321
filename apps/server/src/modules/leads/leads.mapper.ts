import {
  canManageIntegrations,
  displayStatus,
  type IntegrationHistoryEntry,
  type Lead,
  type RoleActor,
} from '@leadhouse/domain';
import type { LeadRow } from '../../db/schema/index.js';

/** A lead row with the names the list joins in. */
export type LeadListRow = LeadRow & {
  assigneeUsername: string | null;
  assigneeName: string | null;
  poolName: string | null;
  campaignDescription: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Integration send state (spec §4): the latest entry decides; a customerId means sent. */
export function integrationState(history: IntegrationHistoryEntry[]): Lead['integrationState'] {
  const last = history[history.length - 1];
  if (!last) return 'none';
  if (last.data?.customerId) return 'sent';
  return last.error ? 'error' : 'none';
}

/** The API shape of a lead (spec §3). */
export function toLead(row: LeadListRow): Lead {
  const history = row.integrationsHistory ?? [];
  return {
    internalId: row.internalId,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    phoneNumbers: row.phoneNumbers ?? [],
    personal: row.personal,
    country: row.country,
    location: row.location ?? null,
    status: displayStatus(row.status),
    funnel: row.funnel,
    source: row.source ?? null,
    platform: row.platform,
    campaign: { name: row.campaign, info: { description: row.campaignDescription } },
    infoLevel: row.infoLevel,
    trader: row.trader,
    createdBy: row.createdBy,
    assignedTo: row.assignedTo,
    assignedToUsername: row.assigneeUsername,
    assignedToName: row.assigneeName,
    poolId: row.poolId,
    poolName: row.poolName,
    affiliateId: row.affiliateId,
    depositCount: row.depositCount,
    depositAmount: Number(row.depositAmount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastContacted: iso(row.lastContacted),
    lastCommentAt: iso(row.lastCommentAt),
    referrer: row.referrer,
    ip: row.ip,
    extra: row.extra ?? null,
    uri: row.uri,
    placement: row.placement,
    campaignid: row.campaignid,
    adgroupid: row.adgroupid,
    gclid: row.gclid,
    wbraid: row.wbraid,
    integrationsHistory: history,
    integrationState: integrationState(history),
    deletedAt: iso(row.deletedAt),
  };
}

/**
 * `lead` as `actor` may read it: whoever does not manage integrations (sales users and managers, affiliates)
 * gets each history entry's error without its text (`''`: still an error, the state unchanged), which is the
 * buyer's answer ("Rejected by the partner: {…}"), as the delivery log and the route leave it out (docs/decisions.md
 * "A lead's delivery log tells a non-manager no more than its route").
 */
export function leadFor(lead: Lead, actor: RoleActor): Lead {
  if (canManageIntegrations(actor) || !lead.integrationsHistory.some((h) => h.error)) return lead;
  const history = lead.integrationsHistory.map((h) => (h.error ? { ...h, error: '' } : h));
  return { ...lead, integrationsHistory: history };
}
