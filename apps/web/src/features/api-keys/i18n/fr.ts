import type { ApiKeysTranslation } from './en';

/** API keys namespace, French. */
export const apiKeysFr: ApiKeysTranslation = {
  title: 'Clés API',
  subtitle:
    'Clés avec lesquelles affiliés et pages d’atterrissage envoient des prospects à POST /api/intake/leads.',
  add: 'Créer une clé API',
  emptyText: 'Créez une clé pour chaque page d’atterrissage ou système affilié qui envoie des prospects.',
  docsLink: 'Documentation de l’API d’entrée',
  columns: {
    name: 'Nom',
    hint: 'Clé',
    owner: 'Affilié',
    createdAt: 'Créée',
    lastUsedAt: 'Dernière utilisation',
    status: 'État',
    actions: 'Actions',
  },
  never: 'Jamais',
  active: 'Active',
  revoked: 'Révoquée {{at}}',
  revoke: 'Révoquer',
  revokeKey: 'Révoquer {{name}}',
  revokeDialog: {
    title: 'Révoquer cette clé API ?',
    text: 'Les prospects envoyés avec « {{name}} » seront refusés désormais. C’est définitif ; créez une nouvelle clé si besoin.',
  },
  revokedToast: 'Clé API révoquée',
  form: {
    title: 'Créer une clé API',
    name: 'Nom',
    nameHelp: 'Où la clé sert, p. ex. « Page d’atterrissage campagne de printemps »',
    affiliate: 'Affilié',
    affiliateHelp: 'L’affilié qui possède la clé et devient l’affilié de ses prospects',
    self: 'Moi-même',
  },
  created: {
    title: 'Votre nouvelle clé API',
    warning:
      'Copiez la clé maintenant. Elle n’est affichée que cette fois : seul un hachage est conservé, personne ne pourra la réafficher.',
    key: 'Clé API',
    copy: 'Copier la clé',
    copied: 'Clé copiée',
    done: 'J’ai copié la clé',
  },
};
