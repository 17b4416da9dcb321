import {
  LoginResponseSchema,
  MeResponseSchema,
  OkResponseSchema,
  type ForgotPassword,
  type LoginResponse,
  type MeResponse,
  type ResetPassword,
  type SignIn,
  type SignUp,
} from '@leadhouse/domain';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth`: email (as username) + password → token and session data. */
export function signInRequest(body: SignIn): Promise<LoginResponse> {
  return apiRequest('/auth', {
    method: 'POST',
    body,
    schema: LoginResponseSchema,
    skipUnauthorizedHandler: true,
  });
}

/** `POST /api/auth/signup`: creates an inactive user; answers a message to show. */
export function signUpRequest(body: SignUp): Promise<{ message: string }> {
  return apiRequest('/auth/signup', {
    method: 'POST',
    body,
    schema: OkResponseSchema,
    skipUnauthorizedHandler: true,
  });
}

/** `POST /api/auth/forgot-password`: always 200 (no user enumeration). */
export function forgotPasswordRequest(body: ForgotPassword): Promise<{ message: string }> {
  return apiRequest('/auth/forgot-password', {
    method: 'POST',
    body,
    schema: OkResponseSchema,
    skipUnauthorizedHandler: true,
  });
}

/** `POST /api/auth/reset-password` with the token of the mailed link. */
export function resetPasswordRequest(body: ResetPassword): Promise<{ message: string }> {
  return apiRequest('/auth/reset-password', {
    method: 'POST',
    body,
    schema: OkResponseSchema,
    skipUnauthorizedHandler: true,
  });
}

/** `POST /api/auth/logout`: revokes the token server-side. */
export async function logoutRequest(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST', skipUnauthorizedHandler: true });
}

/** `GET /api/users/me`: rebuilds the session at start-up. */
export function meRequest(): Promise<MeResponse> {
  return apiRequest('/users/me', { schema: MeResponseSchema });
}
