import type { PoolsTranslation } from './en';

/** The pools namespace, Italiano. */
export const poolsIt: PoolsTranslation = {
  title: 'Pool',
  subtitle: 'Gruppi di venditori. I lead assegnati a un pool vengono distribuiti a turno.',
  add: 'Aggiungi pool',
  edit: 'Modifica pool',
  searchPlaceholder: 'Cerca pool',
  columns: {
    name: 'Nome',
    description: 'Descrizione',
    members: 'Membri',
    active: 'Stato',
    createdAt: 'Creato',
    actions: 'Azioni',
  },
  form: {
    name: 'Nome',
    description: 'Descrizione',
    active: 'Attivo (riceve lead)',
    members: 'Membri',
    membersHelp: 'Venditori che ricevono i lead di questo pool',
    noOptions: 'Nessun utente da assegnare',
  },
  deleteDialog: {
    title: 'Eliminare questo pool?',
    text: 'Il pool «{{name}}» verrà eliminato. I suoi lead mantengono l’assegnatario attuale.',
    confirm: 'Elimina pool',
  },
  toasts: {
    added: 'Il pool è stato aggiunto',
    updated: 'Il pool è stato aggiornato',
    deleted: 'Il pool è stato eliminato',
  },
  editPool: 'Modifica {{name}}',
  deletePool: 'Elimina {{name}}',
  emptyText: 'Crea un pool per distribuire i lead tra i venditori.',
};
