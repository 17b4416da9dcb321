import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { featuresFor, MSG, SESSION, TokenPayloadSchema, type Feature, type Role } from '@leadhouse/domain';
import { AppError, unauthorized } from '../lib/app-error.js';
import type { Db } from '../db/client.js';
import { users, type UserRow } from '../db/schema/index.js';

/** Who is calling: the signed-in user as loaded on this request, with their effective features. */
export interface Actor {
  id: string;
  role: Role;
  features: Record<Feature, boolean>;
  user: UserRow;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Route needs no token (sign-in, sign-up, health, docs). */
    public?: boolean;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; tv: number };
  }
}

/** The actor of an authenticated route; throws 401 when absent (routes behind the auth hook always have one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/** preHandler: the actor's `allowedFeatures[feature]` must be truthy (spec §6), else 403. */
export function requireFeature(feature: Feature) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!actorOf(request).features[feature])
      throw new AppError('FORBIDDEN', MSG.problems.featureMissing, undefined, undefined, { feature });
  };
}

/**
 * JWT (HS256 only; `exp`, `iat`, `sub` required: SECURITY.md traps) and the `/api` guard: every route not
 * marked `config.public` needs a valid token of an active user whose token version still matches
 * (logout, password change and deactivation bump it). Every verification failure is a 401, never a 500.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { secret: string; db: Db }) => {
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256', expiresIn: SESSION.tokenTtlSeconds },
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub'] },
  });
  app.decorateRequest('actor', null);

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    if (!request.url.startsWith('/api')) return;
    let payload: unknown;
    try {
      payload = await request.jwtVerify();
    } catch {
      throw unauthorized();
    }
    const claims = TokenPayloadSchema.safeParse(payload);
    if (!claims.success || !UUID.test(claims.data.sub)) throw unauthorized();
    const [user] = await opts.db.select().from(users).where(eq(users.id, claims.data.sub)).limit(1);
    if (!user || !user.active || user.tokenVersion !== claims.data.tv) throw unauthorized();
    request.actor = {
      id: user.id,
      role: user.role,
      features: featuresFor(user.role, user.featureOverrides),
      user,
    };
  });
});
