import type { Localized } from '../../../lib/plurals';

/*
 * Texts of working a lead from the drawer and the grid row (issue 19 "What a sales floor expects" item 2),
 * in the six languages: the `work` group of the leads namespace (each language's catalogue takes its own).
 */

/** English (the reference: every other language has exactly these keys). */
export const workEn = {
  assignee: 'Assigned to',
  noAssignee: 'Choose a user',
  changeStatus: 'Change the status of {{name}}',
  changeFunnel: 'Change the funnel of {{name}}',
  previous: 'Previous lead',
  next: 'Next lead',
  keysButton: 'Keyboard shortcuts',
  keysTitle: 'Keyboard shortcuts',
  keysHint: 'In the lead drawer, when you are not typing in a field.',
  keys: {
    next: 'Next lead in the list',
    previous: 'Previous lead in the list',
    status: 'Change the status',
    funnel: 'Change the funnel',
    assign: 'Assign to a user',
    comment: 'Write a comment',
    close: 'Close the lead',
    help: 'Show these keys',
  },
} as const;

type WorkTexts = Localized<typeof workEn>;

export const workAr: WorkTexts = {
  assignee: 'مُسنَد إلى',
  noAssignee: 'اختر مستخدمًا',
  changeStatus: 'تغيير حالة {{name}}',
  changeFunnel: 'تغيير مرحلة القمع لـ {{name}}',
  previous: 'العميل المحتمل السابق',
  next: 'العميل المحتمل التالي',
  keysButton: 'اختصارات لوحة المفاتيح',
  keysTitle: 'اختصارات لوحة المفاتيح',
  keysHint: 'في نافذة العميل المحتمل، عندما لا تكتب في حقل.',
  keys: {
    next: 'العميل المحتمل التالي في القائمة',
    previous: 'العميل المحتمل السابق في القائمة',
    status: 'تغيير الحالة',
    funnel: 'تغيير مرحلة القمع',
    assign: 'الإسناد إلى مستخدم',
    comment: 'كتابة تعليق',
    close: 'إغلاق العميل المحتمل',
    help: 'عرض هذه المفاتيح',
  },
};

export const workEs: WorkTexts = {
  assignee: 'Asignado a',
  noAssignee: 'Elige un usuario',
  changeStatus: 'Cambiar el estado de {{name}}',
  changeFunnel: 'Cambiar la etapa del embudo de {{name}}',
  previous: 'Prospecto anterior',
  next: 'Prospecto siguiente',
  keysButton: 'Atajos de teclado',
  keysTitle: 'Atajos de teclado',
  keysHint: 'En el panel del prospecto, cuando no estás escribiendo en un campo.',
  keys: {
    next: 'Prospecto siguiente de la lista',
    previous: 'Prospecto anterior de la lista',
    status: 'Cambiar el estado',
    funnel: 'Cambiar la etapa del embudo',
    assign: 'Asignar a un usuario',
    comment: 'Escribir un comentario',
    close: 'Cerrar el prospecto',
    help: 'Mostrar estas teclas',
  },
};

export const workFr: WorkTexts = {
  assignee: 'Attribué à',
  noAssignee: 'Choisir un utilisateur',
  changeStatus: 'Changer le statut de {{name}}',
  changeFunnel: "Changer l'étape du tunnel de {{name}}",
  previous: 'Prospect précédent',
  next: 'Prospect suivant',
  keysButton: 'Raccourcis clavier',
  keysTitle: 'Raccourcis clavier',
  keysHint: 'Dans le panneau du prospect, quand vous ne tapez pas dans un champ.',
  keys: {
    next: 'Prospect suivant de la liste',
    previous: 'Prospect précédent de la liste',
    status: 'Changer le statut',
    funnel: "Changer l'étape du tunnel",
    assign: 'Attribuer à un utilisateur',
    comment: 'Écrire un commentaire',
    close: 'Fermer le prospect',
    help: 'Afficher ces touches',
  },
};

export const workIt: WorkTexts = {
  assignee: 'Assegnato a',
  noAssignee: 'Scegli un utente',
  changeStatus: 'Cambia lo stato di {{name}}',
  changeFunnel: 'Cambia la fase del funnel di {{name}}',
  previous: 'Lead precedente',
  next: 'Lead successivo',
  keysButton: 'Scorciatoie da tastiera',
  keysTitle: 'Scorciatoie da tastiera',
  keysHint: 'Nel pannello del lead, quando non stai scrivendo in un campo.',
  keys: {
    next: 'Lead successivo della lista',
    previous: 'Lead precedente della lista',
    status: 'Cambia lo stato',
    funnel: 'Cambia la fase del funnel',
    assign: 'Assegna a un utente',
    comment: 'Scrivi un commento',
    close: 'Chiudi il lead',
    help: 'Mostra questi tasti',
  },
};

export const workZh: WorkTexts = {
  assignee: '负责人',
  noAssignee: '选择用户',
  changeStatus: '更改 {{name}} 的状态',
  changeFunnel: '更改 {{name}} 的漏斗阶段',
  previous: '上一个线索',
  next: '下一个线索',
  keysButton: '键盘快捷键',
  keysTitle: '键盘快捷键',
  keysHint: '在线索抽屉中，未在输入框中输入时可用。',
  keys: {
    next: '列表中的下一个线索',
    previous: '列表中的上一个线索',
    status: '更改状态',
    funnel: '更改漏斗阶段',
    assign: '分配给用户',
    comment: '写备注',
    close: '关闭线索',
    help: '显示这些按键',
  },
};
