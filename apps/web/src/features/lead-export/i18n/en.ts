/** CSV export of leads (`leadExport` namespace): English, the reference for the other languages. */
export const leadExportEn = {
  exportAll: 'Export',
  exportSelected: 'Export selected ({{n}})',
  allHint: 'Download every lead matching the current filters, search and sort as CSV',
  selectedHint: 'Download the selected leads as CSV',
  preparing: 'Preparing CSV…',
  done: 'Leads exported to {{fileName}}',
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** The shape every language fills. */
export type LeadExportTranslation = DeepStrings<typeof leadExportEn>;
