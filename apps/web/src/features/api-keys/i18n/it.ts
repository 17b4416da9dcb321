import type { ApiKeysTranslation } from './en';

/** API keys namespace, Italian. */
export const apiKeysIt: ApiKeysTranslation = {
  title: 'Chiavi API',
  subtitle: 'Chiavi con cui affiliati e landing page inviano lead a POST /api/intake/leads.',
  add: 'Crea chiave API',
  emptyText: 'Crea una chiave per ogni landing page o sistema affiliato che invia lead.',
  docsLink: 'Documentazione dell’API di acquisizione',
  columns: {
    name: 'Nome',
    hint: 'Chiave',
    owner: 'Affiliato',
    createdAt: 'Creata',
    lastUsedAt: 'Ultimo uso',
    status: 'Stato',
    actions: 'Azioni',
  },
  never: 'Mai',
  active: 'Attiva',
  revoked: 'Revocata {{at}}',
  revoke: 'Revoca',
  revokeKey: 'Revoca {{name}}',
  revokeDialog: {
    title: 'Revocare questa chiave API?',
    text: 'Da ora i lead inviati con “{{name}}” saranno rifiutati. Non si può annullare; crea una nuova chiave se serve.',
  },
  revokedToast: 'Chiave API revocata',
  form: {
    title: 'Crea chiave API',
    name: 'Nome',
    nameHelp: 'Dove si usa la chiave, es. “Landing page campagna primavera”',
    affiliate: 'Affiliato',
    affiliateHelp: 'L’affiliato che possiede la chiave e diventa l’affiliato dei suoi lead',
    self: 'Me stesso',
  },
  created: {
    title: 'La tua nuova chiave API',
    warning:
      'Copia la chiave ora. Viene mostrata solo questa volta: si conserva solo un hash, quindi nessuno potrà mostrarla di nuovo.',
    key: 'Chiave API',
    copy: 'Copia chiave',
    copied: 'Chiave copiata',
    done: 'Ho copiato la chiave',
  },
};
