/* The SQL helpers live in lib/sql.ts (shared by every module); re-exported for the leads module's files. */
export * from '../../lib/sql.js';
