import { eq } from 'drizzle-orm';
import {
  canEditLeads,
  countryCodeOf,
  isOnSalesFloor,
  type Lead,
  type LeadComment,
  type LeadForm,
  LEAD_ORIGIN_FIELDS,
  type LeadOriginField,
  storedLeadPhone,
  MSG,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { campaigns, leads } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import { findVisible } from './leads.read.service.js';
import { applyChange, insertComment, type LeadChange } from './leads.repository.js';
import { afterLeadsChanged } from './leads.notify.js';
import { allow, duplicateError, inTransaction } from './leads.tx.js';
import { leadScope } from './leads.visibility.js';

/**
 * The form's origin fields (spec §3: uri, placement, campaignid, adgroupid, gclid, wbraid) as lead columns,
 * raw like the intake stores them; only the fields sent with a value (an update keeps what it is not sent,
 * and a `null`, which the lead's answer shows for none, is not a value).
 */
function originColumns(form: LeadForm): Partial<Pick<typeof leads.$inferInsert, LeadOriginField>> {
  return Object.fromEntries(LEAD_ORIGIN_FIELDS.filter((f) => form[f] != null).map((f) => [f, form[f]]));
}

/**
 * The lead columns a saved form sets (create and update alike): names, email, the phone as `storedLeadPhone`
 * reads it in the lead's country, country, campaign, and the platform (lower case), personal note and origin
 * fields when sent (an update keeps what it is not sent; a new lead has none of them).
 */
function formColumns(form: LeadForm) {
  const country = countryCodeOf(form.country)!;
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phoneNumber: storedLeadPhone(form.phoneNumber, country),
    country,
    campaign: form.campaign,
    ...(form.platform !== undefined && { platform: form.platform?.toLowerCase() ?? null }),
    ...(form.personal !== undefined && { personal: form.personal }),
    ...originColumns(form),
  } satisfies Partial<typeof leads.$inferInsert>;
}

/**
 * Adds a lead (spec §5; `POST /api/leads`), with the origin fields of spec §3 when sent. The campaign defaults to CRM and is created when new. The lead
 * starts inside its creator's scope: sales-floor creators are its assignee, an affiliate is its affiliate,
 * an integration its creator. The phone is stored as `storedLeadPhone` reads it in the lead's country
 * (the schema's phone rule, issue 19 D: `+966 50 123 4567` → `966-0501234567`).
 * @throws AppError CONFLICT (409) naming the field when a live lead has the same phone or email.
 */
export async function createLead(db: Db, actor: Actor, form: LeadForm): Promise<Lead> {
  const owner: Partial<typeof leads.$inferInsert> = isOnSalesFloor(actor.role)
    ? { assignedTo: actor.id }
    : actor.role === 'affiliate'
      ? { affiliateId: actor.id }
      : {};
  try {
    const id = await db.transaction(async (tx) => {
      await tx.insert(campaigns).values({ name: form.campaign }).onConflictDoNothing();
      const [row] = await tx
        .insert(leads)
        .values({
          ...formColumns(form),
          status: form.status ?? 'NEW',
          funnel: form.funnel ?? null,
          createdBy: actor.id,
          ...owner,
        })
        .returning({ id: leads.id });
      return row!.id;
    });
    return await findVisible(db, actor, id);
  } catch (err) {
    throw duplicateError(err) ?? err;
  }
}

/**
 * Updates a lead from the form (`PUT /api/leads`, or `POST` with an id longer than 2 characters: spec §4
 * save rule). Status and funnel changes are written to the history; when a sales-floor user changes the
 * status or the funnel, `lastContacted` becomes now (docs/decisions.md).
 * @throws AppError FORBIDDEN for roles that cannot edit (`canEditLeads`); NOT_FOUND for an unknown or
 * invisible id; CONFLICT for a duplicate phone or email.
 */
export async function updateLead(db: Db, actor: Actor, id: string, form: LeadForm): Promise<Lead> {
  allow(canEditLeads(actor), 'edit leads');
  try {
    await inTransaction(db, async (tx) => {
      const scope = await leadScope(tx, actor);
      const change: LeadChange = {};
      if (form.status !== undefined) change.status = form.status;
      if (form.funnel !== undefined) change.funnel = form.funnel;
      if (isOnSalesFloor(actor.role)) change.contacted = 'ifChanged';
      const { matched } = await applyChange(tx, scope, [id], change, actor.id);
      if (matched !== 1) throw notFound(MSG.problems.leadNotFound);
      await tx.insert(campaigns).values({ name: form.campaign }).onConflictDoNothing();
      await tx.update(leads).set(formColumns(form)).where(eq(leads.id, id));
      await afterLeadsChanged(tx, actor, [id], change);
    });
  } catch (err) {
    throw duplicateError(err) ?? err;
  }
  return findVisible(db, actor, id);
}

/**
 * Adds a comment to a visible lead and stamps `lastCommentAt`, in one statement; a comment by a
 * sales-floor user (`isOnSalesFloor`) also stamps `lastContacted` (docs/decisions.md). Everyone who sees
 * a lead may comment on it.
 * @throws AppError NOT_FOUND for an unknown or invisible lead.
 */
export async function addComment(db: Db, actor: Actor, leadId: string, text: string): Promise<LeadComment> {
  const scope = await leadScope(db, actor);
  const row = await insertComment(db, scope, leadId, text, actor.id, isOnSalesFloor(actor.role));
  if (!row) throw notFound(MSG.problems.leadNotFound);
  await afterLeadsChanged(db, actor, [leadId], {});
  return {
    _id: row.id,
    leadId,
    text,
    createdAt: row.createdAt.toISOString(),
    createdBy: { id: actor.id, name: actor.user.name },
  };
}
