import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { countUsers } from './users.service.js';

/**
 * On an empty database, creates the first admin from `ADMIN_EMAIL`/`ADMIN_PASSWORD` (DESIGN.md §1); without
 * a password it generates a strong one and prints it once to stdout (never to the log).
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
  const generated = opts.password ? null : randomBytes(18).toString('base64url');
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
  if (generated) {
    print('');
    print('  First admin created. Sign in with:');
    print(`    email:    ${email}`);
    print(`    password: ${generated}`);
    print('  This password is shown only once. Change it after signing in.');
    print('');
  }
  return generated;
}
