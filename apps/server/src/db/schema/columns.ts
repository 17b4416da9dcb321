import { sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column: every instant the database keeps is a UTC instant with its zone (DESIGN.md). */
export const tz = (name: string) => timestamp(name, { withTimezone: true });

/** A money column: integer minor units of its row's currency, read as a JS number (never a float amount). */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** The condition of a partial index over rows not soft-deleted (nothing a user did is hard-deleted). */
export const live = sql.raw('deleted_at IS NULL');
