import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { countUsers } from './users.service.js';

/** The command that sets a new password for an admin who lost it (README "Two commands"). */
export const RESET_PASSWORD_COMMAND = 'npm run admin:reset-password -- --email';

const generatePassword = () => randomBytes(18).toString('base64url');

/**
 * The banner a person reads once in the terminal: a box around the sign-in address, e-mail and password,
 * and the command that resets the password. Plain text, never a log line (the log must not hold secrets).
 */
export function credentialsBanner(title: string, email: string, password: string, url?: string): string[] {
  const body = [
    title,
    '',
    ...(url ? [`  sign in at  ${url}/signin`] : []),
    `  email       ${email}`,
    `  password    ${password}`,
    '',
    'Shown only once: keep it in a password manager.',
    `Lost it? ${RESET_PASSWORD_COMMAND} ${email}`,
  ];
  const width = Math.max(...body.map((l) => l.length));
  const rule = '═'.repeat(width + 2);
  return ['', `╔${rule}╗`, ...body.map((l) => `║ ${l.padEnd(width)} ║`), `╚${rule}╝`, ''];
}

/**
 * On an empty database, creates the first admin from `ADMIN_EMAIL`/`ADMIN_PASSWORD` (DESIGN.md §1); without
 * a password it generates a strong one (24 url-safe characters) and hands the banner to `print` once (never
 * to the log). `npm start` prints it after the server listens, so it is the last thing on the screen.
 * @returns the generated password, or null when none was generated.
 */
export async function bootstrapAdmin(
  db: Db,
  opts: { email: string | undefined; password: string | undefined },
  log: FastifyBaseLogger,
  print: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): Promise<string | null> {
  if ((await countUsers(db)) > 0) return null;
  const email = opts.email ?? 'admin@leadhouse.local';
  const generated = opts.password ? null : generatePassword();
  const password = opts.password ?? generated!;
  await db
    .insert(users)
    .values({
      name: 'Administrator',
      email,
      username: email,
      role: 'admin',
      active: true,
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing();
  log.info({ event: 'first-admin-created' }, 'first admin created');
  if (generated) credentialsBanner('First admin created.', email, generated).forEach((l) => print(l));
  return generated;
}

/**
 * Sets a new password for the admin with `email` (case-insensitive), activates it and revokes every token it
 * was issued (token version + 1). The password is `password` when given, else generated.
 * @returns the new password.
 * @throws Error when no admin has that e-mail.
 */
export async function resetAdminPassword(db: Db, email: string, password?: string): Promise<string> {
  const next = password ?? generatePassword();
  const updated = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(next),
      active: true,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} AND ${eq(users.role, 'admin')}`)
    .returning({ id: users.id });
  if (updated.length === 0) throw new Error(`No admin has the e-mail ${email}`);
  return next;
}
