import type { Localized } from '../../../lib/plurals';

/** Undo of lead actions and the admins' "Deleted leads" page (`leadUndo` namespace, issue 19): English. */
export const leadUndoEn = {
  undo: 'Undo',
  undone_one: 'Undone: {{count}} lead has its previous values back.',
  undone_other: 'Undone: {{count}} leads have their previous values back.',
  skipped_one: '{{count}} lead changed by someone since was left as it is.',
  skipped_other: '{{count}} leads changed by someone since were left as they are.',
  deletedLink: 'Deleted leads',
  deletedTitle: 'Deleted leads',
  deletedSubtitle: 'Leads deleted by anyone. Select some and restore them to the list.',
  deletedEmpty: 'No lead has been deleted.',
  backToLeads: 'Back to leads',
  restore: 'Restore',
  selected_one: 'Selected: {{count}}',
  selected_other: 'Selected: {{count}}',
  restored_one: '{{count}} lead restored',
  restored_other: '{{count}} leads restored',
  columns: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    country: 'Country',
    status: 'Status',
    deletedAt: 'Deleted',
  },
};

/** The shape every language fills. */
export type LeadUndoTranslation = Localized<typeof leadUndoEn>;
