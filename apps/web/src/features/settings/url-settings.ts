import { COLOR_PRESETS, LAYOUT_STYLES, THEME_TYPES, type Settings } from './settings-model';

/**
 * Reads appearance overrides from the URL (spec §2): `layout`, `layout-style`, `theme-type` and
 * `theme-color` (1-based index into the colour list). An unknown `layout` is kept as-is so the app can
 * show its fallback layout; other invalid values are ignored.
 */
export function parseUrlSettings(search: string): Partial<Settings> {
  const params = new URLSearchParams(search);
  const out: Partial<Settings> = {};
  const layout = params.get('layout')?.trim();
  if (layout) out.layout = layout.toLowerCase();
  // The former 'mini' layout: the vertical layout with a mini sidebar (spec §2 sidebar types).
  if (out.layout === 'mini') Object.assign(out, { layout: 'vertical', sidebarType: 'mini' });
  const style = params.get('layout-style');
  if (style && (LAYOUT_STYLES as readonly string[]).includes(style)) {
    out.layoutStyle = style as Settings['layoutStyle'];
  }
  const type = params.get('theme-type');
  if (type && (THEME_TYPES as readonly string[]).includes(type)) {
    out.themeType = type as Settings['themeType'];
  }
  const color = params.get('theme-color');
  if (color && /^\d+$/.test(color)) {
    const index = Number(color) - 1;
    if (index >= 0 && index < COLOR_PRESETS.length) out.colorIndex = index;
  }
  return out;
}
