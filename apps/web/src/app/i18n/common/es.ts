import { DOMAIN_TEXTS } from '@leadhouse/domain';

const domain = DOMAIN_TEXTS.es;
import type { CommonTranslation } from './en';

/** The common namespace, Español. */
export const commonEs: CommonTranslation = {
  appName: 'Leadhouse',
  loading: 'Cargando…',
  actions: {
    save: 'Guardar',
    cancel: 'Cancelar',
    create: 'Crear',
    edit: 'Editar',
    delete: 'Eliminar',
    close: 'Cerrar',
    search: 'Buscar',
    clear: 'Borrar',
    retry: 'Reintentar',
  },
  status: { active: 'Activo', inactive: 'Inactivo', all: 'Todos' },
  empty: {
    noRecord: 'No se encontraron registros',
    noNotifications: 'No hay notificaciones',
    noMessages: 'No hay mensajes',
    noApplications: 'No se encontraron aplicaciones',
  },
  errors: {
    VALIDATION: 'Algunos campos no son válidos.',
    UNAUTHORIZED: 'Su sesión ha caducado. Inicie sesión de nuevo.',
    FORBIDDEN: 'No tiene permiso para hacer esto.',
    NOT_FOUND: 'Este registro no existe o no es visible para usted.',
    CONFLICT: 'Este registro ya existe.',
    TOO_LARGE: 'La solicitud es demasiado grande.',
    RATE_LIMITED: 'Demasiadas solicitudes. Inténtelo más tarde.',
    INTERNAL: 'El servidor tuvo un problema. Inténtelo de nuevo.',
    UNAVAILABLE: 'El servicio no está disponible. Inténtelo en breve.',
    INACTIVE: 'Su cuenta aún no está activa. Un administrador debe activarla.',
    NETWORK: 'No se puede contactar con el servidor. Compruebe su conexión.',
  },
  // The domain's labels and message texts (packages/domain/src/i18n): stated once, for the web and the server.
  roles: domain.roles,
  validation: domain.validation,
  problems: domain.problems,
  // The API states these amounts in minor units for integrators; a person reads them as money, formatted
  // in the account's currency (errorText(error, currency), lib/money.ts MONEY_MESSAGE_PARAMS).
  messages: {
    ...domain.messages,
    insufficientFunds: 'Fondos insuficientes: el saldo no puede bajar de {{limit}}',
    moneyBooksFull:
      'Este importe llevaría los libros más allá de {{max}}, lo máximo que pueden guardar con exactitud; no se registró nada',
  },
};
