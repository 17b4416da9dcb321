import { DOMAIN_TEXTS } from '@leadhouse/domain';

const domain = DOMAIN_TEXTS.it;
import type { CommonTranslation } from './en';

/** The common namespace, Italiano. */
export const commonIt: CommonTranslation = {
  appName: 'Leadhouse',
  loading: 'Caricamento…',
  actions: {
    save: 'Salva',
    cancel: 'Annulla',
    create: 'Crea',
    edit: 'Modifica',
    delete: 'Elimina',
    close: 'Chiudi',
    search: 'Cerca',
    clear: 'Cancella',
    retry: 'Riprova',
  },
  status: { active: 'Attivo', inactive: 'Inattivo', all: 'Tutti' },
  empty: {
    noRecord: 'Nessun record trovato',
    noNotifications: 'Nessuna notifica',
    noMessages: 'Nessun messaggio',
    noApplications: 'Nessuna applicazione trovata',
  },
  errors: {
    VALIDATION: 'Alcuni campi non sono validi.',
    UNAUTHORIZED: 'La sessione è scaduta. Accedi di nuovo.',
    FORBIDDEN: 'Non hai il permesso di farlo.',
    NOT_FOUND: 'Questo record non esiste o non è visibile per te.',
    CONFLICT: 'Questo record esiste già.',
    TOO_LARGE: 'La richiesta è troppo grande.',
    RATE_LIMITED: 'Troppe richieste. Riprova più tardi.',
    INTERNAL: 'Il server ha avuto un problema. Riprova.',
    UNAVAILABLE: 'Il servizio non è disponibile. Riprova a breve.',
    INACTIVE: 'Il tuo account non è ancora attivo. Un amministratore deve attivarlo.',
    NETWORK: 'Il server non è raggiungibile. Controlla la connessione.',
  },
  // The domain's labels and message texts (packages/domain/src/i18n): stated once, for the web and the server.
  roles: domain.roles,
  validation: domain.validation,
  problems: domain.problems,
  // The API states these amounts in minor units for integrators; a person reads them as money, formatted
  // in the account's currency (errorText(error, currency), lib/money.ts MONEY_MESSAGE_PARAMS).
  messages: {
    ...domain.messages,
    insufficientFunds: 'Fondi insufficienti: il saldo non può scendere sotto {{limit}}',
    moneyBooksFull:
      'Questo importo porterebbe i conti oltre {{max}}, il massimo che possono contenere esattamente; non è stato registrato nulla',
  },
};
