import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  featuresFor,
  MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  SIGN_IN_LIMIT,
  type LoginResponse,
  type MeResponse,
  type SignIn,
  type SignUp,
  MSG,
} from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { passwordResets, signInFailures, users, type UserRow } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { sendInBackground, type MailLog, type Mailer } from '../../lib/mailer.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { clearHits, hit, releaseHit } from '../../plugins/rate-limit-store.js';
import { toUser } from '../users/index.js';
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

/** A refused sign-in, for the audit event: the user id when the login names an account, else the login. */
export interface SignInFailure {
  code: 'UNAUTHORIZED' | 'RATE_LIMITED' | 'INACTIVE';
  userId: string | undefined;
  /** The trimmed, lower-cased login as typed (may be an e-mail: pass it through `auditLogin`). */
  login: string;
}

/** The sign-in counter of an account: its user id when the login names one, else the login text. */
function signInKey(user: UserRow | undefined, login: string): string {
  return user ? `sign-in:user:${user.id}` : `sign-in:login:${login}`;
}

/**
 * Sign-in (spec §7 `POST auth`, §8 messages). Attempts are counted per account whatever the IP, in the
 * shared `rate_limit_hits` table, atomically and BEFORE the password is checked: of any number of
 * concurrent attempts (on any number of instances) at most `SIGN_IN_LIMIT.maxFailures` per window reach
 * the check; the rest get 429 with `Retry-After` (seconds) until the window closes, with no permanent
 * lock-out. Username and e-mail of one account share one counter (keyed by user id); unknown logins are
 * keyed by their trimmed lower-cased text. A success clears the counter; a correct password on an
 * inactive account gives its attempt back. Unknown and known users cost the same argon2 work.
 * `onFailure` is told of every refusal (audit event) before it is thrown.
 * @throws AppError UNAUTHORIZED 'Invalid email or password!', RATE_LIMITED, FORBIDDEN (code INACTIVE) for
 * a correct password on an account not yet activated.
 */
export async function signIn(
  deps: AuthDeps,
  input: SignIn,
  onFailure?: (failure: SignInFailure) => void,
): Promise<LoginResponse> {
  const login = input.username.trim().toLowerCase();
  const [user] = await deps.db
    .select()
    .from(users)
    .where(or(eq(users.username, login), eq(users.email, login)))
    .limit(1);
  const key = signInKey(user, login);
  const fail = (code: SignInFailure['code']) => onFailure?.({ code, userId: user?.id, login });
  const attempt = await hit(deps.db, key, SIGN_IN_LIMIT.windowMinutes * 60_000);
  if (attempt.current > SIGN_IN_LIMIT.maxFailures) {
    fail('RATE_LIMITED');
    throw new AppError('RATE_LIMITED', MSG.messages.tooManyAttempts, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(attempt.ttl / 1000))),
    });
  }
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    // Audit trail only (pruned after a day); the limit itself is the counter above.
    await deps.db.insert(signInFailures).values({ accountKey: key });
    fail('UNAUTHORIZED');
    throw new AppError('UNAUTHORIZED', MSG.messages.loginFailed);
  }
  if (!user.active) {
    await releaseHit(deps.db, key);
    fail('INACTIVE');
    throw new AppError('INACTIVE', MSG.messages.accountInactive);
  }
  await clearHits(deps.db, key);
  const [updated] = await deps.db
    .update(users)
    .set({ lastLoginAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  const row = updated ?? user;
  return { token: deps.signToken({ sub: row.id, tv: row.tokenVersion }), ...sessionOf(row) };
}

/**
 * Sign-up: creates an inactive `sales` user that an admin must activate (DESIGN.md §4). Answers the same
 * success for a new and a taken address (no account enumeration, SECURITY.md): for a taken one nothing is
 * created and the existing owner is mailed instead ("someone tried to sign up with your address"), in the
 * background. Both paths do the same awaited work: one argon2 hash, one insert, one look-up.
 */
export async function signUp(deps: AuthDeps, input: SignUp, log: MailLog): Promise<{ message: string }> {
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
  const [owner] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.username, input.email)))
    .limit(1);
  if (inserted.length === 0 && owner) {
    sendInBackground(
      deps.mailer,
      {
        to: owner.email,
        subject: 'Someone tried to sign up with your Leadhouse address',
        text: `Hello ${owner.name},\n\nSomeone tried to create a Leadhouse account with your address, which already has an account. If it was you, sign in at ${deps.publicUrl}/login or reset your password at ${deps.publicUrl}/forgot-password.\n\nIf it was not you, ignore this mail: nothing was changed.\n`,
      },
      log,
      'sign-up-existing',
    );
  }
  return { message: MESSAGES.signUpCreated };
}

/**
 * Forgot-password: mails a one-time link valid `PASSWORD_RESET_TTL_MINUTES` to an active account.
 * Answers the same, in the same time, whether or not the address is known (no account enumeration): the
 * request awaits one look-up on both paths; storing the token and sending the mail run in the background
 * (`sendInBackground`), never awaited by the request, and a failure there is logged without personal data.
 */
export async function forgotPassword(
  deps: AuthDeps,
  email: string,
  log: MailLog,
): Promise<{ message: string }> {
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, active: users.active })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (user?.active) {
    sendInBackground(
      deps.mailer,
      async () => {
        const token = randomBytes(32).toString('base64url');
        await deps.db.insert(passwordResets).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
        });
        const link = `${deps.publicUrl}/reset-password?token=${token}`;
        return {
          to: user.email,
          subject: 'Reset your Leadhouse password',
          text: `Hello ${user.name},\n\nOpen this link to choose a new password (valid ${PASSWORD_RESET_TTL_MINUTES} minutes, once):\n${link}\n\nIf you did not ask for it, ignore this mail.\n`,
        };
      },
      log,
      'password-reset',
    );
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
    throw badRequest(MSG.messages.resetLinkInvalid, [
      { field: 'token', message: MSG.messages.resetLinkInvalid },
    ]);
  return { message: MESSAGES.passwordReset };
}

/** Logout: bumps the token version, so every token issued to this user so far is refused (ASVS 7.4.1). */
export async function logout(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
