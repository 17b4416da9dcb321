import { z } from 'zod';
import { LEAD_FUNNELS, LEAD_STATUSES, QUICK_ACTION_ID_LIST } from './leads.js';
import { MSG } from './messages.js';
import { MAX_BULK_IDS } from './lead-schemas.js';
import { UndoRefSchema } from './lead-undo.js';

/* Request bodies of the lead write actions (comment, status, funnel, assign, delete, quick action). */

const bulkIds = z
  .array(z.uuid(MSG.validation.uuid), { error: MSG.validation.selectLeads })
  .min(1, MSG.validation.selectLeads)
  .max(MAX_BULK_IDS, MSG.validation.tooManyLeads);

/** `POST /api/leads/addComment`. */
export const AddCommentSchema = z.object({
  leadId: z.uuid('leadId must be a UUID'),
  text: z
    .string({ error: MSG.validation.commentRequired })
    .trim()
    .min(1, MSG.validation.commentRequired)
    .max(5000),
});
export type AddComment = z.infer<typeof AddCommentSchema>;

const statusField = z.enum(LEAD_STATUSES, {
  error: (iss) =>
    iss.input === undefined || iss.input === ''
      ? MSG.validation.statusRequired
      : MSG.validation.unknownStatus,
});
const funnelField = z.enum(LEAD_FUNNELS, {
  error: (iss) =>
    iss.input === undefined || iss.input === ''
      ? MSG.validation.funnelRequired
      : MSG.validation.unknownFunnel,
});

/** `POST /api/leads/changeStatus` (spec §5: a status change requires a status). */
export const ChangeStatusSchema = z.object({ leadId: z.uuid('leadId must be a UUID'), status: statusField });
/** `POST /api/leads/bulkStatus`. */
export const BulkStatusSchema = z.object({ leads: bulkIds, status: statusField });
/** `POST /api/leads/bulkFunnel` (spec §5: a funnel change requires a funnel). */
export const BulkFunnelSchema = z.object({ leads: bulkIds, funnel: funnelField });
/** `POST /api/leads/markAsDeleted` and `POST /api/leads/restore`; also the body of quick actions. */
export const LeadIdsSchema = z.object({ leadsIds: bulkIds });
/** `POST /api/leads/assign`: to one user (by username) or round-robin over a pool's active members. */
export const AssignLeadsSchema = z
  .object({
    leadsIds: bulkIds,
    username: z.string().trim().min(1).max(320).optional(),
    poolId: z.uuid('poolId must be a UUID').optional(),
  })
  .refine((v) => (v.username === undefined) !== (v.poolId === undefined), {
    message: MSG.validation.userOrPool,
    path: ['username'],
  });
export type AssignLeads = z.infer<typeof AssignLeadsSchema>;

export const QuickActionQuerySchema = z.object({
  QUICK_ACTION: z.enum([...QUICK_ACTION_ID_LIST] as [string, ...string[]], {
    error: MSG.validation.unknownQuickAction,
  }),
});

/**
 * Answer of every bulk action: how many leads it touched, and for an undoable action (status, funnel,
 * assign, delete, quick action) the `undo` reference `POST /api/leads/undo` takes.
 */
export const BulkResultSchema = z.object({
  message: z.string(),
  count: z.number().int(),
  undo: UndoRefSchema.optional(),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;
