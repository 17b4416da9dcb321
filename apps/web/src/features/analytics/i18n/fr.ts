import type { AnalyticsTranslation } from './en';

/** Analytics namespace, French. */
export const analyticsFr: AnalyticsTranslation = {
  title: 'Analyses',
  subtitles: {
    analytics: "Quelles campagnes et quels groupes d'annonces apportent leads et dépôts, et à quel coût",
    campaigns: 'Les campagnes avec les leads et dépôts de la période (30 jours par défaut)',
    sources: "D'où viennent les leads de la période (30 jours par défaut)",
  },
  tabs: { analytics: "Groupes d'annonces", campaigns: 'Campagnes', sources: 'Sources' },
  lastDays: {
    title: 'Derniers jours',
    splitBy: 'Répartir par',
    byStatus: 'Statut',
    byPlatform: 'Plateforme',
  },
  adGroups: {
    title: "Analyse des groupes d'annonces",
    search: "Rechercher des groupes d'annonces",
    campaign: 'Campagne',
    allCampaigns: 'Toutes les campagnes',
    emptyText: "Aucun groupe d'annonces n'a de leads ni de visites sur cette période.",
    columns: {
      campaign: 'Campagne',
      adGroup: "Groupe d'annonces",
      platform: 'Plateforme',
      visits: 'Visites',
      leadsPerVisit: 'Leads / visite',
      statusMix: 'Répartition des statuts',
      ftdRate: 'Taux de FTD',
      costPerLead: 'Coût / lead',
      costPerFtd: 'Coût / FTD',
    },
  },
  sources: {
    title: 'Sources',
    search: 'Rechercher des sources',
    emptyText: "Aucun lead n'est arrivé sur cette période.",
    columns: {
      platform: 'Plateforme',
      from: 'Provenance',
      campaignid: 'Id de campagne',
      adgroupid: "Groupe d'annonces",
      placement: 'Emplacement',
      keyword: 'Mot-clé',
      total: 'Total',
      new: 'Nouveaux',
    },
  },
  campaigns: {
    title: 'Campagnes',
    search: 'Rechercher des campagnes',
    add: 'Ajouter une campagne',
    addTitle: 'Ajouter une campagne',
    editTitle: 'Modifier {{name}}',
    edit: 'Modifier {{name}}',
    emptyText: 'Ajoutez une campagne pour suivre ses leads, FTD et dépôts.',
    fields: {
      name: 'Nom',
      description: 'Description',
      internalId: 'Social ID',
      link: 'Lien',
    },
    help: {
      name: '3 à 121 caractères, sans espaces',
      description: '2 à 120 caractères',
      internalId: "L'id de la campagne sur la plateforme publicitaire : 3 à 121 caractères, sans espaces",
      link: "Facultatif : l'adresse complète, comme https://example.com/offer",
    },
  },
};
