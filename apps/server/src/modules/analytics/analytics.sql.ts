export { queryRows, uuidArray, textArray } from '../../lib/sql.js';

/** Sum columns come back as strings from `pg` (bigint/numeric) and numbers from PGlite: one number. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
