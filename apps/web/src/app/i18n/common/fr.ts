import { DOMAIN_TEXTS } from '@leadhouse/domain';

const domain = DOMAIN_TEXTS.fr;
import type { CommonTranslation } from './en';

/** The common namespace, Français. */
export const commonFr: CommonTranslation = {
  appName: 'Leadhouse',
  loading: 'Chargement…',
  actions: {
    save: 'Enregistrer',
    cancel: 'Annuler',
    create: 'Créer',
    edit: 'Modifier',
    delete: 'Supprimer',
    close: 'Fermer',
    search: 'Rechercher',
    clear: 'Effacer',
    retry: 'Réessayer',
  },
  status: { active: 'Actif', inactive: 'Inactif', all: 'Tous' },
  empty: {
    noRecord: 'Aucun enregistrement trouvé',
    noNotifications: 'Aucune notification',
    noMessages: 'Aucun message',
    noApplications: 'Aucune application trouvée',
  },
  errors: {
    VALIDATION: 'Certains champs ne sont pas valides.',
    UNAUTHORIZED: 'Votre session a expiré. Reconnectez-vous.',
    FORBIDDEN: 'Vous n’êtes pas autorisé à faire cela.',
    NOT_FOUND: 'Cet enregistrement n’existe pas ou ne vous est pas visible.',
    CONFLICT: 'Cet enregistrement existe déjà.',
    TOO_LARGE: 'La requête est trop volumineuse.',
    RATE_LIMITED: 'Trop de requêtes. Réessayez plus tard.',
    INTERNAL: 'Le serveur a rencontré un problème. Réessayez.',
    UNAVAILABLE: 'Le service est indisponible. Réessayez dans un instant.',
    INACTIVE: 'Votre compte n’est pas encore actif. Un administrateur doit l’activer.',
    NETWORK: 'Le serveur est injoignable. Vérifiez votre connexion.',
  },
  // The domain's labels and message texts (packages/domain/src/i18n): stated once, for the web and the server.
  roles: domain.roles,
  validation: domain.validation,
  problems: domain.problems,
  // The API states these amounts in minor units for integrators; a person reads them as money, formatted
  // in the account's currency (errorText(error, currency), lib/money.ts MONEY_MESSAGE_PARAMS).
  messages: {
    ...domain.messages,
    insufficientFunds: 'Fonds insuffisants : le solde ne peut pas descendre sous {{limit}}',
    moneyBooksFull:
      'Ce montant porterait les comptes au-delà de {{max}}, le maximum qu’ils conservent exactement ; rien n’a été enregistré',
  },
};
