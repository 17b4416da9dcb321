import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';
import { listQuerySchema, listResponseSchema } from './common.js';
import { MSG } from './messages.js';
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

/** Longest `picture` data URL: 200,000 characters of base64, about 150 KB of image. */
export const PICTURE_DATA_URL_MAX = 200_000;
/** Longest `picture` http(s) URL. */
export const PICTURE_URL_MAX = 2000;
const PICTURE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * True when `value` is a safe `picture`: an `http:`/`https:` URL of at most `PICTURE_URL_MAX` characters,
 * or a base64 `data:image/(png|jpeg|gif|webp)` URL of at most `PICTURE_DATA_URL_MAX` characters. Anything
 * else (`javascript:`, `file:`, `data:text/html`, SVG that can carry script) is refused (SECURITY.md XSS).
 */
export function isSafePictureUrl(value: string): boolean {
  if (value.startsWith('data:')) return value.length <= PICTURE_DATA_URL_MAX && PICTURE_DATA_URL.test(value);
  if (value.length > PICTURE_URL_MAX) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A user's `picture`: see `isSafePictureUrl`; a 400 with `validation.pictureUrl` otherwise. */
const pictureField = z.string().trim().refine(isSafePictureUrl, MSG.validation.pictureUrl);

/** A user's name (sign-up, user form): 2 to 120 characters after trimming. */
export const UserNameSchema = z.string().trim().min(2, MSG.validation.name).max(120);
/** A user's email, the sign-in address: trimmed, lower-cased, then an email of at most 320 characters. */
export const UserEmailSchema = z.string().trim().toLowerCase().pipe(z.email(MSG.validation.email).max(320));

/** `POST /api/users`: create a user (admin / super sales manager). */
export const UserCreateSchema = z
  .object({
    name: UserNameSchema,
    email: UserEmailSchema,
    username: z.string().trim().toLowerCase().min(2).max(320).optional(),
    password: z.string().min(8, MSG.validation.passwordTooShort).max(1024),
    role: RoleSchema,
    stageName: z.string().trim().max(120).nullish(),
    picture: pictureField.nullish(),
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
    name: UserNameSchema.optional(),
    email: UserEmailSchema.optional(),
    password: z.string().min(8, MSG.validation.passwordTooShort).max(1024).optional(),
    role: RoleSchema.optional(),
    stageName: z.string().trim().max(120).nullish(),
    picture: pictureField.nullish(),
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
