import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CheckOutcome, DomainState, HostingLocale } from '@leadhouse/domain';
import { campaigns } from './leads.js';
import { users } from './users.js';
import { tz, uuidKey, createdAt, weakRef, ref } from './columns.js';

/**
 * Domains (domains module, docs/decisions.md "Domains and hosting"). `name` is the ASCII (IDNA) form,
 * lower case, no trailing dot, unique. `token` is the random value the owner puts in the TXT record
 * `_leadhouse.<name>`. `next_check_at` is the truth of the re-check schedule (the job queue only wakes
 * the checker): a lost job is found again by the sweep. Rows are never deleted.
 */
export const domains = pgTable(
  'domains',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    unicodeName: text('unicode_name').notNull(),
    origin: text('origin'),
    token: text('token').notNull(),
    state: text('state').$type<DomainState>().notNull().default('pending_verification'),
    failureReason: text('failure_reason').$type<CheckOutcome>(),
    activateWhenVerified: boolean('activate_when_verified').notNull().default(true),
    lastOutcome: text('last_outcome').$type<CheckOutcome>(),
    lastCheckedAt: tz('last_checked_at'),
    nextCheckAt: tz('next_check_at'),
    /** Start of the current pending period (creation, or a "check now" on a failed domain). */
    pendingSince: tz('pending_since').notNull(),
    checkCount: integer('check_count').notNull().default(0),
    misses: integer('misses').notNull().default(0),
    verifiedAt: tz('verified_at'),
    activatedAt: tz('activated_at'),
    createdBy: weakRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('domains_name_key').on(t.name),
    index('domains_due_idx')
      .on(t.nextCheckAt)
      .where(sql`next_check_at IS NOT NULL`),
    index('domains_created_idx').on(t.createdAt, t.id),
  ],
);
export type DomainRow = typeof domains.$inferSelect;

/** Every TXT check of a domain, with what it found and the state it left (append-only history). */
export const domainChecks = pgTable(
  'domain_checks',
  {
    id: uuidKey(),
    domainId: ref('domain_id', () => domains.id).notNull(),
    checkedAt: tz('checked_at').notNull(),
    trigger: text('trigger').$type<'schedule' | 'manual'>().notNull(),
    outcome: text('outcome').$type<CheckOutcome>().notNull(),
    detail: text('detail'),
    stateBefore: text('state_before').$type<DomainState>().notNull(),
    stateAfter: text('state_after').$type<DomainState>().notNull(),
    checkedBy: weakRef('checked_by', () => users.id),
  },
  (t) => [index('domain_checks_domain_idx').on(t.domainId, t.checkedAt)],
);
export type DomainCheckRow = typeof domainChecks.$inferSelect;

/**
 * A campaign's landing page on a domain. The current one of a domain has `replaced_at` NULL (at most one,
 * unique partial index); a new hosting on the same domain replaces it (kept).
 */
export const hostings = pgTable(
  'hostings',
  {
    id: uuidKey(),
    domainId: ref('domain_id', () => domains.id).notNull(),
    campaignId: ref('campaign_id', () => campaigns.id).notNull(),
    title: text('title').notNull(),
    headline: text('headline'),
    description: text('description'),
    locale: text('locale').$type<HostingLocale>().notNull().default('en'),
    createdBy: weakRef('created_by', () => users.id),
    createdAt: createdAt(),
    replacedAt: tz('replaced_at'),
  },
  (t) => [
    uniqueIndex('hostings_current_key')
      .on(t.domainId)
      .where(sql`replaced_at IS NULL`),
  ],
);
export type HostingRow = typeof hostings.$inferSelect;
