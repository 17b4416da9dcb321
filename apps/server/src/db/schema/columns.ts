import { sql } from 'drizzle-orm';
import { bigint, bigserial, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A `timestamptz` column: every instant the database keeps is a UTC instant with its zone (DESIGN.md). */
export const tz = (name: string) => timestamp(name, { withTimezone: true });

/** A money column: integer minor units of its row's currency, read as a JS number (never a float amount). */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** The condition of a partial index over rows not soft-deleted (nothing a user did is hard-deleted). */
export const live = sql.raw('deleted_at IS NULL');

/** A count the database keeps (a trigger or an upsert adds to it): `bigint NOT NULL DEFAULT 0`, read as a JS number. */
export const tally = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** A table's own key `id`: a uuid the database generates (`gen_random_uuid()`). */
export const uuidKey = () => uuid('id').primaryKey().defaultRandom();

/** An append-only table's key `id`: a `bigserial`, so ids follow the order rows were written in. */
export const serialKey = () => bigserial('id', { mode: 'number' }).primaryKey();

/** `created_at`: when the row was written, a UTC instant the database sets. */
export const createdAt = () => tz('created_at').notNull().defaultNow();

/** `updated_at`: when the row last changed, a UTC instant (the database sets the first; writers the rest). */
export const updatedAt = () => tz('updated_at').notNull().defaultNow();

/** A row's required parent: a uuid column referencing `parent`, the row removed with it (ON DELETE CASCADE). */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/**
 * A uuid reference whose target cannot be removed while a row names it (ON DELETE NO ACTION, PostgreSQL's
 * default); optional as it stands, `.notNull()` for a required one.
 */
export const ref = (name: string, target: () => AnyPgColumn) => uuid(name).references(target);

/** An optional uuid reference that outlives its target: emptied when the target is removed (ON DELETE SET NULL). */
export const weakRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });
