import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  featuresFor,
  MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  SIGN_IN_LIMIT,
  type LoginResponse,
  type MeResponse,
  type SignIn,
  type SignUp,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { passwordResets, signInFailures, users, type UserRow } from '../../db/schema/index.js';
import { AppError, badRequest, conflict } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { toUser } from '../users/users.mapper.js';
import { staticData } from './static-data.js';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  signToken: (payload: { sub: string; tv: number }) => string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Session material for a user: what the login response and `users/me` share. */
export function sessionOf(user: UserRow): MeResponse {
  return {
    user: toUser(user),
    staticData: staticData(),
    allowedFeatures: featuresFor(user.role, user.featureOverrides),
  };
}

/**
 * Sign-in (spec §7 `POST auth`, §8 messages). Failures are counted per account key whatever the IP;
 * past `SIGN_IN_LIMIT.maxFailures` in the window the answer is 429 with `Retry-After` (seconds), until the
 * window slides on: no permanent lock-out. Unknown and known users cost the same argon2 work.
 * @throws AppError UNAUTHORIZED 'Invalid email or password!', RATE_LIMITED, FORBIDDEN (code INACTIVE) for
 * a correct password on an account not yet activated.
 */
export async function signIn(deps: AuthDeps, input: SignIn): Promise<LoginResponse> {
  const key = input.username.trim().toLowerCase();
  const windowStart = new Date(Date.now() - SIGN_IN_LIMIT.windowMinutes * 60_000);
  const [failures] = await deps.db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${signInFailures.at})` })
    .from(signInFailures)
    .where(and(eq(signInFailures.accountKey, key), gt(signInFailures.at, windowStart)));
  if ((failures?.n ?? 0) >= SIGN_IN_LIMIT.maxFailures) {
    const oldest = failures?.oldest ? new Date(failures.oldest).getTime() : Date.now();
    const retryAfter = Math.max(
      1,
      Math.ceil((oldest + SIGN_IN_LIMIT.windowMinutes * 60_000 - Date.now()) / 1000),
    );
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts, undefined, {
      'retry-after': String(retryAfter),
    });
  }
  const [user] = await deps.db
    .select()
    .from(users)
    .where(or(eq(users.username, key), eq(users.email, key)))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await deps.db.insert(signInFailures).values({ accountKey: key });
    await deps.db
      .delete(signInFailures)
      .where(
        and(eq(signInFailures.accountKey, key), lt(signInFailures.at, new Date(Date.now() - 86_400_000))),
      );
    throw new AppError('UNAUTHORIZED', MESSAGES.loginFailed);
  }
  if (!user.active) {
    throw new AppError('INACTIVE', MESSAGES.accountInactive);
  }
  await deps.db.delete(signInFailures).where(eq(signInFailures.accountKey, key));
  const [updated] = await deps.db
    .update(users)
    .set({ lastLoginAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  const row = updated ?? user;
  return { token: deps.signToken({ sub: row.id, tv: row.tokenVersion }), ...sessionOf(row) };
}

/**
 * Sign-up: creates an inactive `sales` user that an admin must activate (DESIGN.md §4).
 * @throws AppError CONFLICT when the email is taken.
 */
export async function signUp(deps: AuthDeps, input: SignUp): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.password);
  const inserted = await deps.db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      username: input.email,
      role: 'sales',
      passwordHash,
      active: false,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) {
    throw conflict('An account with this email already exists', [
      { field: 'email', message: 'An account with this email already exists' },
    ]);
  }
  return { message: MESSAGES.signUpCreated };
}

/**
 * Forgot-password: mails a one-time link valid `PASSWORD_RESET_TTL_MINUTES` to an active account.
 * Answers the same whether or not the address is known (no user enumeration).
 */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<{ message: string }> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (user?.active) {
    const token = randomBytes(32).toString('base64url');
    await deps.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    const link = `${deps.publicUrl}/reset-password?token=${token}`;
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your Leadhouse password',
      text: `Hello ${user.name},\n\nOpen this link to choose a new password (valid ${PASSWORD_RESET_TTL_MINUTES} minutes, once):\n${link}\n\nIf you did not ask for it, ignore this mail.\n`,
    });
  }
  return { message: MESSAGES.forgotPasswordSent };
}

/**
 * Reset-password: consumes the one-time token, sets the new password and revokes every issued token.
 * @throws AppError VALIDATION 'This reset link is invalid or has expired.'
 */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  password: string,
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(password);
  const done = await deps.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!reset) return false;
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, reset.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    return true;
  });
  if (!done)
    throw badRequest(MESSAGES.resetLinkInvalid, [{ field: 'token', message: MESSAGES.resetLinkInvalid }]);
  return { message: MESSAGES.passwordReset };
}

/** Logout: bumps the token version, so every token issued to this user so far is refused (ASVS 7.4.1). */
export async function logout(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
