import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFillHeight } from './use-fill-height';

/** A box that says how tall `useFillHeight` makes it; its page top is `top` px (jsdom has no layout). */
function Box({ top, min, enabled = true }: { top: number; min: number; enabled?: boolean }) {
  const [measure, height] = useFillHeight(enabled, min, 36);
  return (
    <div
      data-testid="box"
      data-height={height ?? 'none'}
      ref={(node) => {
        if (node) node.getBoundingClientRect = () => ({ top, bottom: top, left: 0, right: 0 }) as DOMRect;
        measure(node);
      }}
    />
  );
}

function resizeWindow(height: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

describe('useFillHeight (the grid reaches the window bottom from where it starts)', () => {
  const jsdomHeight = window.innerHeight;
  const jsdomWidth = window.innerWidth;
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: jsdomWidth });
    resizeWindow(jsdomHeight);
  });

  it('is the window height less the top and the gap below, and follows the window', () => {
    resizeWindow(900);
    const { getByTestId } = render(<Box top={282} min={360} />);
    expect(getByTestId('box').dataset.height).toBe(String(900 - 282 - 36));
    act(() => resizeWindow(1080));
    expect(getByTestId('box').dataset.height).toBe(String(1080 - 282 - 36));
  });

  it('never goes below its floor (a short window scrolls the page instead)', () => {
    resizeWindow(720);
    const { getByTestId } = render(<Box top={353} min={360} />);
    expect(getByTestId('box').dataset.height).toBe('360');
  });

  it('on a phone takes at least three quarters of the window (the page scrolls to it)', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    resizeWindow(844);
    const { getByTestId } = render(<Box top={630} min={360} />);
    expect(getByTestId('box').dataset.height).toBe(String(Math.round(844 * 0.75)));
  });

  it("reads the phone's width from the theme's sm breakpoint", () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 700 });
    resizeWindow(844);
    const wideSm = createTheme({ breakpoints: { values: { xs: 0, sm: 800, md: 960, lg: 1280, xl: 1920 } } });
    const { getByTestId } = render(<Box top={630} min={360} />);
    expect(getByTestId('box').dataset.height).toBe('360');
    const phone = render(
      <ThemeProvider theme={wideSm}>
        <Box top={630} min={360} />
      </ThemeProvider>,
    );
    expect(phone.getAllByTestId('box')[1]?.dataset.height).toBe(String(Math.round(844 * 0.75)));
  });

  it('measures nothing when the grid has a CSS height of its own', () => {
    resizeWindow(900);
    const { getByTestId } = render(<Box top={282} min={360} enabled={false} />);
    expect(getByTestId('box').dataset.height).toBe('none');
  });
});
