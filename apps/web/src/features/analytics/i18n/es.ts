import type { AnalyticsTranslation } from './en';

/** Analytics namespace, Spanish. */
export const analyticsEs: AnalyticsTranslation = {
  title: 'Analítica',
  subtitles: {
    analytics: 'Qué campañas y grupos de anuncios traen leads y depósitos, y a qué coste',
    campaigns: 'Las campañas con los leads y depósitos del periodo (30 días por defecto)',
    sources: 'De dónde vienen los leads del periodo (30 días por defecto)',
  },
  tabs: { analytics: 'Grupos de anuncios', campaigns: 'Campañas', sources: 'Fuentes' },
  lastDays: {
    title: 'Últimos días',
    splitBy: 'Dividir por',
    byStatus: 'Estado',
    byPlatform: 'Plataforma',
  },
  adGroups: {
    title: 'Analítica de grupos de anuncios',
    search: 'Buscar grupos de anuncios',
    campaign: 'Campaña',
    allCampaigns: 'Todas las campañas',
    emptyText: 'Ningún grupo de anuncios tiene leads ni visitas en este periodo.',
    columns: {
      campaign: 'Campaña',
      adGroup: 'Grupo de anuncios',
      platform: 'Plataforma',
      visits: 'Visitas',
      leadsPerVisit: 'Leads / visita',
      statusMix: 'Reparto de estados',
      ftdRate: 'Tasa de FTD',
      costPerLead: 'Coste / lead',
      costPerFtd: 'Coste / FTD',
    },
  },
  sources: {
    title: 'Fuentes',
    search: 'Buscar fuentes',
    emptyText: 'No llegó ningún lead en este periodo.',
    columns: {
      platform: 'Plataforma',
      from: 'Origen',
      campaignid: 'Id de campaña',
      adgroupid: 'Grupo de anuncios',
      placement: 'Ubicación',
      keyword: 'Palabra clave',
      total: 'Total',
      new: 'Nuevos',
    },
  },
  campaigns: {
    title: 'Campañas',
    search: 'Buscar campañas',
    add: 'Añadir campaña',
    addTitle: 'Añadir campaña',
    editTitle: 'Editar {{name}}',
    edit: 'Editar {{name}}',
    emptyText: 'Añade una campaña para seguir sus leads, FTD y depósitos.',
    fields: {
      name: 'Nombre',
      description: 'Descripción',
      internalId: 'Social ID',
      link: 'Enlace',
    },
    help: {
      name: 'De 3 a 121 caracteres, sin espacios',
      description: 'De 2 a 120 caracteres',
      internalId: 'El id de la campaña en la plataforma publicitaria: de 3 a 121 caracteres, sin espacios',
      link: 'Opcional: la dirección completa, como https://example.com/offer',
    },
  },
};
