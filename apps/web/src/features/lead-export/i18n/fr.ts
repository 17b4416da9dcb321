import type { LeadExportTranslation } from './en';

export const leadExportFr: LeadExportTranslation = {
  exportAll: 'Exporter',
  exportSelected: 'Exporter la sélection ({{n}})',
  allHint: 'Télécharger en CSV tous les leads correspondant aux filtres, à la recherche et au tri actuels',
  selectedHint: 'Télécharger en CSV les leads sélectionnés',
  preparing: 'Préparation du CSV…',
  done: 'Leads exportés dans {{fileName}}',
};
