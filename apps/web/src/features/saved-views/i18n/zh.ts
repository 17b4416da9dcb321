import type { SavedViewsTranslation } from './en';

export const savedViewsZh: SavedViewsTranslation = {
  button: '视图',
  saveCurrent: '保存当前视图…',
  saveTitle: '保存当前视图',
  renameTitle: '重命名视图',
  name: '名称',
  none: '还没有保存的视图',
  loading: '加载中…',
  rename: '重命名 {{name}}',
  delete: '删除 {{name}}',
  saved: '视图“{{name}}”已保存',
  renamed: '视图已重命名为“{{name}}”',
  deleted: '视图“{{name}}”已删除',
  applied: '已应用视图“{{name}}”',
};
