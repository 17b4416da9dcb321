import type { AnalyticsTranslation } from './en';

/** Analytics namespace, Italian. */
export const analyticsIt: AnalyticsTranslation = {
  title: 'Analisi',
  subtitles: {
    analytics: 'Quali campagne e gruppi di annunci portano lead e depositi, e a quale costo',
    campaigns: 'Le campagne con i lead e i depositi del periodo (30 giorni se non scelto)',
    sources: 'Da dove arrivano i lead del periodo (30 giorni se non scelto)',
  },
  tabs: { analytics: 'Gruppi di annunci', campaigns: 'Campagne', sources: 'Fonti' },
  lastDays: {
    title: 'Ultimi giorni',
    splitBy: 'Suddividi per',
    byStatus: 'Stato',
    byPlatform: 'Piattaforma',
  },
  adGroups: {
    title: 'Analisi dei gruppi di annunci',
    search: 'Cerca gruppi di annunci',
    campaign: 'Campagna',
    allCampaigns: 'Tutte le campagne',
    emptyText: 'Nessun gruppo di annunci ha lead o visite in questo periodo.',
    columns: {
      campaign: 'Campagna',
      adGroup: 'Gruppo di annunci',
      platform: 'Piattaforma',
      visits: 'Visite',
      leadsPerVisit: 'Lead / visita',
      statusMix: 'Ripartizione stati',
      ftdRate: 'Tasso FTD',
      costPerLead: 'Costo / lead',
      costPerFtd: 'Costo / FTD',
    },
  },
  sources: {
    title: 'Fonti',
    search: 'Cerca fonti',
    emptyText: 'Nessun lead in questo periodo.',
    columns: {
      platform: 'Piattaforma',
      from: 'Provenienza',
      campaignid: 'Id campagna',
      adgroupid: 'Gruppo di annunci',
      placement: 'Posizionamento',
      keyword: 'Parola chiave',
      total: 'Totale',
      new: 'Nuovi',
    },
  },
  campaigns: {
    title: 'Campagne',
    search: 'Cerca campagne',
    add: 'Aggiungi campagna',
    addTitle: 'Aggiungi campagna',
    editTitle: 'Modifica {{name}}',
    edit: 'Modifica {{name}}',
    emptyText: 'Aggiungi una campagna per seguirne lead, FTD e depositi.',
    fields: {
      name: 'Nome',
      description: 'Descrizione',
      internalId: 'Social ID',
      link: 'Link',
    },
    help: {
      name: 'Da 3 a 121 caratteri, senza spazi',
      description: 'Da 2 a 120 caratteri',
      internalId: "L'id della campagna sulla piattaforma pubblicitaria: da 3 a 121 caratteri, senza spazi",
      link: "Facoltativo: l'indirizzo completo, come https://example.com/offer",
    },
  },
};
