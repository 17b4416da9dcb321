import type { PagesTranslation } from './en';

/** The pages namespace, Italiano. */
export const pagesIt: PagesTranslation = {
  notFound: { code: '404', action: 'Torna ai lead' },
  serverError: {
    code: '500',
    message: 'Qualcosa è andato storto da parte nostra. Riprova tra un momento.',
    action: 'Ricarica la pagina',
  },
  forbidden: {
    title: 'Accesso non consentito',
    message: 'Il tuo ruolo non dà accesso a questa schermata. Chiedi a un amministratore se ti serve.',
  },
  leads: {
    title: 'Lead',
    text: 'Qui verranno elencati i tuoi lead, con filtri, azioni di massa, importazione ed esportazione CSV.',
    searching: 'Ricerca: «{{search}}»',
  },
  dashboard: {
    title: 'Dashboard',
    text: 'Qui compariranno i numeri chiave del tuo team e del tuo funnel.',
  },
  accounts: {
    title: 'Account',
    text: 'Qui compariranno gli account con fondi, attivazione e abbonamento.',
  },
  account: { title: 'Account', text: 'Qui compariranno i dettagli e le statistiche di questo account.' },
  analytics: {
    title: 'Analisi',
    text: 'Qui compariranno le analisi di lead e fonti pubblicitarie degli ultimi giorni.',
  },
  reports: {
    title: 'Report',
    text: 'Qui compariranno i report su lead, depositi e attività del team.',
  },
};
