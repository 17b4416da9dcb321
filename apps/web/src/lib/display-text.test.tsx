import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DisplayText } from './display-text';

const SIXTY = 'A campaign description that runs well past the forty-char cap';

describe('DisplayText', () => {
  it('cuts at 40 characters and gives the full text on hover: title and tooltip', async () => {
    render(<DisplayText value={SIXTY} />);
    const shown = screen.getByText(`${SIXTY.slice(0, 40)}…`);
    expect(shown).toHaveAttribute('title', SIXTY);
    await userEvent.hover(shown);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SIXTY);
  });

  it('shows short text whole, without a tooltip', () => {
    render(<DisplayText value="Short" />);
    expect(screen.getByText('Short')).not.toHaveAttribute('title');
  });
});
