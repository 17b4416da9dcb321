import type { Localized } from '../../../lib/plurals';

/** The users namespace, English (the reference: every other language has exactly these keys). */
export const usersEn = {
  title: 'Users',
  subtitle: 'Who can sign in, with which role, and who manages whom.',
  add: 'Add user',
  edit: 'Edit user',
  editUser: 'Edit {{name}}',
  searchPlaceholder: 'Search by name or email',
  roleFilter: 'Role',
  allRoles: 'All roles',
  statusFilter: 'Status',
  columns: {
    name: 'Name',
    email: 'Email',
    role: 'Role',
    stageName: 'Stage name',
    active: 'Active',
    createdAt: 'Created',
    lastLoginAt: 'Last sign-in',
    actions: 'Actions',
  },
  form: {
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    passwordCreateHelp: 'At least 8 characters',
    passwordEditHelp: 'Leave empty to keep the current password',
    role: 'Role',
    stageName: 'Stage name',
    manager: 'Manager',
    noManager: 'No manager',
    active: 'Active (can sign in)',
  },
  toasts: {
    updated: 'User has been updated',
    activated: 'User activated',
    deactivated: 'User deactivated',
    roleChanged: 'Role changed',
  },
  toggleActive: 'Activate or deactivate {{name}}',
  changeRole: 'Role of {{name}}',
  never: 'Never',
  emptyText: 'Try another search or role, or add the first user.',
} as const;

/** The shape every language of the users namespace fills. */
export type UsersTranslation = Localized<typeof usersEn>;
