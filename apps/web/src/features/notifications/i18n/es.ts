import type { NotificationsTranslation } from './en';

/** Notificaciones (español). */
export const notificationsEs: NotificationsTranslation = {
  title: 'Notificaciones',
  markAllRead: 'Marcar todo como leído',
  unread: 'No leída',
  loadError: 'No se pudieron cargar las notificaciones.',
  kinds: {
    leadAssigned_one: 'Se te asignó un lead',
    leadAssigned_many: 'Se te asignaron {{count, number}} leads',
    leadAssigned_other: 'Se te asignaron {{count, number}} leads',
    importFailed: 'Tu importación ha fallado',
    importFinished: 'Tu importación ha terminado',
    exportFinished_one: 'Tu exportación de {{count, number}} lead está lista',
    exportFinished_many: 'Tu exportación de {{count, number}} leads está lista',
    exportFinished_other: 'Tu exportación de {{count, number}} leads está lista',
    deliveryFailed_one: 'Falló un envío a una integración',
    deliveryFailed_many: 'Fallaron {{count, number}} envíos a una integración',
    deliveryFailed_other: 'Fallaron {{count, number}} envíos a una integración',
    integrationPaused: 'Una integración se pausó tras fallos repetidos',
    accountUnpaid: 'Una cuenta está impagada',
    accountLowFunds: 'Una cuenta tiene pocos fondos',
    domainVerified: 'Se verificó un dominio',
    domainFailed: 'Falló la comprobación de un dominio',
  },
  facts: {
    created_one: '{{count, number}} lead importado',
    created_many: '{{count, number}} leads importados',
    created_other: '{{count, number}} leads importados',
    failed_one: '{{count, number}} fila rechazada',
    failed_many: '{{count, number}} filas rechazadas',
    failed_other: '{{count, number}} filas rechazadas',
    periodEnd: 'periodo terminado el {{day}}',
    balance: 'saldo {{amount}}',
  },
  newLeads: {
    text_one: '{{count, number}} lead nuevo',
    text_many: '{{count, number}} leads nuevos',
    text_other: '{{count, number}} leads nuevos',
    more: 'Más de {{limit, number}} leads nuevos',
    show: 'Mostrar',
  },
  leadChanged: {
    text: 'Otra persona lo ha modificado',
    reload: 'Recargar',
  },
};
