import type { ImportPreviewResponse } from '@leadhouse/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type FetchCall } from '../../../test/mock-fetch';
import {
  csvFile,
  fakeXhr,
  IMPORT_ID,
  importDialogApi,
  meHandler,
  previewAnswer,
  previewWithCountry,
  progressAnswer,
  renderSignedIn,
  renderSignedInMeOnly,
  uploadWithCountry,
} from '../test-utils';
import { ImportDialog } from './import-dialog';

/** The import's answers (`importDialogApi`) with this preview, the import completing at once. */
function api(call: FetchCall, preview: () => ImportPreviewResponse) {
  const progress = progressAnswer({
    status: 'completed',
    rowsRead: 500,
    imported: 380,
    rejected: 120,
    etaSeconds: 0,
  });
  return importDialogApi(call, { preview, progress }) ?? meHandler(call);
}

describe('import dialog', () => {
  it('starts empty, uploads a dropped file and shows what the server detected', async () => {
    const sent = fakeXhr(201, previewAnswer());
    mockFetch((call) => api(call, () => previewAnswer()));
    await renderSignedIn(<ImportDialog onClose={() => undefined} onStarted={() => undefined} />);
    expect(screen.getByText('No file chosen yet')).toBeInTheDocument();
    // One keyboard control, not a button inside a button (axe nested-interactive).
    expect(screen.getByRole('button', { name: 'Choose a file' })).not.toHaveAttribute('tabindex', '-1');
    expect(screen.getByTestId('csv-drop-zone')).not.toHaveAttribute('role');

    const user = userEvent.setup();
    await user.upload(screen.getByTestId('csv-file-input'), csvFile());
    const detected = await screen.findByTestId('detected');
    expect(detected).toHaveTextContent('contacts.csv');
    expect(detected).toHaveTextContent('Delimiter: Semicolon (;)');
    expect(detected).toHaveTextContent('Encoding: UTF-8 with BOM');
    expect(detected).toHaveTextContent('Rows: about 500');
    expect(sent[0]?.url).toBe('/api/leads/import');
    expect(sent[0]?.headers.Authorization).toMatch(/^Bearer /);
    expect((sent[0]?.form?.get('file') as File).name).toBe('contacts.csv');
    // Every sampled row lacks a country: nothing to import yet.
    expect(screen.getByRole('button', { name: 'Import about 500 rows' })).toBeDisabled();
  });

  it('shows a bad file’s server message inside the dialog, not only in a toast', async () => {
    fakeXhr(400, { message: 'The file has a header but no data rows', code: 'VALIDATION' });
    await renderSignedInMeOnly(<ImportDialog onClose={() => undefined} onStarted={() => undefined} />);
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('csv-file-input'), csvFile());
    const alert = await screen.findByTestId('upload-error');
    expect(alert).toHaveTextContent('The file could not be read · contacts.csv');
    expect(alert).toHaveTextContent('The file has a header but no data rows');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
  });

  it('refuses a file over the limit before sending it', async () => {
    const sent = fakeXhr(201, previewAnswer());
    await renderSignedInMeOnly(<ImportDialog onClose={() => undefined} onStarted={() => undefined} />);
    const big = csvFile();
    Object.defineProperty(big, 'size', { value: 300 * 1024 * 1024 });
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('csv-file-input'), big);
    expect(await screen.findByTestId('upload-error')).toHaveTextContent(
      'The file is larger than 256 MB. Split it into smaller files.',
    );
    expect(sent).toHaveLength(0);
  });

  it('checks again with the new defaults and mapping, then starts and follows the import', async () => {
    fakeXhr(201, previewAnswer());
    const calls = mockFetch((call) => api(call, () => previewWithCountry()));
    const onStarted = vi.fn();
    await renderSignedIn(<ImportDialog onClose={() => undefined} onStarted={onStarted} />);
    const user = userEvent.setup();
    await uploadWithCountry(user);
    const previews = () => calls.filter((c) => c.url.endsWith('/preview'));
    expect(previews().at(-1)?.body).toEqual({
      mapping: ['firstName', 'lastName', 'email', 'phoneNumber', null],
      defaults: { country: 'SA' },
    });

    await user.click(screen.getByRole('combobox', { name: 'Lead field for column “company”' }));
    await user.click(screen.getByRole('option', { name: 'Notes' }));
    await waitFor(() =>
      expect(previews().at(-1)?.body).toEqual({
        mapping: ['firstName', 'lastName', 'email', 'phoneNumber', 'personal'],
        defaults: { country: 'SA' },
      }),
    );

    await user.click(screen.getByRole('switch', { name: 'Update existing leads' }));
    const start = screen.getByRole('button', { name: 'Import about 500 rows' });
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);

    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(IMPORT_ID));
    expect(calls.find((c) => c.url.endsWith('/start'))?.body).toEqual({
      mapping: ['firstName', 'lastName', 'email', 'phoneNumber', 'personal'],
      defaults: { country: 'SA' },
      updateExisting: true,
    });
    expect(
      await screen.findByText('Import finished: 380 imported, 0 updated, 120 rejected of 500 rows.'),
    ).toBeInTheDocument();
    const actions = screen.getByRole('dialog');
    expect(
      within(actions).getByRole('button', { name: 'Download “Wrong/Duplicate Leads” report' }),
    ).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Cancel import' })).not.toBeInTheDocument();
  });

  it('shows the server’s message for a bad default campaign next to the field', async () => {
    fakeXhr(201, previewAnswer());
    mockFetch((call) =>
      call.url.endsWith('/preview')
        ? {
            status: 400,
            body: {
              message: 'Campaign Name is required and must not contain spaces',
              code: 'VALIDATION',
              errors: [
                {
                  field: 'defaults.campaign',
                  message: 'Campaign Name is required and must not contain spaces',
                },
              ],
            },
          }
        : api(call, () => previewAnswer()),
    );
    await renderSignedIn(<ImportDialog onClose={() => undefined} onStarted={() => undefined} />);
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('csv-file-input'), csvFile());
    await user.type(await screen.findByRole('textbox', { name: 'Campaign' }), 'two words');
    expect(await screen.findAllByText('Campaign Name is required and must not contain spaces')).toHaveLength(
      2,
    );
  });
});
