import { sql, type SQL } from 'drizzle-orm';
import type { Delivery, Integration } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import type { DeliveryRow, IntegrationRow } from '../../db/schema/index.js';
import type { LeadValues } from './integrations.payload.js';

/** Any handle that runs SQL (database or transaction). */
export type Runner = Pick<Db, 'execute'>;

/** Runs `query` and returns its rows (both drivers answer `{rows}`). */
export async function rows<T>(db: Runner, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** An integration as answered: secret header values are null, never the ciphertext. */
export function toIntegration(
  row: IntegrationRow,
  userName: string,
  counts: Record<string, number> = {},
): Integration {
  return {
    id: row.id,
    userId: row.userId,
    userName,
    name: row.name,
    url: row.url,
    method: row.method as Integration['method'],
    bodyFormat: row.bodyFormat as Integration['bodyFormat'],
    headers: row.headers.map((h) => ({ name: h.name, value: h.secret ? null : h.value, secret: h.secret })),
    mapping: row.mapping,
    customerIdPath: row.customerIdPath,
    rejectStatuses: row.rejectStatuses,
    rejectText: row.rejectText,
    rateLimitPerSecond: row.rateLimitPerSecond,
    active: row.active,
    pausedAt: iso(row.pausedAt),
    pausedReason: row.pausedReason,
    consecutiveFailures: row.consecutiveFailures,
    distribution: row.distribution ?? null,
    counts,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/** Deliveries per state for each integration in `ids`. */
export async function deliveryCounts(
  db: Runner,
  ids: string[],
): Promise<Map<string, Record<string, number>>> {
  const out = new Map<string, Record<string, number>>();
  if (ids.length === 0) return out;
  const found = await rows<{ integration_id: string; state: string; n: number | string }>(
    db,
    sql`SELECT integration_id, state, count(*) AS n FROM integration_deliveries
        WHERE integration_id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) GROUP BY integration_id, state`,
  );
  for (const r of found) {
    const counts = out.get(r.integration_id) ?? {};
    counts[r.state] = Number(r.n);
    out.set(r.integration_id, counts);
  }
  return out;
}

/** A delivery row (raw SQL, snake case) as answered. */
export interface DeliverySqlRow {
  id: string;
  integration_id: string;
  integration_name: string;
  lead_id: string;
  state: Delivery['state'];
  attempts: number;
  next_attempt_at: Date | string | null;
  customer_id: string | null;
  last_error: string | null;
  replays: number;
  returned_at: Date | string | null;
  by_distribution: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

export function toDelivery(r: DeliverySqlRow): Delivery {
  return {
    id: r.id,
    integrationId: r.integration_id,
    integrationName: r.integration_name,
    leadId: r.lead_id,
    state: r.state,
    attempts: r.attempts,
    nextAttemptAt: iso(r.next_attempt_at),
    customerId: r.customer_id,
    lastError: r.last_error,
    replays: r.replays,
    returnedAt: iso(r.returned_at),
    byDistribution: r.by_distribution,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

/** Columns of `DeliverySqlRow` over `integration_deliveries d JOIN integrations i`. */
export const DELIVERY_COLUMNS = sql.raw(
  `d.id, d.integration_id, i.name AS integration_name, d.lead_id, d.state, d.attempts, d.next_attempt_at,
   d.customer_id, d.last_error, d.replays, d.returned_at, d.max_attempts IS NOT NULL AS by_distribution,
   d.created_at, d.updated_at`,
);

/** The `leads` columns a mapping reads (over a `leads` relation), for `toLeadValues`. */
export const LEAD_VALUE_COLUMNS = sql.raw(
  `leads.first_name, leads.last_name, leads.email, leads.phone_number, leads.country, leads.status,
   leads.funnel, leads.campaign, leads.platform, leads.referrer, leads.ip, leads.uri, leads.placement,
   leads.campaignid, leads.adgroupid, leads.gclid, leads.wbraid,
   to_char(leads.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS lead_created_at,
   leads.id::text AS lead_uuid`,
);

/** Mappable values from a row selected with `LEAD_VALUE_COLUMNS`. */
export function toLeadValues(r: Record<string, unknown>): LeadValues {
  const v = (k: string) => (r[k] === null || r[k] === undefined ? null : String(r[k]));
  return {
    id: v('lead_uuid'),
    firstName: v('first_name'),
    lastName: v('last_name'),
    fullName: `${v('first_name') ?? ''} ${v('last_name') ?? ''}`.trim(),
    email: v('email'),
    phoneNumber: v('phone_number'),
    country: v('country'),
    status: v('status'),
    funnel: v('funnel'),
    campaign: v('campaign'),
    platform: v('platform'),
    referrer: v('referrer'),
    ip: v('ip'),
    uri: v('uri'),
    placement: v('placement'),
    campaignid: v('campaignid'),
    adgroupid: v('adgroupid'),
    gclid: v('gclid'),
    wbraid: v('wbraid'),
    createdAt: v('lead_created_at'),
  };
}

/** The mappable values of one lead (any state; the caller checks visibility), or undefined. */
export async function leadValues(db: Runner, leadId: string): Promise<LeadValues | undefined> {
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT ${LEAD_VALUE_COLUMNS} FROM leads WHERE id = ${leadId}::uuid`,
  );
  return r ? toLeadValues(r) : undefined;
}

export type { DeliveryRow };
