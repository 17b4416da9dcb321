import type { LeadExportTranslation } from './en';

export const leadExportIt: LeadExportTranslation = {
  exportAll: 'Esporta',
  exportSelected: 'Esporta selezionati ({{n}})',
  allHint: 'Scarica in CSV tutti i lead che corrispondono a filtri, ricerca e ordinamento attuali',
  selectedHint: 'Scarica in CSV i lead selezionati',
  preparing: 'Preparazione del CSV…',
  done: 'Lead esportati in {{fileName}}',
};
