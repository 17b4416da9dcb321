import { OkResponseSchema } from '../common.js';
import { routesTagged } from '../contract.js';
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
const route = routesTagged(tag);
/** A call made before signing in: public and rate-limited (429); sign-in adds its own refusals (401, 403). */
const publicCall = routesTagged(tag, { access: 'public', extraErrors: [429] });

export const authRouteContracts = {
  signIn: publicCall('auth.signIn', 'POST /auth', {
    summary: 'Sign in with username (email) and password',
    body: SignInSchema,
    responses: { 200: LoginResponseSchema },
    extraErrors: [401, 403, 429],
  }),
  signUp: publicCall('auth.signUp', 'POST /auth/signup', {
    summary: 'Register: creates an inactive user an admin must activate',
    body: SignUpSchema,
    responses: { 201: OkResponseSchema },
  }),
  forgotPassword: publicCall('auth.forgotPassword', 'POST /auth/forgot-password', {
    summary: 'Mail a one-time password reset link (always the same answer)',
    body: ForgotPasswordSchema,
    responses: { 200: OkResponseSchema },
  }),
  resetPassword: publicCall('auth.resetPassword', 'POST /auth/reset-password', {
    summary: 'Set a new password with the mailed one-time token',
    body: ResetPasswordSchema,
    responses: { 200: OkResponseSchema },
  }),
  logout: route('auth.logout', 'POST /auth/logout', {
    access: 'signedIn',
    summary: 'Log out: revokes every token issued to this user',
    responses: { 200: OkResponseSchema },
  }),
} as const;
