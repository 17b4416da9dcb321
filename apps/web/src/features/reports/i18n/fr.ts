import type { ReportsTranslation } from './en';

/** Reports namespace, French. */
export const reportsFr: ReportsTranslation = {
  title: 'Rapports',
  subtitle: 'Leads, FTD et dépôts regroupés comme il vous faut, avec export CSV',
  groupBy: 'Regrouper par',
  groups: {
    day: 'Jour',
    campaign: 'Campagne',
    adGroup: "Groupe d'annonces",
    platform: 'Plateforme',
    status: 'Statut',
    funnel: 'Étape',
  },
  columns: {
    leads: 'Leads',
    newLeads: 'Nouveaux',
    ftds: 'FTD',
    deposits: 'Dépôts',
    delivered: 'Livrés',
    depositAmount: 'Montant des dépôts',
    conversion: 'Conversion',
  },
  totals: 'Total',
  open: 'Ouvrir les leads de {{column}} de {{name}} : {{value}}',
  export: 'Exporter en CSV',
  exporting: 'Export…',
  exported: 'Rapport enregistré sous {{fileName}}',
};
