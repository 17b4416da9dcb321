import type { Localized } from '../../../lib/plurals';

/** The pools namespace, English (the reference: every other language has exactly these keys). */
export const poolsEn = {
  title: 'Pools',
  subtitle: 'Groups of sales users. Leads given to a pool are shared round-robin.',
  add: 'Add pool',
  edit: 'Edit pool',
  searchPlaceholder: 'Search pools',
  columns: {
    name: 'Name',
    description: 'Description',
    members: 'Members',
    active: 'Status',
    createdAt: 'Created',
    actions: 'Actions',
  },
  form: {
    name: 'Name',
    description: 'Description',
    active: 'Active (receives leads)',
    members: 'Members',
    membersHelp: 'Sales users who receive leads from this pool',
    noOptions: 'No user to assign',
  },
  deleteDialog: {
    title: 'Delete this pool?',
    text: 'The pool “{{name}}” will be deleted. Its leads keep their current assignee.',
    confirm: 'Delete pool',
  },
  toasts: {
    added: 'Pool has been added',
    updated: 'Pool has been updated',
    deleted: 'Pool has been deleted',
  },
  editPool: 'Edit {{name}}',
  deletePool: 'Delete {{name}}',
  emptyText: 'Create a pool to share leads between sales users.',
} as const;

/** The shape every language of the pools namespace fills. */
export type PoolsTranslation = Localized<typeof poolsEn>;
