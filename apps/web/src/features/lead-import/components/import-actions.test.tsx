import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { IMPORT_ID, meHandler, progressAnswer, renderSignedIn } from '../test-utils';
import { ImportActions } from './import-actions';

describe('import actions', () => {
  it('asks before cancelling a running import: "Keep importing" leaves it, "Cancel import" cancels it', async () => {
    const calls = mockFetch((call) =>
      call.url === `/api/leads/import/${IMPORT_ID}/cancel`
        ? { body: progressAnswer({ cancelRequested: true }) }
        : meHandler(call),
    );
    await renderSignedIn(<ImportActions progress={progressAnswer()} />);
    const user = userEvent.setup();
    const cancelled = () => calls.filter((c) => c.url.endsWith('/cancel'));

    await user.click(screen.getByRole('button', { name: 'Cancel import' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this import?' });
    expect(dialog).toHaveTextContent('the leads it added are moved to deleted');
    expect(within(dialog).getByRole('button', { name: 'Keep importing' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep importing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelled()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel import' }));
    const again = screen.getByRole('dialog', { name: 'Cancel this import?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel import' }));
    await waitFor(() => expect(cancelled()).toHaveLength(1));
    expect(await screen.findByText('Cancelling the import…')).toBeInTheDocument();
  });
});
