/** API keys namespace, English (the reference: every other language has exactly these keys). */
export const apiKeysEn = {
  title: 'API keys',
  subtitle: 'Keys that let affiliates and landing pages post leads to POST /api/intake/leads.',
  add: 'Create API key',
  emptyText: 'Create a key for each landing page or affiliate system that sends leads.',
  docsLink: 'Intake API documentation',
  columns: {
    name: 'Name',
    hint: 'Key',
    owner: 'Affiliate',
    createdAt: 'Created',
    lastUsedAt: 'Last used',
    status: 'Status',
    actions: 'Actions',
  },
  never: 'Never',
  active: 'Active',
  revoked: 'Revoked {{at}}',
  revoke: 'Revoke',
  revokeKey: 'Revoke {{name}}',
  revokeDialog: {
    title: 'Revoke this API key?',
    text: 'Leads sent with “{{name}}” will be refused from now on. This cannot be undone; create a new key if needed.',
  },
  revokedToast: 'API key revoked',
  form: {
    title: 'Create API key',
    name: 'Name',
    nameHelp: 'Where the key is used, e.g. “Landing page spring campaign”',
    affiliate: 'Affiliate',
    affiliateHelp: 'The affiliate that owns the key and becomes the affiliate of its leads',
    self: 'Myself',
  },
  created: {
    title: 'Your new API key',
    warning:
      'Copy the key now. It is shown only this once: only a hash is stored, so nobody can show it again.',
    key: 'API key',
    copy: 'Copy key',
    copied: 'Key copied',
    done: 'I have copied the key',
  },
};

export type ApiKeysTranslation = typeof apiKeysEn;
