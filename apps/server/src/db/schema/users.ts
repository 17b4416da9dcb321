import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AllowedFeatures, Role } from '@leadhouse/domain';
import { tz, uuidKey, createdAt, updatedAt, ownedBy, weakRef } from './columns.js';

/** Staff and integration users (spec §3 User). `tokenVersion` bumps revoke every issued token. */
export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    picture: text('picture'),
    role: text('role').$type<Role>().notNull(),
    stageName: text('stage_name'),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(false),
    managerId: weakRef('manager_id', (): AnyPgColumn => users.id),
    featureOverrides: jsonb('feature_overrides').$type<AllowedFeatures>(),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: tz('last_login_at'),
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
    id: uuidKey(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
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
    id: uuidKey(),
    accountKey: text('account_key').notNull(),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_key_at_idx').on(t.accountKey, t.at)],
);
