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
    expect(screen.queryByTestId('import-routing')).not.toBeInTheDocument();
  });

  it('says where an opted-in import’s leads went in distribution, while routing and once routed', async () => {
    const done = { status: 'completed' as const, rowsRead: 299, imported: 299, etaSeconds: 0 };
    const routing = { done: false, pending: 7, sold: 40, held: 100, unsold: 0, returned: 0 };
    await renderProgress({ ...done, distribution: routing });
    expect(screen.getByTestId('import-routing')).toHaveTextContent(
      'Routing the imported leads to buyers… sold: 40, held: 100, on their way: 7.',
    );
  });

  it('sums up the routing of an opted-in import once every lead is routed', async () => {
    const done = { status: 'completed' as const, rowsRead: 299, imported: 299, etaSeconds: 0 };
    await renderProgress({
      ...done,
      distribution: { done: true, pending: 0, sold: 50, held: 249, unsold: 0, returned: 0 },
    });
    expect(screen.getByTestId('import-routing')).toHaveTextContent(
      'Distribution: sold 50, held (no buyer takes them now) 249, unsold 0, returned 0.',
    );
  });

  it('shows the reason of a failed import', async () => {
    await renderProgress({ status: 'failed', error: 'The file disappeared' });
    expect(screen.getByText('The import failed: The file disappeared')).toBeInTheDocument();
  });
});
