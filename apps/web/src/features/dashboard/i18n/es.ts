import type { DashboardTranslation } from './en';

/** Dashboard namespace, Spanish. */
export const dashboardEs: DashboardTranslation = {
  title: 'Panel',
  subtitle: 'De dónde vienen los leads y cuánto valen',
  retry: 'Reintentar',
  none: '(ninguno)',
  period: {
    label: 'Periodo',
    days_one: '{{count}} día',
    days_many: '{{count}} días',
    days_other: '{{count}} días',
    custom: 'Personalizado',
    from: 'Desde',
    to: 'Hasta',
    window: '{{from}} – {{to}} ({{timeZone}})',
  },
  figures: {
    title: 'Cifras clave',
    leads: 'Leads',
    ftds: 'FTD',
    depositAmount: 'Importe depositado',
    conversion: 'Conversión',
    visits: 'Visitas',
    delivered: 'Entregados',
    vsPrevious: 'frente al periodo anterior',
    previous: 'Periodo anterior: {{value}}',
    open: 'Abrir los leads de {{figure}}: {{value}}',
  },
  distribution: {
    title: 'Distribución',
    sold: 'Vendidos',
    held: 'Retenidos',
    unsold: 'No vendidos',
    returned: 'Devueltos',
  },
  charts: {
    leadsPerDay: 'Leads por día',
    deposits: 'FTD y depósitos',
    day: 'Día',
    dayLeads: 'Abrir los leads del {{day}}',
  },
  mix: {
    status: 'Reparto por estado',
    funnel: 'Reparto por embudo',
    platform: 'Plataformas',
    open: 'Abrir los {{value}} leads de {{name}}',
  },
  tables: {
    topCampaigns: 'Mejores campañas',
    topAdGroups: 'Mejores grupos de anuncios',
    platforms: 'Plataformas',
    campaign: 'Campaña',
    adGroup: 'Grupo de anuncios',
    platform: 'Plataforma',
    openLeads: 'Abrir los {{value}} leads de {{name}}',
    openFtds: 'Abrir los {{value}} FTD de {{name}}',
  },
  empty: {
    noLeads: 'Todavía no hay leads',
    noLeadsText:
      'Las cifras aparecen aquí en cuanto llegan leads. Importa un archivo CSV o añade leads en la pantalla de leads.',
    goToLeads: 'Importar o añadir leads',
    noLeadsInPeriod: 'No hay leads en este periodo',
  },
};
