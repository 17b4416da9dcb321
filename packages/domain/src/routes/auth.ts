import { OkResponseSchema } from '../common.js';
import { defineRoute } from '../contract.js';
import {
  ForgotPasswordSchema,
  LoginResponseSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from '../auth.js';

/*
 * Auth routes (spec §7 "Authentication and users"; docs/decisions.md "Paths the spec does not name").
 * Everything but logout is public and rate-limited (429); `GET /users/me` is in `userRoutes`.
 */

const tag = 'auth';

export const authRouteContracts = {
  signIn: defineRoute({
    id: 'auth.signIn',
    method: 'POST',
    path: '/auth',
    tag,
    access: 'public',
    summary: 'Sign in with username (email) and password',
    body: SignInSchema,
    responses: { 200: LoginResponseSchema },
    errors: [400, 401, 403, 429],
  }),
  signUp: defineRoute({
    id: 'auth.signUp',
    method: 'POST',
    path: '/auth/signup',
    tag,
    access: 'public',
    summary: 'Register: creates an inactive user an admin must activate',
    body: SignUpSchema,
    responses: { 201: OkResponseSchema },
    errors: [400, 429],
  }),
  forgotPassword: defineRoute({
    id: 'auth.forgotPassword',
    method: 'POST',
    path: '/auth/forgot-password',
    tag,
    access: 'public',
    summary: 'Mail a one-time password reset link (always the same answer)',
    body: ForgotPasswordSchema,
    responses: { 200: OkResponseSchema },
    errors: [400, 429],
  }),
  resetPassword: defineRoute({
    id: 'auth.resetPassword',
    method: 'POST',
    path: '/auth/reset-password',
    tag,
    access: 'public',
    summary: 'Set a new password with the mailed one-time token',
    body: ResetPasswordSchema,
    responses: { 200: OkResponseSchema },
    errors: [400, 429],
  }),
  logout: defineRoute({
    id: 'auth.logout',
    method: 'POST',
    path: '/auth/logout',
    tag,
    access: 'signedIn',
    summary: 'Log out: revokes every token issued to this user',
    responses: { 200: OkResponseSchema },
    errors: [401],
  }),
} as const;
