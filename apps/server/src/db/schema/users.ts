import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AllowedFeatures, Role } from '@leadhouse/domain';

/** Staff and integration users (spec §3 User). `tokenVersion` bumps revoke every issued token. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    picture: text('picture'),
    role: text('role').$type<Role>().notNull(),
    stageName: text('stage_name'),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(false),
    managerId: uuid('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    featureOverrides: jsonb('feature_overrides').$type<AllowedFeatures>(),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    index('users_role_active_idx').on(t.role, t.active),
    index('users_manager_idx').on(t.managerId),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** One-time password reset tokens; only the SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash)],
);

/**
 * Failed sign-ins per account key (lower-cased username), whatever the source IP (SECURITY.md brute force).
 * Kept in the database so every server instance shares the count.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountKey: text('account_key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_key_at_idx').on(t.accountKey, t.at)],
);
