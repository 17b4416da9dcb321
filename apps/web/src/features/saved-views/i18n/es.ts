import type { SavedViewsTranslation } from './en';

export const savedViewsEs: SavedViewsTranslation = {
  button: 'Vistas',
  saveCurrent: 'Guardar la vista actual…',
  saveTitle: 'Guardar la vista actual',
  renameTitle: 'Cambiar el nombre de la vista',
  name: 'Nombre',
  none: 'Aún no hay vistas guardadas',
  loading: 'Cargando…',
  rename: 'Cambiar el nombre de {{name}}',
  delete: 'Eliminar {{name}}',
  saved: 'Vista «{{name}}» guardada',
  renamed: 'Vista renombrada como «{{name}}»',
  deleted: 'Vista «{{name}}» eliminada',
  applied: 'Vista «{{name}}» aplicada',
};
