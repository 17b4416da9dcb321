import type { ApiKeysTranslation } from './en';

/** API keys namespace, Spanish. */
export const apiKeysEs: ApiKeysTranslation = {
  title: 'Claves API',
  subtitle: 'Claves con las que afiliados y landing pages envían leads a POST /api/intake/leads.',
  add: 'Crear clave API',
  emptyText: 'Crea una clave para cada landing page o sistema de afiliado que envíe leads.',
  docsLink: 'Documentación de la API de captación',
  columns: {
    name: 'Nombre',
    hint: 'Clave',
    owner: 'Afiliado',
    createdAt: 'Creada',
    lastUsedAt: 'Último uso',
    status: 'Estado',
    actions: 'Acciones',
  },
  never: 'Nunca',
  active: 'Activa',
  revoked: 'Revocada {{at}}',
  revoke: 'Revocar',
  revokeKey: 'Revocar {{name}}',
  revokeDialog: {
    title: '¿Revocar esta clave API?',
    text: 'Desde ahora se rechazarán los leads enviados con “{{name}}”. No se puede deshacer; crea una clave nueva si hace falta.',
  },
  revokedToast: 'Clave API revocada',
  form: {
    title: 'Crear clave API',
    name: 'Nombre',
    nameHelp: 'Dónde se usa la clave, p. ej. “Landing campaña de primavera”',
    affiliate: 'Afiliado',
    affiliateHelp: 'El afiliado dueño de la clave, que pasa a ser el afiliado de sus leads',
    self: 'Yo mismo',
  },
  created: {
    title: 'Tu nueva clave API',
    warning:
      'Copia la clave ahora. Solo se muestra esta vez: solo se guarda un hash, así que nadie podrá volver a mostrarla.',
    key: 'Clave API',
    copy: 'Copiar clave',
    copied: 'Clave copiada',
    done: 'Ya he copiado la clave',
  },
};
