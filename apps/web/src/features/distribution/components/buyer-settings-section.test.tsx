import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { mockFetch } from '../../../test/mock-fetch';
import { buyerFormOf, type BuyerForm } from '../buyer-form';
import { BuyerSettingsSection } from './buyer-settings-section';

/** The section over its own state, starting from `start`. */
function Harness({ start }: { start: BuyerForm }) {
  const [value, setValue] = useState(start);
  return <BuyerSettingsSection value={value} onChange={setValue} />;
}

function renderSection(start: BuyerForm) {
  mockFetch(() => ({ body: [] }));
  render(
    <AppProviders queryClient={createQueryClient()} search="">
      <Harness start={start} />
    </AppProviders>,
  );
}

describe('buyer settings: money amounts', { timeout: 60_000 }, () => {
  it('reads the price and the money cap back as currency, marks an unreadable one, helps while empty', async () => {
    renderSection({ ...buyerFormOf(null), enabled: true, currency: 'EUR' });
    const user = userEvent.setup();
    const price = screen.getByRole('textbox', { name: 'Price per lead' });
    const cap = screen.getByRole('textbox', { name: 'Money cap (revenue per window)' });
    expect(screen.getByText('Empty: no money cap. Needs a price.')).toBeInTheDocument();
    await user.type(price, '12.5');
    expect(screen.getByText('€12.50')).toBeInTheDocument();
    expect(price).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(cap, '1.234');
    expect(cap).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A price is a positive amount')).toBeInTheDocument();
  });
});
