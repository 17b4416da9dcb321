import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ViewDialog } from './view-dialog';

describe('ViewDialog', () => {
  it('shows its title and content, a progress line while busy, and closes with its one button', async () => {
    const onClose = vi.fn();
    render(
      <ViewDialog title="Delivery to Broker One" busy onClose={onClose}>
        Attempt 1
      </ViewDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delivery to Broker One' });
    expect(dialog).toHaveTextContent('Attempt 1');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
