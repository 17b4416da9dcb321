import type { PoolsTranslation } from './en';

/** The pools namespace, Español. */
export const poolsEs: PoolsTranslation = {
  title: 'Grupos',
  subtitle: 'Grupos de vendedores. Los leads asignados a un grupo se reparten por turnos.',
  add: 'Añadir grupo',
  edit: 'Editar grupo',
  searchPlaceholder: 'Buscar grupos',
  columns: {
    name: 'Nombre',
    description: 'Descripción',
    members: 'Miembros',
    active: 'Estado',
    createdAt: 'Creado',
    actions: 'Acciones',
  },
  form: {
    name: 'Nombre',
    description: 'Descripción',
    active: 'Activo (recibe leads)',
    members: 'Miembros',
    membersHelp: 'Vendedores que reciben leads de este grupo',
    noOptions: 'Ningún usuario para asignar',
  },
  deleteDialog: {
    title: '¿Eliminar este grupo?',
    text: 'El grupo «{{name}}» se eliminará. Sus leads conservan su asignación actual.',
    confirm: 'Eliminar grupo',
  },
  toasts: {
    added: 'El grupo ha sido añadido',
    updated: 'El grupo ha sido actualizado',
    deleted: 'El grupo ha sido eliminado',
  },
  editPool: 'Editar {{name}}',
  deletePool: 'Eliminar {{name}}',
  emptyText: 'Cree un grupo para repartir leads entre vendedores.',
};
