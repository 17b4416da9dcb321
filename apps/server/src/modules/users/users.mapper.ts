import type { User, UserOption } from '@leadhouse/domain';
import type { UserRow } from '../../db/schema/index.js';

/** The public shape of a user row (never the password hash or token version). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    picture: row.picture,
    role: row.role,
    stageName: row.stageName,
    active: row.active,
    managerId: row.managerId,
    featureOverrides: row.featureOverrides ?? null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

export function toUserOption(row: Pick<UserRow, 'id' | 'name' | 'username' | 'role'>): UserOption {
  return { id: row.id, name: row.name, username: row.username, role: row.role };
}
