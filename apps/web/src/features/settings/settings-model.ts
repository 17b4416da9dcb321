import type { Direction } from '../../lib/i18n';
import { isSidebarBackground } from './sidebar-backgrounds';

/** Theme types (spec §2). */
export const THEME_TYPES = ['light', 'semi-dark', 'dark'] as const;
export type ThemeType = (typeof THEME_TYPES)[number];

/**
 * Layouts we render (spec §2); any other value shows the fallback layout. vertical: sidebar and header;
 * vertical-minimal: sidebar and a borderless header blended into the page; minimal: sidebar only, no
 * header (language and user menu in the sidebar); modern: a floating, rounded header and sidebar;
 * horizontal: header and a menu bar, no sidebar. docs/decisions.md "Shell settings".
 */
export const LAYOUTS = ['vertical', 'vertical-minimal', 'minimal', 'modern', 'horizontal'] as const;
export type KnownLayout = (typeof LAYOUTS)[number];
/** Layouts that draw a sidebar, and those that draw a header. */
export const layoutHasSidebar = (layout: KnownLayout): boolean => layout !== 'horizontal';
export const layoutHasHeader = (layout: KnownLayout): boolean => layout !== 'minimal';

/** Sidebar types (spec §2): full (fixed, open), mini (folded to 80 px, opens on hover), drawer (hidden). */
export const SIDEBAR_TYPES = ['full', 'mini', 'drawer'] as const;
export type SidebarType = (typeof SIDEBAR_TYPES)[number];

/** Header (spec §2): fixed (stays on top while the page scrolls) or static (scrolls away). */
export const HEADER_POSITIONS = ['fixed', 'static'] as const;
export type HeaderPosition = (typeof HEADER_POSITIONS)[number];

/** Layout styles (spec §2). Boxed: 1300 px wide (1740 on xl) from 1366 px up (spec §9). */
export const LAYOUT_STYLES = ['fullwidth', 'boxed', 'framed'] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];

/** Sidebar widths (spec §9). */
export const SIDEBAR_WIDTHS = { small: 280, default: 304, wide: 330 } as const;
export type SidebarSize = keyof typeof SIDEBAR_WIDTHS;
export const SIDEBAR_FOLDED_WIDTH = 80;

/**
 * The ten primary colour presets (spec §9); `theme-color` is a 1-based index into this list. `main` is the
 * light-mode colour (≥ 4.5:1 against white text and as text on the light backgrounds, down to the grey
 * #ebebeb of the bulk-action bar, WCAG 1.4.3), `dark` the dark-mode one (a 200 tone, like Material's
 * tone 80: ≥ 4.5:1 as text on the dark papers, the grey bulk-action bar and a selected, hovered and
 * focused row tinted with it; it carries dark text).
 */
export const COLOR_PRESETS = [
  { id: 'blue', main: '#1d4ed8', dark: '#bfdbfe' },
  { id: 'indigo', main: '#4f46e5', dark: '#c7d2fe' },
  { id: 'violet', main: '#7c3aed', dark: '#ddd6fe' },
  { id: 'pink', main: '#be185d', dark: '#fbcfe8' },
  { id: 'red', main: '#b91c1c', dark: '#fecaca' },
  { id: 'orange', main: '#9a3412', dark: '#fed7aa' },
  { id: 'amber', main: '#92400e', dark: '#fde68a' },
  { id: 'green', main: '#166534', dark: '#bbf7d0' },
  { id: 'teal', main: '#115e59', dark: '#99f6e4' },
  { id: 'slate', main: '#475569', dark: '#cbd5e1' },
] as const;
export type ColorPresetId = (typeof COLOR_PRESETS)[number]['id'];

export const CARD_RADIUS = { min: 4, max: 16, default: 4 } as const;

/** Appearance settings kept in the app (spec §3 "Settings kept in the app"). */
export interface Settings {
  themeType: ThemeType;
  /** Index into COLOR_PRESETS (0-based). */
  colorIndex: number;
  /** A known layout, or the raw unknown value from the URL (rendered with the fallback layout). */
  layout: string;
  layoutStyle: LayoutStyle;
  direction: Direction;
  sidebarSize: SidebarSize;
  cardRadius: number;
  footer: boolean;
  sidebarType: SidebarType;
  headerPosition: HeaderPosition;
  /** A `SIDEBAR_BACKGROUNDS` id: `default`, or a flat colour, a gradient or an image. */
  sidebarBackground: string;
}

/** Defaults (spec §9): fullwidth, footer hidden, vertical layout with a fixed sidebar. */
export const DEFAULT_SETTINGS: Settings = {
  themeType: 'light',
  colorIndex: 0,
  layout: 'vertical',
  layoutStyle: 'fullwidth',
  direction: 'ltr',
  sidebarSize: 'default',
  cardRadius: CARD_RADIUS.default,
  footer: false,
  sidebarType: 'full',
  headerPosition: 'fixed',
  sidebarBackground: 'default',
};

/** True for a layout we know how to draw. */
export function isKnownLayout(layout: string): layout is KnownLayout {
  return (LAYOUTS as readonly string[]).includes(layout);
}

function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Keeps only valid values of stored settings (localStorage may hold anything). */
export function sanitizeSettings(raw: unknown): Partial<Settings> {
  if (!raw || typeof raw !== 'object') return {};
  const r = raw as Record<string, unknown>;
  const out: Partial<Settings> = {};
  const themeType = oneOf(THEME_TYPES, r.themeType);
  if (themeType) out.themeType = themeType;
  if (typeof r.colorIndex === 'number' && r.colorIndex >= 0 && r.colorIndex < COLOR_PRESETS.length) {
    out.colorIndex = Math.floor(r.colorIndex);
  }
  const layout = oneOf(LAYOUTS, r.layout);
  if (layout) out.layout = layout;
  // The former 'mini' layout is the vertical layout with a mini sidebar.
  if (r.layout === 'mini') Object.assign(out, { layout: 'vertical', sidebarType: 'mini' });
  const sidebarType = oneOf(SIDEBAR_TYPES, r.sidebarType);
  if (sidebarType) out.sidebarType = sidebarType;
  const headerPosition = oneOf(HEADER_POSITIONS, r.headerPosition);
  if (headerPosition) out.headerPosition = headerPosition;
  if (typeof r.sidebarBackground === 'string' && isSidebarBackground(r.sidebarBackground)) {
    out.sidebarBackground = r.sidebarBackground;
  }
  const layoutStyle = oneOf(LAYOUT_STYLES, r.layoutStyle);
  if (layoutStyle) out.layoutStyle = layoutStyle;
  const direction = oneOf(['ltr', 'rtl'] as const, r.direction);
  if (direction) out.direction = direction;
  const sidebarSize = oneOf(['small', 'default', 'wide'] as const, r.sidebarSize);
  if (sidebarSize) out.sidebarSize = sidebarSize;
  if (typeof r.cardRadius === 'number') out.cardRadius = clampRadius(r.cardRadius);
  if (typeof r.footer === 'boolean') out.footer = r.footer;
  return out;
}

/** Card radius stays within 4–16 px (spec §9). */
export function clampRadius(value: number): number {
  if (!Number.isFinite(value)) return CARD_RADIUS.default;
  return Math.min(CARD_RADIUS.max, Math.max(CARD_RADIUS.min, Math.round(value)));
}
