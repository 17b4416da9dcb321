import { sql } from 'drizzle-orm';
import {
  ANALYTICS_WINDOW_DAYS,
  canEditCampaigns,
  MSG,
  type Campaign,
  type CampaignListResponse,
  type SortBy,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { queryRows } from '../../lib/sql.js';
import type { Actor } from '../../plugins/auth.js';
import { campaignSpend, type CampaignSpend } from '../accounts/index.js';
import { campaignScopeCondition } from './campaigns.scope.js';
import {
  analyticsScope,
  FIGURE_SORT_SQL,
  figuresByCampaignSql,
  figuresOf,
  keywordMatch,
  orderBy,
  relation,
  resolveWindow,
} from '../analytics/index.js';

type CampaignDbRow = {
  id: string;
  name: string;
  description: string | null;
  internal_id: string | null;
  link: string | null;
  account_id: string | null;
  created_at: string | Date;
  paused_at: string | Date | null;
} & Record<string, unknown>;

const SORT: Record<string, string> = {
  ...FIGURE_SORT_SQL,
  name: 'name',
  createdAt: 'created_at',
  status: '(paused_at IS NOT NULL)',
};

/** A campaign row as the API answers it; `spend` when known (cost per lead = spend / leads, minor units). */
function toCampaign(r: CampaignDbRow, spend?: CampaignSpend): Campaign {
  const figures = figuresOf(r as never);
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    internalId: r.internal_id,
    link: r.link,
    accountId: r.account_id,
    createdAt: new Date(r.created_at).toISOString(),
    figures,
    status: r.paused_at ? 'paused' : 'active',
    pausedAt: r.paused_at ? new Date(r.paused_at).toISOString() : null,
    spend: spend?.spend ?? null,
    currency: spend?.currency ?? null,
    costPerLead: spend && figures.leads > 0 ? spend.spend / figures.leads : null,
  };
}

/**
 * `GET /api/campaigns` (spec §7, §9: limit 50, 30-day window): the campaigns the caller may see (admins
 * every one; anyone else the campaigns of its visible leads and those it created: issue 19 "Campaign
 * decisions") with the figures of its visible leads created in the window (cohort rule), the state
 * (active/paused), the spend booked on it in the window and cost per lead (spend / leads, minor units; null
 * when unknown); paged, sorted (name, createdAt, leads, ftds, depositAmount, conversion, status; default
 * newest first) and searched (name, description, Social ID).
 * @throws AppError VALIDATION for a bad window or sort field.
 */
export async function listCampaigns(
  db: Db,
  actor: Actor,
  q: { page: number; limit: number; keywords?: string; sortBy?: SortBy; from?: string; to?: string },
): Promise<CampaignListResponse> {
  const w = await resolveWindow(db, q, ANALYTICS_WINDOW_DAYS.campaigns);
  const f = figuresByCampaignSql(relation('adGroups', w, await analyticsScope(db, actor)));
  const scope = await campaignScopeCondition(db, actor);
  const rows = await queryRows<CampaignDbRow & { total: unknown }>(
    db,
    sql`WITH j AS (
          SELECT c.id, c.name, c.description, c.internal_id, c.link, c.account_id, c.created_at, c.paused_at,
                 coalesce(f.leads, 0) AS leads, coalesce(f.new_leads, 0) AS new_leads, coalesce(f.ftds, 0) AS ftds,
                 coalesce(f.deposits, 0) AS deposits, coalesce(f.deposit_amount, 0) AS deposit_amount,
                 coalesce(f.delivered, 0) AS delivered
          FROM campaigns c LEFT JOIN ${f} f ON f.campaign = c.name
          ${scope ? sql`WHERE ${scope}` : sql``})
        SELECT *, count(*) OVER () AS total FROM j
        WHERE ${keywordMatch(q.keywords, ['name', 'description', 'internal_id'])}
        ORDER BY ${orderBy(q.sortBy, SORT, 'created_at DESC')}
        LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  const spends = await campaignSpend(
    db,
    rows.map((r) => ({ id: r.id, accountId: r.account_id })),
    w.from,
    w.to,
  );
  return {
    rows: rows.map((r) => toCampaign(r, spends.get(r.id))),
    count: rows.length ? Number(rows[0]!.total) : 0,
    from: w.from,
    to: w.to,
    timeZone: w.timeZone,
  };
}

type CampaignInput = {
  name: string;
  description: string;
  internalId: string;
  link: string | null;
  accountId?: string | null;
};

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * `POST /api/campaigns` (spec §5 campaign form, §8 'CAMPAIGN Added Successfully!' shown by the client).
 * Admins and super sales managers (`canEditCampaigns`); a sales manager reads campaigns only (403).
 * @throws AppError FORBIDDEN for a caller who may not edit campaigns; CONFLICT `messages.campaignNameTaken` when a campaign has this name.
 */
export async function createCampaign(db: Db, actor: Actor, input: CampaignInput): Promise<Campaign> {
  if (!canEditCampaigns(actor)) throw forbidden();
  try {
    const [row] = await queryRows<CampaignDbRow>(
      db,
      sql`INSERT INTO campaigns (name, description, internal_id, link, account_id, created_by)
          VALUES (${input.name}, ${input.description}, ${input.internalId}, ${input.link},
                  ${input.accountId ?? null}::uuid, ${actor.id}::uuid)
          RETURNING *`,
    );
    return toCampaign(row!);
  } catch (e) {
    throw nameTakenOr(e);
  }
}

/**
 * `PUT /api/campaigns/:id`: edits the campaign; a new name moves its leads with it (one UPDATE, inside the
 * same transaction; rollups follow through their triggers), so no lead is left naming a lost campaign.
 * `canEditCampaigns` as for adding.
 * @throws AppError FORBIDDEN (may not edit campaigns); NOT_FOUND for an unknown id; CONFLICT when the new
 * name is taken.
 */
export async function updateCampaign(
  db: Db,
  actor: Actor,
  id: string,
  input: CampaignInput,
): Promise<Campaign> {
  if (!canEditCampaigns(actor)) throw forbidden();
  try {
    return await db.transaction(async (tx) => {
      const [old] = await queryRows<{ name: string }>(
        tx,
        sql`SELECT name FROM campaigns WHERE id = ${id}::uuid FOR UPDATE`,
      );
      if (!old) throw notFound(MSG.problems.campaignNotFound);
      const [row] = await queryRows<CampaignDbRow>(
        tx,
        sql`UPDATE campaigns SET name = ${input.name}, description = ${input.description},
              internal_id = ${input.internalId}, link = ${input.link},
              account_id = ${input.accountId === undefined ? sql`account_id` : sql`${input.accountId}::uuid`},
              updated_at = now()
            WHERE id = ${id}::uuid RETURNING *`,
      );
      if (old.name !== input.name) {
        await tx.execute(
          sql`UPDATE leads SET campaign = ${input.name}, updated_at = now() WHERE campaign = ${old.name}`,
        );
      }
      return toCampaign(row!);
    });
  } catch (e) {
    throw nameTakenOr(e);
  }
}

/** A unique violation on the name as the 409 that names the field; any other error as it is. */
function nameTakenOr(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  return conflict(MSG.messages.campaignNameTaken, [
    { field: 'name', message: MSG.messages.campaignNameTaken },
  ]);
}
