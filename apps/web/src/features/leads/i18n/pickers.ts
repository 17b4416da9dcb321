/*
 * Texts of the picker filters (issue 19 "Pickers, not free text": CAMPAIGNS, SOURCE, POOL, EMPLOYEE,
 * AFFILIATE choose from what exists, searched as the user types), in the six languages: the `pickers`
 * group of the leads namespace (each language's catalogue takes its own).
 */

/** English (the reference: every other language has exactly these keys). */
export const pickersEn = {
  placeholder: 'Type to search',
  searching: 'Searching…',
  noMatch: 'Nothing matches “{{text}}”: check the spelling or type part of the name',
  empty: 'Nothing to choose yet',
  more: 'More match: type more of the name to narrow the list',
} as const;

type PickerTexts = Record<keyof typeof pickersEn, string>;

export const pickersAr: PickerTexts = {
  placeholder: 'اكتب للبحث',
  searching: 'جارٍ البحث…',
  noMatch: 'لا شيء يطابق «{{text}}»: تحقّق من الكتابة أو اكتب جزءًا من الاسم',
  empty: 'لا يوجد ما يمكن اختياره بعد',
  more: 'توجد نتائج أخرى: اكتب المزيد من الاسم لتضييق القائمة',
};

export const pickersEs: PickerTexts = {
  placeholder: 'Escribe para buscar',
  searching: 'Buscando…',
  noMatch: 'Nada coincide con «{{text}}»: revisa la ortografía o escribe parte del nombre',
  empty: 'Todavía no hay nada que elegir',
  more: 'Hay más coincidencias: escribe más del nombre para acotar la lista',
};

export const pickersFr: PickerTexts = {
  placeholder: 'Tapez pour chercher',
  searching: 'Recherche…',
  noMatch: 'Rien ne correspond à « {{text}} » : vérifiez l’orthographe ou tapez une partie du nom',
  empty: 'Rien à choisir pour l’instant',
  more: 'D’autres correspondent : tapez davantage du nom pour affiner la liste',
};

export const pickersIt: PickerTexts = {
  placeholder: 'Scrivi per cercare',
  searching: 'Ricerca…',
  noMatch: 'Nessun risultato per «{{text}}»: controlla l’ortografia o scrivi parte del nome',
  empty: 'Ancora niente da scegliere',
  more: 'Ci sono altri risultati: scrivi più del nome per restringere l’elenco',
};

export const pickersZh: PickerTexts = {
  placeholder: '输入以搜索',
  searching: '正在搜索…',
  noMatch: '没有与“{{text}}”匹配的项：请检查拼写或输入名称的一部分',
  empty: '暂无可选项',
  more: '还有更多匹配项：请输入更多名称以缩小列表',
};
