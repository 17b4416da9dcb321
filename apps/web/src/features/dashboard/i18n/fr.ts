import type { DashboardTranslation } from './en';

/** Dashboard namespace, French. */
export const dashboardFr: DashboardTranslation = {
  title: 'Tableau de bord',
  subtitle: "D'où viennent les leads et ce qu'ils rapportent",
  retry: 'Réessayer',
  none: '(aucun)',
  period: {
    label: 'Période',
    days_one: '{{count}} jour',
    days_many: '{{count}} jours',
    days_other: '{{count}} jours',
    custom: 'Personnalisée',
    from: 'Du',
    to: 'Au',
    window: '{{from}} – {{to}} ({{timeZone}})',
  },
  figures: {
    title: 'Chiffres clés',
    leads: 'Leads',
    ftds: 'FTD',
    depositAmount: 'Montant des dépôts',
    conversion: 'Conversion',
    visits: 'Visites',
    delivered: 'Livrés',
    vsPrevious: 'par rapport à la période précédente',
    previous: 'Période précédente : {{value}}',
    open: 'Ouvrir les leads de {{figure}} : {{value}}',
  },
  distribution: {
    title: 'Distribution',
    sold: 'Vendus',
    held: 'En attente',
    unsold: 'Invendus',
    returned: 'Retournés',
  },
  charts: {
    leadsPerDay: 'Leads par jour',
    deposits: 'FTD et dépôts',
    day: 'Jour',
    dayLeads: 'Ouvrir les leads du {{day}}',
  },
  mix: {
    status: 'Répartition par statut',
    funnel: 'Répartition par étape',
    platform: 'Plateformes',
    open: 'Ouvrir les {{value}} leads de {{name}}',
  },
  tables: {
    topCampaigns: 'Meilleures campagnes',
    topAdGroups: "Meilleurs groupes d'annonces",
    platforms: 'Plateformes',
    campaign: 'Campagne',
    adGroup: "Groupe d'annonces",
    platform: 'Plateforme',
    openLeads: 'Ouvrir les {{value}} leads de {{name}}',
    openFtds: 'Ouvrir les {{value}} FTD de {{name}}',
  },
  empty: {
    noLeads: 'Pas encore de leads',
    noLeadsText:
      "Les chiffres s'affichent ici dès que des leads arrivent. Importez un fichier CSV ou ajoutez des leads depuis l'écran des leads.",
    goToLeads: 'Importer ou ajouter des leads',
    noLeadsInPeriod: 'Aucun lead sur cette période',
  },
};
