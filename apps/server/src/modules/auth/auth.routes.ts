import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  ForgotPasswordSchema,
  LoginResponseSchema,
  MeResponseSchema,
  OkResponseSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from '@leadhouse/domain';
import { actorOf } from '../../plugins/auth.js';
import {
  forgotPassword,
  logout,
  resetPassword,
  sessionOf,
  signIn,
  signUp,
  type AuthDeps,
} from './auth.service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** Per-IP limit on the open auth routes, on top of the per-account sign-in limit in the service. */
const ipLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Auth routes (spec §7 "Authentication and users"; DESIGN.md §4 sign-up and reset). */
export async function authRoutes(app: FastifyInstance, deps: Omit<AuthDeps, 'signToken'>): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth: AuthDeps = { ...deps, signToken: (payload) => app.jwt.sign(payload) };

  r.post(
    '/auth',
    {
      config: { public: true, ...ipLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (email) and password',
        body: SignInSchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await signIn(auth, request.body);
      request.log.info({ event: 'sign-in', outcome: 'success', userId: result.user.id });
      return result;
    },
  );

  r.post(
    '/auth/signup',
    {
      config: { public: true, ...ipLimit },
      schema: {
        tags: ['auth'],
        summary: 'Register: creates an inactive user an admin must activate',
        body: SignUpSchema,
        response: { 201: OkResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await signUp(auth, request.body)),
  );

  r.post(
    '/auth/forgot-password',
    {
      config: { public: true, ...ipLimit },
      schema: {
        tags: ['auth'],
        summary: 'Mail a one-time password reset link',
        body: ForgotPasswordSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => forgotPassword(auth, request.body.email),
  );

  r.post(
    '/auth/reset-password',
    {
      config: { public: true, ...ipLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed one-time token',
        body: ResetPasswordSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => resetPassword(auth, request.body.token, request.body.password),
  );

  r.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out: revokes every token issued to this user',
        security: [{ bearerAuth: [] }],
        response: { 200: OkResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      await logout(deps.db, actorOf(request).id);
      return { message: 'success' };
    },
  );

  r.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, static data and allowed features',
        security: [{ bearerAuth: [] }],
        response: { 200: MeResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => sessionOf(actorOf(request).user),
  );
}
