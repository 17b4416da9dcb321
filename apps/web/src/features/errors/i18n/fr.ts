import type { PagesTranslation } from './en';

/** The pages namespace, Français. */
export const pagesFr: PagesTranslation = {
  notFound: { code: '404', action: 'Retour aux prospects' },
  serverError: {
    code: '500',
    message: 'Un problème est survenu de notre côté. Réessayez dans un instant.',
    action: 'Recharger la page',
  },
  forbidden: {
    title: 'Accès refusé',
    message:
      'Votre rôle ne donne pas accès à cet écran. Demandez à un administrateur si vous en avez besoin.',
  },
  leads: {
    title: 'Prospects',
    text: 'Vos prospects seront listés ici, avec filtres, actions groupées, import et export CSV.',
    searching: 'Recherche : « {{search}} »',
  },
  dashboard: {
    title: 'Tableau de bord',
    text: 'Les chiffres clés de votre équipe et de votre tunnel apparaîtront ici.',
  },
  accounts: {
    title: 'Comptes',
    text: 'Les comptes avec leurs fonds, leur activation et leur abonnement apparaîtront ici.',
  },
  account: { title: 'Compte', text: 'Le détail et les statistiques de ce compte apparaîtront ici.' },
  analytics: {
    title: 'Analyses',
    text: 'Les analyses des prospects et des sources publicitaires des derniers jours apparaîtront ici.',
  },
  reports: {
    title: 'Rapports',
    text: 'Les rapports sur les prospects, les dépôts et l’activité de l’équipe apparaîtront ici.',
  },
};
