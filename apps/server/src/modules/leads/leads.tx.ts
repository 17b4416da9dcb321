import type { Db } from '../../db/client.js';
import { conflict, forbidden, type AppError } from '../../lib/app-error.js';
import { MSG } from '@leadhouse/domain';

/**
 * Refuses an action the actor's role may not take (role predicates of `roles.ts`, docs/decisions.md
 * "Who may do what").
 * @throws AppError FORBIDDEN (403) naming what the role cannot do.
 */
export function allow(allowed: boolean, what: string): void {
  if (!allowed) throw forbidden(`Your role cannot ${what}`);
}

/** Maps a unique violation on phone or email to the 409 the form shows under the field. */
export function duplicateError(err: unknown): AppError | undefined {
  const e = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  } | null;
  const code = e?.code ?? e?.cause?.code;
  if (code !== '23505') return undefined;
  const constraint = e?.constraint ?? e?.cause?.constraint ?? '';
  if (constraint.includes('email')) {
    return conflict(MSG.problems.leadEmailTaken, [{ field: 'email', message: MSG.problems.leadEmailTaken }]);
  }
  return conflict(MSG.problems.leadPhoneTaken, [
    { field: 'phoneNumber', message: MSG.problems.leadPhoneTaken },
  ]);
}

/** Runs `fn` in a transaction, retrying a few times on serialization failures and deadlocks (40001, 40P01). */
export async function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => fn(tx as unknown as Db));
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      const code = e.code ?? e.cause?.code;
      if ((code === '40001' || code === '40P01') && attempt < 4) continue;
      throw err;
    }
  }
}
