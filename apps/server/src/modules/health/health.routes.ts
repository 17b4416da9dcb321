import type { FastifyInstance } from 'fastify';
import { healthRouteContracts as c } from '@leadhouse/domain';
import type { Database } from '../../db/client.js';
import { appliedMigrations, expectedMigrations } from '../../db/migrate.js';
import { route } from '../../plugins/route.js';

/**
 * `GET /api/health` (contract `healthRouteContracts.health`): 200 when the database answers and every
 * migration is applied, else 503 with the same body. Public and never rate-limited.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { database }: { database: Database },
): Promise<void> {
  const expected = expectedMigrations();
  route(
    app,
    c.health,
    async ({ reply }) => {
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
    { config: { rateLimit: false } },
  );
}
