import { useEffect, useState } from 'react';

/**
 * The height (px) that takes an element from where it starts on the page to the window's bottom, less
 * `gap` px (what the page draws below it: its padding and the card's edge), and never below `minHeight`.
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
  useEffect(() => {
    if (!enabled || !node) return;
    const update = () => {
      const top = node.getBoundingClientRect().top + window.scrollY;
      const next = Math.max(minHeight, Math.floor(window.innerHeight - top - gap));
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
  }, [enabled, node, minHeight, gap]);
  return [setNode, enabled ? height : null];
}
