import type { PagesTranslation } from './en';

/** The pages namespace, Español. */
export const pagesEs: PagesTranslation = {
  notFound: { code: '404', action: 'Volver a los leads' },
  serverError: {
    code: '500',
    message: 'Algo salió mal por nuestra parte. Inténtelo de nuevo en un momento.',
    action: 'Recargar la página',
  },
  forbidden: {
    title: 'Acceso no permitido',
    message: 'Su rol no da acceso a esta pantalla. Pida acceso a un administrador si lo necesita.',
  },
  leads: {
    title: 'Leads',
    text: 'Aquí se listarán sus leads, con filtros, acciones masivas, importación y exportación CSV.',
    searching: 'Búsqueda: «{{search}}»',
  },
  dashboard: { title: 'Panel', text: 'Aquí aparecerán las cifras clave de su equipo y de su embudo.' },
  accounts: {
    title: 'Cuentas',
    text: 'Aquí aparecerán las cuentas con sus fondos, activación y suscripción.',
  },
  account: { title: 'Cuenta', text: 'Aquí aparecerán los detalles y las estadísticas de esta cuenta.' },
  analytics: {
    title: 'Analítica',
    text: 'Aquí aparecerá la analítica de leads y fuentes publicitarias de los últimos días.',
  },
  reports: {
    title: 'Informes',
    text: 'Aquí aparecerán los informes de leads, depósitos y actividad del equipo.',
  },
};
