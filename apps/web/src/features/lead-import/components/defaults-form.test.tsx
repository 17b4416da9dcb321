import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderSignedInMeOnly } from '../test-utils';
import { DefaultsForm, EMPTY_DEFAULTS, toImportDefaults, type DefaultsFormValue } from './defaults-form';

const POOL = { id: '5d1d3c4e-5b7a-4e39-8a55-0d6f2a3b9c01', name: 'Riyadh desk', memberCount: 3 };
const USER = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  name: 'Sam Sales',
  username: 'sam@example.com',
  role: 'sales' as const,
};

function Harness({ onChange }: { onChange: (v: DefaultsFormValue) => void }) {
  const [value, setValue] = useState(EMPTY_DEFAULTS);
  return (
    <DefaultsForm
      value={value}
      pools={[POOL]}
      users={[USER]}
      errors={{}}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('import defaults', () => {
  it('sends only what is set', () => {
    expect(toImportDefaults(EMPTY_DEFAULTS)).toEqual({});
    expect(
      toImportDefaults({ ...EMPTY_DEFAULTS, country: 'KW', campaign: '  Summer26 ', status: 'FOLLOW_UP' }),
    ).toEqual({ country: 'KW', campaign: 'Summer26', status: 'FOLLOW_UP' });
    expect(toImportDefaults({ ...EMPTY_DEFAULTS, assign: `pool:${POOL.id}` })).toEqual({ poolId: POOL.id });
    expect(toImportDefaults({ ...EMPTY_DEFAULTS, assign: `user:${USER.id}` })).toEqual({
      assignedTo: USER.id,
    });
  });

  it('picks a country from the spec list, a campaign, a status and a pool or a user', async () => {
    const onChange = vi.fn();
    await renderSignedInMeOnly(<Harness onChange={onChange} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(screen.getAllByRole('option')).toHaveLength(7); // "no default" + the six countries
    await user.click(screen.getByRole('option', { name: 'Saudi Arabia (+966)' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'SA' }));

    expect(screen.getByRole('textbox', { name: 'Campaign' })).toHaveAttribute('placeholder', 'CRM');
    expect(screen.getByText('Empty: CRM')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Campaign' }), 'Spring');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ campaign: 'Spring' }));

    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('new');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'follow up' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'FOLLOW_UP' }));

    await user.click(screen.getByRole('combobox', { name: 'Assign to' }));
    await user.click(screen.getByRole('option', { name: 'Riyadh desk · 3 members' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ assign: `pool:${POOL.id}` }));
    await user.click(screen.getByRole('combobox', { name: 'Assign to' }));
    await user.click(screen.getByRole('option', { name: 'Sam Sales · Sales' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ assign: `user:${USER.id}` }));

    await user.click(screen.getByRole('switch', { name: 'Update existing leads' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ updateExisting: true }));
  });

  it('names the countries in the interface language', async () => {
    await i18n.changeLanguage('fr');
    await renderSignedInMeOnly(<Harness onChange={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Pays' }));
    expect(screen.getByRole('option', { name: 'Arabie saoudite (+966)' })).toBeInTheDocument();
  });
});
