import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@leadhouse/domain';
import type { Database } from '../../db/client.js';
import { appliedMigrations, expectedMigrations } from '../../db/migrate.js';

/** `GET /api/health`: 200 when the database answers and every migration is applied, else 503. */
export async function healthRoutes(
  app: FastifyInstance,
  { database }: { database: Database },
): Promise<void> {
  const expected = expectedMigrations();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { public: true, rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and readiness',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      let reachable = true;
      try {
        await database.query('SELECT 1');
      } catch {
        reachable = false;
      }
      const applied = reachable ? await appliedMigrations(database) : 0;
      const upToDate = applied >= expected;
      const ok = reachable && upToDate;
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { engine: database.engine, reachable, migrations: { applied, expected, upToDate } },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
