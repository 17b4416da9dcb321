import type { LeadExportTranslation } from './en';

export const leadExportEs: LeadExportTranslation = {
  exportAll: 'Exportar',
  exportSelected: 'Exportar selección ({{n}})',
  allHint: 'Descargar en CSV todos los leads que coinciden con los filtros, la búsqueda y el orden actuales',
  selectedHint: 'Descargar en CSV los leads seleccionados',
  preparing: 'Preparando el CSV…',
  done: 'Leads exportados a {{fileName}}',
};
