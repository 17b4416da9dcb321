import type { Engine } from '../db/client.js';

/** Engines a test file runs on: PGlite always, PostgreSQL too when `TEST_DATABASE_URL` is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
