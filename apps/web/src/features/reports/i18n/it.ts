import type { ReportsTranslation } from './en';

/** Reports namespace, Italian. */
export const reportsIt: ReportsTranslation = {
  title: 'Report',
  subtitle: 'Lead, FTD e depositi raggruppati come serve, con esportazione CSV',
  groupBy: 'Raggruppa per',
  groups: {
    day: 'Giorno',
    campaign: 'Campagna',
    adGroup: 'Gruppo di annunci',
    platform: 'Piattaforma',
    status: 'Stato',
    funnel: 'Funnel',
  },
  columns: {
    leads: 'Lead',
    newLeads: 'Nuovi',
    ftds: 'FTD',
    deposits: 'Depositi',
    delivered: 'Consegnati',
    depositAmount: 'Importo depositi',
    conversion: 'Conversione',
  },
  totals: 'Totale',
  open: 'Apri i lead di {{column}} di {{name}}: {{value}}',
  export: 'Esporta CSV',
  exporting: 'Esportazione…',
  exported: 'Report salvato come {{fileName}}',
};
