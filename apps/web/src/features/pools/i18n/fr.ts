import type { PoolsTranslation } from './en';

/** The pools namespace, Français. */
export const poolsFr: PoolsTranslation = {
  title: 'Pools',
  subtitle: 'Groupes de commerciaux. Les prospects confiés à un pool sont répartis à tour de rôle.',
  add: 'Ajouter un pool',
  edit: 'Modifier le pool',
  searchPlaceholder: 'Rechercher des pools',
  columns: {
    name: 'Nom',
    description: 'Description',
    members: 'Membres',
    active: 'Statut',
    createdAt: 'Créé le',
    actions: 'Actions',
  },
  form: {
    name: 'Nom',
    description: 'Description',
    active: 'Actif (reçoit des prospects)',
    members: 'Membres',
    membersHelp: 'Commerciaux qui reçoivent les prospects de ce pool',
    noOptions: 'Aucun utilisateur à attribuer',
  },
  deleteDialog: {
    title: 'Supprimer ce pool ?',
    text: 'Le pool « {{name}} » sera supprimé. Ses prospects gardent leur attribution actuelle.',
    confirm: 'Supprimer le pool',
  },
  toasts: {
    added: 'Le pool a été ajouté',
    updated: 'Le pool a été mis à jour',
    deleted: 'Le pool a été supprimé',
  },
  editPool: 'Modifier {{name}}',
  deletePool: 'Supprimer {{name}}',
  emptyText: 'Créez un pool pour répartir les prospects entre commerciaux.',
};
