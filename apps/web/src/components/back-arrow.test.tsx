import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackArrow } from './back-arrow';

/** The rule the arrow's class gets from the page's stylesheets (what a browser would apply). */
function mirroredUnder(svg: Element, dir: string): boolean {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]) as CSSStyleRule[];
  return rules.some(
    (rule) =>
      rule.style?.transform === 'scaleX(-1)' &&
      [...svg.classList].some((c) => rule.selectorText === `[dir=${dir}] .${c}`),
  );
}

describe('BackArrow', () => {
  it('is mirrored right to left (back points to the right in Arabic) and only there', () => {
    const { container } = render(
      <div dir="rtl">
        <BackArrow />
      </div>,
    );
    const svg = container.querySelector('svg')!;
    expect(mirroredUnder(svg, 'rtl')).toBe(true);
    expect(mirroredUnder(svg, 'ltr')).toBe(false);
  });
});
