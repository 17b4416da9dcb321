import { z } from 'zod';

/** `GET /api/health`: liveness and readiness. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    migrations: z.object({ applied: z.number().int(), expected: z.number().int(), upToDate: z.boolean() }),
  }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
