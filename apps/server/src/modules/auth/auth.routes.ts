import type { FastifyInstance } from 'fastify';
import { authRouteContracts as c, userRoutes } from '@leadhouse/domain';
import { auditLogin } from '../../plugins/audit.js';
import { route } from '../../plugins/route.js';
import {
  forgotPassword,
  logout,
  resetPassword,
  sessionOf,
  signIn,
  signUp,
  type AuthDeps,
} from './auth.service.js';

/** Per-IP limit on the open auth routes, on top of the per-account sign-in limit in the service. */
const ipLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

/**
 * Auth routes (spec §7 "Authentication and users"; DESIGN.md §4 sign-up and reset), registered from the
 * contracts `authRouteContracts` (public routes skip the token check), plus `GET /users/me`
 * (`userRoutes.me`), which rebuilds the session.
 */
export async function authRoutes(app: FastifyInstance, deps: Omit<AuthDeps, 'signToken'>): Promise<void> {
  const auth: AuthDeps = { ...deps, signToken: (payload) => app.jwt.sign(payload) };

  route(
    app,
    c.signIn,
    async ({ body, request }) => {
      const result = await signIn(auth, body, (f) =>
        request.log.warn(
          {
            event: 'auth.signIn',
            outcome: 'failure',
            code: f.code,
            ...(f.userId ? { userId: f.userId } : { login: auditLogin(f.login) }),
          },
          'sign-in refused',
        ),
      );
      request.log.info({ event: 'auth.signIn', outcome: 'success', userId: result.user.id });
      return result;
    },
    ipLimit,
  );
  route(app, c.signUp, ({ body, request }) => signUp(auth, body, request.log), ipLimit);
  route(app, c.forgotPassword, ({ body, request }) => forgotPassword(auth, body.email, request.log), ipLimit);
  route(app, c.resetPassword, ({ body }) => resetPassword(auth, body.token, body.password), ipLimit);
  route(app, c.logout, async ({ actor }) => {
    await logout(deps.db, actor.id);
    return { message: 'success' };
  });
  route(app, userRoutes.me, ({ actor }) => sessionOf(actor.user));
}
