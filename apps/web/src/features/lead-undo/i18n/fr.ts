import type { LeadUndoTranslation } from './en';

export const leadUndoFr: LeadUndoTranslation = {
  undo: 'Annuler',
  undone_one: 'Annulé : {{count}} prospect a retrouvé ses valeurs précédentes.',
  undone_many: 'Annulé : {{count}} prospects ont retrouvé leurs valeurs précédentes.',
  undone_other: 'Annulé : {{count}} prospects ont retrouvé leurs valeurs précédentes.',
  skipped_one: '{{count}} prospect modifié depuis par quelqu’un a été laissé tel quel.',
  skipped_many: '{{count}} prospects modifiés depuis par quelqu’un ont été laissés tels quels.',
  skipped_other: '{{count}} prospects modifiés depuis par quelqu’un ont été laissés tels quels.',
  deletedLink: 'Prospects supprimés',
  deletedTitle: 'Prospects supprimés',
  deletedSubtitle:
    'Les prospects supprimés par tout le monde. Sélectionnez-en et rétablissez-les dans la liste.',
  deletedEmpty: 'Aucun prospect n’a été supprimé.',
  backToLeads: 'Retour aux prospects',
  restore: 'Rétablir',
  selected_one: 'Sélectionnés : {{count}}',
  selected_many: 'Sélectionnés : {{count}}',
  selected_other: 'Sélectionnés : {{count}}',
  restored_one: '{{count}} prospect rétabli',
  restored_many: '{{count}} prospects rétablis',
  restored_other: '{{count}} prospects rétablis',
  columns: {
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    country: 'Pays',
    status: 'Statut',
    deletedAt: 'Supprimé le',
  },
};
