import type { ImportMapping } from '@leadhouse/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { previewAnswer, renderSignedInMeOnly } from '../test-utils';
import { MappingEditor, missingFields, sampleValues } from './mapping-editor';

function Harness({ onChange }: { onChange: (m: ImportMapping) => void }) {
  const upload = previewAnswer();
  const [mapping, setMapping] = useState<ImportMapping>(upload.mapping);
  return (
    <MappingEditor
      headers={upload.headers}
      mapping={mapping}
      rows={upload.preview}
      hasDefaultCountry={false}
      onChange={(m) => {
        setMapping(m);
        onChange(m);
      }}
    />
  );
}

describe('mapping editor', () => {
  it('lists every column with its sample values and the guessed field', async () => {
    await renderSignedInMeOnly(<Harness onChange={() => undefined} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByText('first_name')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Leah · Shelley')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Lead field for column “email_work”' })).toHaveTextContent(
      'Email',
    );
    expect(screen.getByRole('combobox', { name: 'Lead field for column “company”' })).toHaveTextContent(
      'Ignore this column',
    );
  });

  it('changes one column to another field, or to "ignore"', async () => {
    const onChange = vi.fn();
    await renderSignedInMeOnly(<Harness onChange={onChange} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Lead field for column “company”' }));
    await user.click(screen.getByRole('option', { name: 'Notes' }));
    expect(onChange).toHaveBeenLastCalledWith(['firstName', 'lastName', 'email', 'phoneNumber', 'personal']);

    await user.click(screen.getByRole('combobox', { name: 'Lead field for column “phone_work”' }));
    await user.click(screen.getByRole('option', { name: 'Ignore this column' }));
    expect(onChange).toHaveBeenLastCalledWith(['firstName', 'lastName', 'email', null, 'personal']);
    // Nothing fills the phone any more, and there is no country column or default.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No column fills Phone number, Country: map a column to it (only the country can also come from the defaults).',
    );
  });

  it('knows which required fields no column fills', () => {
    expect(missingFields(['firstName', 'lastName', 'email', 'phoneNumber'], true)).toEqual([]);
    expect(missingFields(['fullName', 'email'], false)).toEqual(['phoneNumber', 'country']);
    expect(missingFields([null], true)).toEqual(['firstName', 'lastName', 'phoneNumber', 'email']);
  });

  it('takes the first non-empty sample values of a column', () => {
    const rows = previewAnswer().preview;
    expect(sampleValues(rows, 3)).toEqual(['(415) 293-3313', '1-955-371-0847 x371']);
    expect(sampleValues(rows, 9)).toEqual([]);
  });
});
