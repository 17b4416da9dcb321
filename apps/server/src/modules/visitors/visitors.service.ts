import {
  ORIGIN_FIELDS,
  UTM_FIELDS,
  type LeadAttribution,
  type VisitQuery,
  type VisitResponse,
  MSG,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { UTM_COLUMNS } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { leadScope } from '../leads/index.js';
import { attributionOf, insertVisit, visitorExists } from './visitors.repository.js';

/** Longest User-Agent kept (characters). */
const MAX_USER_AGENT = 500;

/**
 * `GET /api/visitor` (spec §7): records one visit with its click ids and UTM values, raw (case and spaces
 * kept, bounded by the query schema), the caller's address and User-Agent. A known `visitorId` adds the
 * visit to that visitor (its first visit stays the first touch); an unknown or absent one starts a new
 * visitor. Returns the visitor id the landing page sends with its lead.
 */
export async function recordVisit(
  db: Db,
  query: VisitQuery,
  client: { ip: string; userAgent: string | undefined },
): Promise<VisitResponse> {
  const known = query.visitorId && (await visitorExists(db, query.visitorId)) ? query.visitorId : undefined;
  const visitorId = await insertVisit(db, {
    visitorId: known,
    uri: query.uri ?? null,
    referrer: query.referrer ?? null,
    placement: query.placement ?? null,
    campaignid: query.campaignid ?? null,
    adgroupid: query.adgroupid ?? null,
    gclid: query.gclid ?? null,
    wbraid: query.wbraid ?? null,
    gbraid: query.gbraid ?? null,
    fbclid: query.fbclid ?? null,
    ttclid: query.ttclid ?? null,
    msclkid: query.msclkid ?? null,
    platform: query.platform ?? null,
    utmSource: query.utm_source ?? null,
    utmMedium: query.utm_medium ?? null,
    utmCampaign: query.utm_campaign ?? null,
    utmTerm: query.utm_term ?? null,
    utmContent: query.utm_content ?? null,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
  });
  return { visitorId };
}

/**
 * `GET /api/leads/:id/attribution`: the first touch of a lead the actor sees.
 * @throws AppError NOT_FOUND for an unknown or invisible lead, or a lead without attribution (typed in or
 * imported).
 */
export async function leadAttribution(db: Db, actor: Actor, leadId: string): Promise<LeadAttribution> {
  const { row } = await attributionOf(db, leadId, await leadScope(db, actor));
  if (!row) throw notFound(MSG.problems.noAttribution);
  const out: Record<string, string | null> = {};
  for (const f of ORIGIN_FIELDS) out[f] = row[f];
  for (const f of UTM_FIELDS) out[f] = row[UTM_COLUMNS[f]];
  return {
    leadId: row.leadId,
    visitorId: row.visitorId,
    origin: row.origin,
    touchedAt: row.touchedAt.toISOString(),
    ...(out as Omit<LeadAttribution, 'leadId' | 'visitorId' | 'origin' | 'touchedAt'>),
  };
}
