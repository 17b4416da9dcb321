/*
 * Sidebar backgrounds (spec §9 "6 flat sidebar colours, 6 gradients, 6 sidebar images"). Every preset is
 * dark enough for the sidebar's light text (the sidebar then uses the dark chrome theme, ≥ 4.5:1); the
 * images are small SVG patterns drawn here (no downloaded files), served as data URIs (CSP img-src data:).
 */

export type SidebarBackgroundKind = 'default' | 'flat' | 'gradient' | 'image';

export interface SidebarBackground {
  /** Stored in the settings, e.g. `gradient-3`. */
  id: string;
  kind: SidebarBackgroundKind;
  /** 1-based number within its kind (labels: "Gradient 3"). */
  n: number;
  /** CSS `background` of the sidebar paper (empty for the default: the theme's paper). */
  css: string;
}

const FLATS = ['#1e293b', '#1e3a8a', '#312e81', '#4a044e', '#064e3b', '#7f1d1d'];

const GRADIENTS = [
  ['#0f172a', '#1e3a8a'],
  ['#312e81', '#701a75'],
  ['#064e3b', '#0f766e'],
  ['#7f1d1d', '#9a3412'],
  ['#1e293b', '#4c1d95'],
  ['#0c4a6e', '#134e4a'],
];

/** An SVG pattern tile (`size` px square) of `shape` in a light stroke over `base`. */
function patternTile(base: string, size: number, shape: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" fill="${base}"/>` +
    `<g fill="none" stroke="#ffffff" stroke-opacity="0.09" stroke-width="1.5">${shape}</g></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

const IMAGES = [
  patternTile('#0f172a', 24, '<circle cx="12" cy="12" r="2.5"/>'),
  patternTile('#1e1b4b', 32, '<path d="M0 16h32M16 0v32"/>'),
  patternTile('#052e16', 20, '<path d="M0 20L20 0M-5 5L5 -5M15 25L25 15"/>'),
  patternTile('#3b0764', 40, '<path d="M0 20q10 -12 20 0t20 0"/>'),
  patternTile('#172554', 36, '<path d="M18 4L32 30H4Z"/>'),
  patternTile('#422006', 40, '<circle cx="20" cy="20" r="14"/><circle cx="20" cy="20" r="6"/>'),
];

/** All presets: the theme's default, then 6 flat colours, 6 gradients and 6 images. */
export const SIDEBAR_BACKGROUNDS: readonly SidebarBackground[] = [
  { id: 'default', kind: 'default', n: 0, css: '' },
  ...FLATS.map((c, i) => ({ id: `flat-${i + 1}`, kind: 'flat' as const, n: i + 1, css: c })),
  ...GRADIENTS.map(([a, b], i) => ({
    id: `gradient-${i + 1}`,
    kind: 'gradient' as const,
    n: i + 1,
    css: `linear-gradient(160deg, ${a} 0%, ${b} 100%)`,
  })),
  ...IMAGES.map((url, i) => ({ id: `image-${i + 1}`, kind: 'image' as const, n: i + 1, css: url })),
];

/** True for the id of a preset. */
export function isSidebarBackground(id: string): boolean {
  return SIDEBAR_BACKGROUNDS.some((b) => b.id === id);
}

/** The preset of `id` (the default for an unknown id). */
export function sidebarBackgroundOf(id: string): SidebarBackground {
  return SIDEBAR_BACKGROUNDS.find((b) => b.id === id) ?? SIDEBAR_BACKGROUNDS[0]!;
}
