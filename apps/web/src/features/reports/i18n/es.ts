import type { ReportsTranslation } from './en';

/** Reports namespace, Spanish. */
export const reportsEs: ReportsTranslation = {
  title: 'Informes',
  subtitle: 'Leads, FTD y depósitos agrupados como necesites, con exportación CSV',
  groupBy: 'Agrupar por',
  groups: {
    day: 'Día',
    campaign: 'Campaña',
    adGroup: 'Grupo de anuncios',
    platform: 'Plataforma',
    status: 'Estado',
    funnel: 'Embudo',
  },
  columns: {
    leads: 'Leads',
    newLeads: 'Nuevos',
    ftds: 'FTD',
    deposits: 'Depósitos',
    delivered: 'Entregados',
    depositAmount: 'Importe depositado',
    conversion: 'Conversión',
  },
  totals: 'Total',
  open: 'Abrir los leads de {{column}} de {{name}}: {{value}}',
  export: 'Exportar CSV',
  exporting: 'Exportando…',
  exported: 'Informe guardado como {{fileName}}',
};
