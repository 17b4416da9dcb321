import { boolean, pgTable, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns.js';

/**
 * The server processes that run job workers (lib/jobs.processes.ts): each inserts its row at start, beats
 * every few seconds and marks it stopped at a graceful stop. A row whose beat is older than the dead bound
 * (a process killed with SIGKILL, a lost host) or that is stopped is reaped by any live process, which then
 * re-queues the work the dead one may have held in memory (docs/decisions.md "Jobs after a kill -9").
 * Times are the database's clock, so processes on several hosts agree.
 */
export const jobProcesses = pgTable('job_processes', {
  id: uuid('id').primaryKey(),
  startedAt: tz('started_at').notNull().defaultNow(),
  heartbeatAt: tz('heartbeat_at').notNull().defaultNow(),
  stopped: boolean('stopped').notNull().default(false),
});
