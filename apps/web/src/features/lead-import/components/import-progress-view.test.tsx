import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderProgress } from '../test-utils';

describe('import progress', () => {
  it('shows rows read of the total, counts, rate and time left while running', async () => {
    await renderProgress({ rate: 1196.2, etaSeconds: 200 });
    expect(screen.getByRole('progressbar', { name: 'Rows read' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50% done')).toBeInTheDocument();
    expect(screen.getByTestId('progress-read')).toHaveTextContent('250 of 500');
    expect(screen.getByTestId('progress-imported')).toHaveTextContent('180');
    expect(screen.getByTestId('progress-rejected')).toHaveTextContent('70');
    expect(screen.getByTestId('progress-rate')).toHaveTextContent('1,196 rows/s');
    expect(screen.getByTestId('progress-eta')).toHaveTextContent('3 min 20 s');
  });

  it('says it is cancelling once a cancel was requested', async () => {
    await renderProgress({ cancelRequested: true });
    expect(screen.getByText('Cancelling: undoing the rows imported so far…')).toBeInTheDocument();
  });

  it('sums up a finished import with its rejections and no time left', async () => {
    await renderProgress({
      status: 'completed',
      rowsRead: 500,
      imported: 380,
      rejected: 120,
      etaSeconds: 0,
      finishedAt: '2026-01-31T10:00:05.000Z',
    });
    expect(
      screen.getByText('Import finished: 380 imported, 0 updated, 120 rejected of 500 rows.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Wrong\/Duplicate Leads/)).toBeInTheDocument();
    expect(screen.queryByTestId('progress-eta')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the reason of a failed import', async () => {
    await renderProgress({ status: 'failed', error: 'The file disappeared' });
    expect(screen.getByText('The import failed: The file disappeared')).toBeInTheDocument();
  });
});
