import type { Locator, Page } from 'playwright-core';
import { ROW } from './harness';

/**
 * The ids (`data-id`) of every row of the page's data grids, in order, read the way a user scrolling the
 * grid reads them. The grid keeps its height and draws only the rows in view (plus a small buffer), so a
 * page of 40 or 100 leads is never in the DOM at once: this scrolls each grid from its top to its bottom,
 * collects the drawn rows by their `aria-rowindex`, and puts the scroll position back where it was.
 * After each step it waits (frame by frame, at most 2 s) until the drawn rows cover the grid's view.
 * `scope` narrows it to one grid (a locator on or inside its `role=grid`).
 */
export async function gridRowIds(page: Page, scope?: Locator): Promise<string[]> {
  return (await gridCells(page, undefined, scope)).map(([id]) => id);
}

/**
 * The ids of the data rows the page's grids draw now, in document order, without scrolling: what a user sees
 * at a glance. Cheap enough to poll (`gridRowIds` scrolls each grid through, frame by frame).
 */
export function drawnRowIds(page: Page): Promise<string[]> {
  return page.locator(ROW).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id') ?? ''));
}

/**
 * Each row of the page's grids as `[id, text of its cell in column field]` (null without `field`, or for a
 * row without that cell), in order, scrolled through as `gridRowIds` does.
 */
export function gridCells(
  page: Page,
  field: string | undefined,
  scope?: Locator,
): Promise<Array<[string, string | null]>> {
  return (scope ?? page.locator('body')).evaluate(
    async (el, [rowSelector, column]) => {
      const root = el.closest('[role="grid"]') ?? el;
      const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
      const all: Array<[string, string | null]> = [];
      for (const scroller of root.querySelectorAll<HTMLElement>('.MuiDataGrid-virtualScroller')) {
        const total = Number(scroller.closest('[role="grid"]')?.getAttribute('aria-rowcount') ?? 0) - 1;
        const drawn = () => [...scroller.querySelectorAll<HTMLElement>(rowSelector)];
        // The drawn rows (one contiguous run) reach from the view's top, under the column headers, to its
        // bottom or to the page's last row.
        const covered = () => {
          const rows = drawn();
          if (rows.length === 0) return true;
          const view = scroller.getBoundingClientRect();
          const boxes = rows.map((row) => row.getBoundingClientRect());
          const top = Math.min(...boxes.map((b) => b.top));
          const bottom = Math.max(...boxes.map((b) => b.bottom));
          const last = Math.max(...rows.map((row) => Number(row.getAttribute('aria-rowindex'))));
          return (
            top <= view.top + 64 && (bottom >= view.top + scroller.clientHeight - 1 || last === total + 1)
          );
        };
        const ids = new Map<number, [string, string | null]>();
        const start = scroller.scrollTop;
        for (let top = 0; ; top += Math.max(scroller.clientHeight - 80, 40)) {
          scroller.scrollTop = top;
          for (let i = 0; i < 120 && !covered(); i++) await frame();
          for (const row of drawn()) {
            const cell = column ? row.querySelector(`[data-field="${column}"]`) : null;
            ids.set(Number(row.getAttribute('aria-rowindex')), [
              row.dataset.id ?? '',
              cell?.textContent ?? null,
            ]);
          }
          if (ids.size >= total) break;
          // At the bottom as the grid knows it: rows of their content's height (a phone's one cell per
          // row) are measured once drawn, so the scroll height may still grow; the end is where it stays.
          if (top + scroller.clientHeight >= scroller.scrollHeight) {
            const height = scroller.scrollHeight;
            for (let i = 0; i < 10 && scroller.scrollHeight === height; i++) await frame();
            if (scroller.scrollHeight === height) break;
          }
        }
        scroller.scrollTop = start;
        await frame();
        all.push(...[...ids.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row));
      }
      return all;
    },
    [ROW, field] as const,
  );
}
