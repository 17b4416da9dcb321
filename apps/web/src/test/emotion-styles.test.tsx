import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { resetPageStyles } from './emotion-styles';

/** Every CSS rule text in the document, in order. */
const ruleTexts = () =>
  Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));

describe('each test page holds only its own styles', () => {
  it('removes the rules of the last test and inserts them again when they are used again', () => {
    const first = render(<Box data-testid="box" sx={{ outlineOffset: '7px' }} />);
    expect(getComputedStyle(screen.getByTestId('box')).outlineOffset).toBe('7px');
    expect(ruleTexts().some((text) => text.includes('outline-offset: 7px'))).toBe(true);
    first.unmount();

    resetPageStyles();
    expect(ruleTexts().some((text) => text.includes('outline-offset: 7px'))).toBe(false);

    render(<Box data-testid="again" sx={{ outlineOffset: '7px' }} />);
    expect(getComputedStyle(screen.getByTestId('again')).outlineOffset).toBe('7px');
  });

  it("keeps the app's own styles across the reset: a screen rendered after it is styled as before", async () => {
    const first = renderApp('/signin');
    const button = await screen.findByRole('button', { name: 'Sign in' });
    const before = getComputedStyle(button).textTransform;
    expect(before).not.toBe('');
    first.unmount();

    resetPageStyles();
    expect(ruleTexts()).toEqual([]);

    renderApp('/signin');
    const again = await screen.findByRole('button', { name: 'Sign in' });
    expect(getComputedStyle(again).textTransform).toBe(before);
  });

  it('drops the sheet of a style element that left the page inside its parent', () => {
    const view = render(
      <div>
        <style>{'.left-behind { color: red; }'}</style>
      </div>,
    );
    expect(ruleTexts().some((text) => text.includes('left-behind'))).toBe(true);
    view.unmount();

    resetPageStyles();
    expect(ruleTexts().some((text) => text.includes('left-behind'))).toBe(false);
  });
});
