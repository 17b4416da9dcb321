import type { SavedViewsTranslation } from './en';

export const savedViewsIt: SavedViewsTranslation = {
  button: 'Viste',
  saveCurrent: 'Salva la vista attuale…',
  saveTitle: 'Salva la vista attuale',
  renameTitle: 'Rinomina la vista',
  name: 'Nome',
  none: 'Nessuna vista salvata',
  loading: 'Caricamento…',
  rename: 'Rinomina {{name}}',
  delete: 'Elimina {{name}}',
  saved: 'Vista «{{name}}» salvata',
  renamed: 'Vista rinominata in «{{name}}»',
  deleted: 'Vista «{{name}}» eliminata',
  applied: 'Vista «{{name}}» applicata',
};
