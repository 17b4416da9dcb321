import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { previewAnswer, previewWithCountry, renderSignedInMeOnly } from '../test-utils';
import { CheckSummary } from './check-summary';
import { PreviewTable } from './preview-table';

describe('check before import', () => {
  it('shows valid, rejected and duplicate counts and the rejections per rule, most frequent first', async () => {
    await renderSignedInMeOnly(<CheckSummary stats={previewAnswer().stats} updateExisting={false} />);
    const figures = screen.getByTestId('check-figures');
    expect(figures).toHaveTextContent('Valid0');
    expect(figures).toHaveTextContent('Rejected500');
    expect(figures).toHaveTextContent('Duplicates0');
    const rules = within(screen.getByRole('list', { name: 'Rejections by rule' })).getAllByRole('listitem');
    expect(rules.map((r) => r.textContent)).toEqual([
      'Country: Country is required500 rows',
      'Phone number: Phone Number must be 10 digits120 rows',
    ]);
    expect(screen.getByText('First 500 rows checked, nothing written yet')).toBeInTheDocument();
  });

  it('translates the rules (spec messages included)', async () => {
    await i18n.changeLanguage('es');
    await renderSignedInMeOnly(<CheckSummary stats={previewWithCountry().stats} updateExisting />);
    expect(screen.getByText(/^Número de teléfono: /)).toBeInTheDocument();
    expect(screen.getByText('120 filas')).toBeInTheDocument();
    expect(screen.getByTestId('check-figures')).toHaveTextContent('Actualiza un lead3');
  });

  it('says so when no sampled row is rejected', async () => {
    await renderSignedInMeOnly(
      <CheckSummary
        stats={{ rowsChecked: 3, valid: 3, rejected: 0, rejectedByRule: {}, duplicates: 0 }}
        updateExisting={false}
      />,
    );
    expect(screen.getByText('No row of the sample is rejected.')).toBeInTheDocument();
  });
});

describe('preview of the first rows', () => {
  it('shows normalised values of good rows and highlights the faulty cells of rejected ones', async () => {
    const answer = previewWithCountry();
    await renderSignedInMeOnly(
      <PreviewTable rows={answer.preview} mapping={answer.mapping} updateExisting={false} />,
    );
    const good = screen.getByTestId('preview-row-2');
    expect(good).toHaveAttribute('data-outcome', 'duplicate');
    expect(good).toHaveTextContent('966-4152933313');
    expect(good).toHaveTextContent('SA');
    expect(within(good).getByText('Duplicate')).toBeInTheDocument();

    const bad = screen.getByTestId('preview-row-3');
    expect(bad).toHaveAttribute('data-outcome', 'rejected');
    const invalid = bad.querySelectorAll('[aria-invalid="true"]');
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toHaveTextContent('1-955-371-0847 x371');
    expect(within(bad).getByText('Phone number: Phone Number must be 10 digits')).toBeInTheDocument();
  });
});
