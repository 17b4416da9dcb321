import type { NotificationsTranslation } from './en';

/** Notifications (français). */
export const notificationsFr: NotificationsTranslation = {
  title: 'Notifications',
  markAllRead: 'Tout marquer comme lu',
  unread: 'Non lue',
  loadError: 'Les notifications n’ont pas pu être chargées.',
  kinds: {
    leadAssigned_one: 'Un lead vous a été attribué',
    leadAssigned_many: '{{count, number}} leads vous ont été attribués',
    leadAssigned_other: '{{count, number}} leads vous ont été attribués',
    importFailed: 'Votre import a échoué',
    importFinished: 'Votre import est terminé',
    exportFinished_one: 'Votre export de {{count, number}} lead est prêt',
    exportFinished_many: 'Votre export de {{count, number}} leads est prêt',
    exportFinished_other: 'Votre export de {{count, number}} leads est prêt',
    deliveryFailed_one: 'Un envoi vers une intégration a échoué',
    deliveryFailed_many: '{{count, number}} envois vers une intégration ont échoué',
    deliveryFailed_other: '{{count, number}} envois vers une intégration ont échoué',
    integrationPaused: 'Une intégration a été suspendue après des échecs répétés',
    accountUnpaid: 'Un compte est impayé',
    accountLowFunds: 'Un compte manque de fonds',
    domainVerified: 'Un domaine a été vérifié',
    domainFailed: 'La vérification d’un domaine a échoué',
  },
  facts: {
    created_one: '{{count, number}} lead importé',
    created_many: '{{count, number}} leads importés',
    created_other: '{{count, number}} leads importés',
    failed_one: '{{count, number}} ligne rejetée',
    failed_many: '{{count, number}} lignes rejetées',
    failed_other: '{{count, number}} lignes rejetées',
    periodEnd: 'période terminée le {{day}}',
    balance: 'solde {{amount}}',
  },
  newLeads: {
    text_one: '{{count, number}} nouveau lead',
    text_many: '{{count, number}} nouveaux leads',
    text_other: '{{count, number}} nouveaux leads',
    more: 'Plus de {{limit, number}} nouveaux leads',
    show: 'Afficher',
  },
  leadChanged: {
    text: 'Modifié par quelqu’un d’autre',
    reload: 'Recharger',
  },
};
