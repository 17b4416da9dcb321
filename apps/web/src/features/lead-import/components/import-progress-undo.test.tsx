import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderProgress } from '../test-utils';

describe('import progress of a cancelled import', () => {
  it('shows what the cancel undid and what it kept, with the restore hint', async () => {
    await renderProgress({
      status: 'cancelled',
      cancelRequested: true,
      finishedAt: '2026-01-31T10:00:05.000Z',
      undo: {
        softDeleted: 1200,
        keptChanged: 3,
        alreadyDeleted: 0,
        restoredLeads: 0,
        restoredFields: 0,
        keptFields: 2,
        conflicts: 0,
      },
    });
    expect(screen.getByText(/changes made by others were kept/)).toBeInTheDocument();
    expect(screen.getByTestId('undo-softDeleted')).toHaveTextContent('1,200');
    expect(screen.getByText('Added leads kept (changed since)')).toBeInTheDocument();
    expect(screen.getByTestId('undo-keptChanged')).toHaveTextContent('3');
    expect(screen.getByTestId('undo-keptFields')).toHaveTextContent('2');
    expect(screen.queryByTestId('undo-alreadyDeleted')).not.toBeInTheDocument();
    expect(screen.getByText(/can be brought back by an admin/)).toBeInTheDocument();
  });

  it('says there was nothing to undo for an import cancelled before it wrote anything', async () => {
    const zero = {
      softDeleted: 0,
      keptChanged: 0,
      alreadyDeleted: 0,
      restoredLeads: 0,
      restoredFields: 0,
      keptFields: 0,
      conflicts: 0,
    };
    await renderProgress({ status: 'cancelled', undo: zero });
    expect(screen.getByText('Nothing to undo: the import had not written anything yet.')).toBeInTheDocument();
  });
});
