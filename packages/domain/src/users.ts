import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';
import { listQuerySchema, listResponseSchema } from './common.js';
import { VALIDATION } from './messages.js';
import { FeatureSchema, RoleSchema } from './roles.js';

/** A user as the API shows it (spec §3 User). Never carries the password hash. */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  picture: z.string().nullable(),
  role: RoleSchema,
  stageName: z.string().nullable(),
  active: z.boolean(),
  managerId: z.string().nullable(),
  featureOverrides: z.partialRecord(FeatureSchema, z.boolean()).nullable(),
  createdAt: z.string().describe('UTC instant, ISO 8601'),
  lastLoginAt: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** Short user shape for pickers (assignee, managers). */
export const UserOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  role: RoleSchema,
});
export type UserOption = z.infer<typeof UserOptionSchema>;

const nameField = z.string().trim().min(2, VALIDATION.name).max(120);
const emailField = z.string().trim().toLowerCase().pipe(z.email(VALIDATION.email).max(320));

/** `POST /api/users`: create a user (admin / super sales manager). */
export const UserCreateSchema = z
  .object({
    name: nameField,
    email: emailField,
    username: z.string().trim().toLowerCase().min(2).max(320).optional(),
    password: z.string().min(8, VALIDATION.passwordTooShort).max(1024),
    role: RoleSchema,
    stageName: z.string().trim().max(120).nullish(),
    picture: z.url().max(2000).nullish(),
    active: z.boolean().default(true),
    managerId: z.uuid().nullish(),
    featureOverrides: z.partialRecord(FeatureSchema, z.boolean()).nullish(),
  })
  .strict();
export type UserCreate = z.infer<typeof UserCreateSchema>;

/**
 * `PUT /api/users`: update by id (spec §7 "by id"; §4 save rule: an id longer than 2 characters updates).
 * Every field but id is optional; only sent fields change.
 */
export const UserUpdateSchema = z
  .object({
    id: z.uuid('id must be a UUID'),
    name: nameField.optional(),
    email: emailField.optional(),
    password: z.string().min(8, VALIDATION.passwordTooShort).max(1024).optional(),
    role: RoleSchema.optional(),
    stageName: z.string().trim().max(120).nullish(),
    picture: z.url().max(2000).nullish(),
    active: z.boolean().optional(),
    managerId: z.uuid().nullish(),
    featureOverrides: z.partialRecord(FeatureSchema, z.boolean()).nullish(),
  })
  .strict();
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** Sortable user columns. */
export const USER_SORT_FIELDS = ['name', 'email', 'role', 'createdAt', 'lastLoginAt', 'active'] as const;

export const UserListQuerySchema = listQuerySchema(PAGE_SIZE.users).extend({
  role: RoleSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
export const UserListResponseSchema = listResponseSchema(UserSchema);
export type UserListResponse = z.infer<typeof UserListResponseSchema>;

export const SalesListQuerySchema = listQuerySchema(PAGE_SIZE.salesUsers);
export const UserOptionListResponseSchema = listResponseSchema(UserOptionSchema);
