import type { NotificationsTranslation } from './en';

/** Notifiche (italiano). */
export const notificationsIt: NotificationsTranslation = {
  title: 'Notifiche',
  markAllRead: 'Segna tutte come lette',
  unread: 'Non letta',
  loadError: 'Impossibile caricare le notifiche.',
  kinds: {
    leadAssigned_one: 'Ti è stato assegnato un lead',
    leadAssigned_many: 'Ti sono stati assegnati {{count, number}} lead',
    leadAssigned_other: 'Ti sono stati assegnati {{count, number}} lead',
    importFailed: 'La tua importazione non è riuscita',
    importFinished: 'La tua importazione è terminata',
    exportFinished_one: 'La tua esportazione di {{count, number}} lead è pronta',
    exportFinished_many: 'La tua esportazione di {{count, number}} lead è pronta',
    exportFinished_other: 'La tua esportazione di {{count, number}} lead è pronta',
    deliveryFailed_one: 'Un invio a un’integrazione non è riuscito',
    deliveryFailed_many: '{{count, number}} invii a un’integrazione non sono riusciti',
    deliveryFailed_other: '{{count, number}} invii a un’integrazione non sono riusciti',
    integrationPaused: 'Un’integrazione è stata sospesa dopo errori ripetuti',
    accountUnpaid: 'Un account non è pagato',
    accountLowFunds: 'Un account ha fondi scarsi',
    domainVerified: 'Un dominio è stato verificato',
    domainFailed: 'La verifica di un dominio non è riuscita',
  },
  facts: {
    created_one: '{{count, number}} lead importato',
    created_many: '{{count, number}} lead importati',
    created_other: '{{count, number}} lead importati',
    failed_one: '{{count, number}} riga rifiutata',
    failed_many: '{{count, number}} righe rifiutate',
    failed_other: '{{count, number}} righe rifiutate',
    periodEnd: 'periodo terminato il {{day}}',
    balance: 'saldo {{amount}}',
  },
  newLeads: {
    text_one: '{{count, number}} nuovo lead',
    text_many: '{{count, number}} nuovi lead',
    text_other: '{{count, number}} nuovi lead',
    more: 'Più di {{limit, number}} nuovi lead',
    show: 'Mostra',
  },
  leadChanged: {
    text: 'Modificato da qualcun altro',
    reload: 'Ricarica',
  },
};
