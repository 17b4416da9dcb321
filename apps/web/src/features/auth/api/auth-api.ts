import {
  authRouteContracts as c,
  userRoutes,
  type ForgotPassword,
  type LoginResponse,
  type MeResponse,
  type ResetPassword,
  type SignIn,
  type SignUp,
} from '@leadhouse/domain';
import { callApi } from '../../../lib/api-client';

/*
 * Auth calls on the route contracts `authRouteContracts` (DESIGN.md §4b). The open routes handle their own
 * 401 (a wrong password is not a logout).
 */

const own401 = { skipUnauthorizedHandler: true } as const;

/** `POST /api/auth`: email (as username) + password → token and session data. */
export function signInRequest(body: SignIn): Promise<LoginResponse> {
  return callApi(c.signIn, { body }, own401);
}

/** `POST /api/auth/signup`: creates an inactive user; answers a message to show. */
export function signUpRequest(body: SignUp): Promise<{ message: string }> {
  return callApi(c.signUp, { body }, own401);
}

/** `POST /api/auth/forgot-password`: always 200 (no user enumeration). */
export function forgotPasswordRequest(body: ForgotPassword): Promise<{ message: string }> {
  return callApi(c.forgotPassword, { body }, own401);
}

/** `POST /api/auth/reset-password` with the token of the mailed link. */
export function resetPasswordRequest(body: ResetPassword): Promise<{ message: string }> {
  return callApi(c.resetPassword, { body }, own401);
}

/** `POST /api/auth/logout`: revokes the token server-side. */
export async function logoutRequest(): Promise<void> {
  await callApi(c.logout, {}, own401);
}

/** `GET /api/users/me`: rebuilds the session at start-up. */
export function meRequest(): Promise<MeResponse> {
  return callApi(userRoutes.me, {});
}
