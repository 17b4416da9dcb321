import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import {
  fakeXhr,
  importDialogApi,
  meHandler,
  previewAnswer,
  renderSignedIn,
  renderSignedInMeOnly,
} from '../test-utils';
import { ImportDialog } from './import-dialog';

/** A 2-row GB18030 file read as Windows-1252: the server offers GB18030 too (partners item 4). */
const garbled = previewAnswer({
  encoding: 'windows-1252',
  headers: ['first_name', 'last_name', 'phone'],
  mapping: ['firstName', 'lastName', 'phoneNumber'],
  encodingChoices: [
    { encoding: 'windows-1252', lines: ['first_name,last_name,phone', 'ÕÅÎ°,ÍõÔÚ,0501234567'] },
    { encoding: 'gb18030', lines: ['first_name,last_name,phone', '张伟,王芳,0501234567'] },
  ],
});
const chosen = previewAnswer({
  encoding: 'gb18030',
  headers: garbled.headers,
  mapping: garbled.mapping,
  encodingChoices: [garbled.encodingChoices[1]!, garbled.encodingChoices[0]!],
});

describe('import dialog: unsure encoding', () => {
  it('shows the likely encodings with their lines and reads the file in the one chosen', async () => {
    fakeXhr(201, garbled);
    const preview = (body: unknown) => ((body as { encoding?: string }).encoding ? chosen : garbled);
    const calls = mockFetch((call) => importDialogApi(call, { preview }) ?? meHandler(call));
    await renderSignedIn(<ImportDialog onClose={() => undefined} onStarted={() => undefined} />);
    const user = userEvent.setup();
    await user.upload(
      screen.getByTestId('csv-file-input'),
      new File(['x'], 'contacts.csv', { type: 'text/csv' }),
    );
    const choice = await screen.findByTestId('encoding-choice');
    expect(choice).toHaveTextContent('Choose the encoding in which the names read right');
    expect(choice).toHaveTextContent('张伟,王芳,0501234567');
    const gb = within(choice).getByRole('radio', { name: /GB18030/ });
    expect(within(choice).getByRole('radio', { name: /Windows-1252/ })).toBeChecked();
    await user.click(gb);
    await vi.waitFor(() =>
      expect(calls.some((c) => (c.body as { encoding?: string } | undefined)?.encoding === 'gb18030')).toBe(
        true,
      ),
    );
    await vi.waitFor(() =>
      expect(
        within(screen.getByTestId('encoding-choice')).getByRole('radio', { name: /GB18030/ }),
      ).toBeChecked(),
    );
    expect(screen.getByTestId('detected')).toHaveTextContent('Encoding: GB18030');
  }, 60_000);

  it('offers nothing when the server is sure', async () => {
    fakeXhr(201, previewAnswer());
    await renderSignedInMeOnly(<ImportDialog onClose={() => undefined} onStarted={() => undefined} />);
    await userEvent
      .setup()
      .upload(screen.getByTestId('csv-file-input'), new File(['x'], 'contacts.csv', { type: 'text/csv' }));
    await screen.findByTestId('detected');
    expect(screen.queryByTestId('encoding-choice')).not.toBeInTheDocument();
  });
});
