import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { MSG } from './messages.js';
import { FeatureSchema, RoleSchema } from './roles.js';
import { StaticDataSchema } from './static-data.js';
import { UserEmailSchema, UserNameSchema, UserSchema } from './users.js';

/** Passwords: at least 8 characters, at most 1024 (bounds the hashing cost); Unicode kept as typed. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, MSG.validation.passwordTooShort)
  .max(1024, MSG.validation.passwordTooLong);

/** `POST /api/auth` (spec §3 sign-in payload; §5: both fields non-empty). */
export const SignInSchema = z.object({
  username: z.string().trim().min(1, MSG.validation.required).max(320),
  password: z.string().min(1, MSG.validation.required).max(1024),
});
export type SignIn = z.infer<typeof SignInSchema>;

/** `POST /api/auth/signup` (spec §3 registration payload). */
export const SignUpSchema = z.object({
  name: UserNameSchema,
  email: UserEmailSchema,
  password: NewPasswordSchema,
});
export type SignUp = z.infer<typeof SignUpSchema>;

/** `POST /api/auth/forgot-password` (spec §3 forgot-password payload). */
export const ForgotPasswordSchema = z.object({ email: UserEmailSchema });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** `POST /api/auth/reset-password`: the one-time token from the mailed link and the new password. */
export const ResetPasswordSchema = z.object({
  token: z.string().min(20).max(200),
  password: NewPasswordSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const AllowedFeaturesSchema = z.record(FeatureSchema, z.boolean());

/** `GET /api/users/me`: the user plus what the client needs to rebuild its session. */
export const MeResponseSchema = z.object({
  user: UserSchema,
  staticData: StaticDataSchema,
  allowedFeatures: AllowedFeaturesSchema,
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** Login response (spec §3): the token, then the session as `GET /api/users/me` answers it. */
export const LoginResponseSchema = z.object({ token: z.string(), ...MeResponseSchema.shape });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Token payload (spec §3): `sub` user id, `iat`/`exp` in seconds; `tv` token version (revocation). */
export const TokenPayloadSchema = z.object({
  sub: z.string(),
  iat: z.number(),
  exp: z.number(),
  tv: z.number().int(),
  role: RoleSchema.optional(),
});
export type TokenPayload = z.infer<typeof TokenPayloadSchema>;
