/** Saved views of the leads list (`savedViews` namespace, issue 19): English, the reference. */
export const savedViewsEn = {
  button: 'Views',
  saveCurrent: 'Save current view…',
  saveTitle: 'Save the current view',
  renameTitle: 'Rename the view',
  name: 'Name',
  none: 'No saved view yet',
  loading: 'Loading…',
  rename: 'Rename {{name}}',
  delete: 'Delete {{name}}',
  saved: 'View “{{name}}” saved',
  renamed: 'View renamed to “{{name}}”',
  deleted: 'View “{{name}}” deleted',
  applied: 'View “{{name}}” applied',
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** The shape every language fills. */
export type SavedViewsTranslation = DeepStrings<typeof savedViewsEn>;
