import { createContext, useContext } from 'react';

/** Open/fold state of the sidebar shared by header and sidebar. */
export interface LayoutState {
  /** Desktop: sidebar folded to 80 px. */
  folded: boolean;
  /** Mobile: temporary drawer open. */
  mobileOpen: boolean;
  toggleMenu: () => void;
  closeMobile: () => void;
}

export const LayoutContext = createContext<LayoutState | null>(null);

/** Sidebar state of the app shell. */
export function useLayout(): LayoutState {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayout must be used inside the app layout');
  return value;
}
