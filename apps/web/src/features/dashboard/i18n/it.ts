import type { DashboardTranslation } from './en';

/** Dashboard namespace, Italian. */
export const dashboardIt: DashboardTranslation = {
  title: 'Dashboard',
  subtitle: 'Da dove arrivano i lead e quanto valgono',
  retry: 'Riprova',
  none: '(nessuno)',
  period: {
    label: 'Periodo',
    days_one: '{{count}} giorno',
    days_many: '{{count}} giorni',
    days_other: '{{count}} giorni',
    custom: 'Personalizzato',
    from: 'Dal',
    to: 'Al',
    window: '{{from}} – {{to}} ({{timeZone}})',
  },
  figures: {
    title: 'Dati principali',
    leads: 'Lead',
    ftds: 'FTD',
    depositAmount: 'Importo depositi',
    conversion: 'Conversione',
    visits: 'Visite',
    delivered: 'Consegnati',
    vsPrevious: 'rispetto al periodo precedente',
    previous: 'Periodo precedente: {{value}}',
    open: 'Apri i lead di {{figure}}: {{value}}',
  },
  distribution: {
    title: 'Distribuzione',
    sold: 'Venduti',
    held: 'In attesa',
    unsold: 'Invenduti',
    returned: 'Resi',
  },
  charts: {
    leadsPerDay: 'Lead al giorno',
    deposits: 'FTD e depositi',
    day: 'Giorno',
    dayLeads: 'Apri i lead del {{day}}',
  },
  mix: {
    status: 'Ripartizione per stato',
    funnel: 'Ripartizione per funnel',
    platform: 'Piattaforme',
    open: 'Apri i {{value}} lead di {{name}}',
  },
  tables: {
    topCampaigns: 'Campagne migliori',
    topAdGroups: 'Gruppi di annunci migliori',
    platforms: 'Piattaforme',
    campaign: 'Campagna',
    adGroup: 'Gruppo di annunci',
    platform: 'Piattaforma',
    openLeads: 'Apri i {{value}} lead di {{name}}',
    openFtds: 'Apri i {{value}} FTD di {{name}}',
  },
  empty: {
    noLeads: 'Ancora nessun lead',
    noLeadsText:
      'I dati compaiono qui appena arrivano i lead. Importa un file CSV o aggiungi lead dalla schermata dei lead.',
    goToLeads: 'Importa o aggiungi lead',
    noLeadsInPeriod: 'Nessun lead in questo periodo',
  },
};
