import { createRequiredContext } from '../../components/required-context';

/** Open/fold state of the sidebar shared by header and sidebar. */
export interface LayoutState {
  /** Desktop: sidebar folded to 80 px. */
  folded: boolean;
  /** Mobile: temporary drawer open. */
  mobileOpen: boolean;
  toggleMenu: () => void;
  closeMobile: () => void;
}

/** The app layout's context, and `useLayout`: the sidebar state of the app shell. */
export const [LayoutContext, useLayout] = createRequiredContext<LayoutState>('useLayout', 'the app layout');
