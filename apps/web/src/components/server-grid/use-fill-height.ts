import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';

/** The share of a phone's window height the grid takes at the least. */
const PHONE_SHARE = 0.75;

/**
 * The height (px) that takes an element from where it starts on the page to the window's bottom, less
 * `gap` px (what the page draws below it: its padding and the card's edge), and never below `minHeight`
 * (on a phone, never below three quarters of the window's height).
 * It follows the window's size and whatever above the element changes height (a bulk bar that wraps, filter
 * chips), observed through the page's size; null until the element is mounted, or when `enabled` is false.
 * Returns the callback to give the element as its `ref`, and the height.
 */
export function useFillHeight(
  enabled: boolean,
  minHeight: number,
  gap: number,
): [(node: HTMLElement | null) => void, number | null] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  // Below the theme's `sm` breakpoint (px) the screen is a phone's.
  const phoneWidth = useTheme().breakpoints.values.sm;
  useEffect(() => {
    if (!enabled || !node) return;
    const update = () => {
      const top = node.getBoundingClientRect().top + window.scrollY;
      // On a phone the page scrolls to the grid, which then takes most of the screen (and leaves room to
      // scroll a row out from under a floating panel, such as the import's).
      const floor =
        window.innerWidth < phoneWidth
          ? Math.max(minHeight, Math.round(window.innerHeight * PHONE_SHARE))
          : minHeight;
      const next = Math.max(floor, Math.floor(window.innerHeight - top - gap));
      setHeight((current) => (current === next ? current : next));
    };
    update();
    window.addEventListener('resize', update);
    // jsdom has no ResizeObserver: there the height is measured once and on window resizes.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [enabled, node, minHeight, gap, phoneWidth]);
  return [setNode, enabled ? height : null];
}
