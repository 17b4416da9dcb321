import type { SavedViewsTranslation } from './en';

export const savedViewsFr: SavedViewsTranslation = {
  button: 'Vues',
  saveCurrent: 'Enregistrer la vue actuelle…',
  saveTitle: 'Enregistrer la vue actuelle',
  renameTitle: 'Renommer la vue',
  name: 'Nom',
  none: 'Aucune vue enregistrée',
  loading: 'Chargement…',
  rename: 'Renommer {{name}}',
  delete: 'Supprimer {{name}}',
  saved: 'Vue « {{name}} » enregistrée',
  renamed: 'Vue renommée en « {{name}} »',
  deleted: 'Vue « {{name}} » supprimée',
  applied: 'Vue « {{name}} » appliquée',
};
