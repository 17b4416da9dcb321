import type { DistributionOutcomes } from '@leadhouse/domain';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format';
import { Tile, TileGrid } from './tiles';

const OUTCOMES = [
  'sold',
  'held',
  'unsold',
  'returned',
] as const satisfies readonly (keyof DistributionOutcomes)[];

/**
 * Distribution outcomes of the period's leads (issue 22 §6): sold, held, unsold and returned, counted in
 * the caller's own leads (an affiliate its own; no buyer or price is shown to anyone here). Nothing when
 * none of the period's leads was distributed.
 */
export function DistributionTiles({ outcomes }: { outcomes: DistributionOutcomes }) {
  const { t, i18n } = useTranslation('dashboard');
  if (OUTCOMES.every((k) => outcomes[k] === 0)) return null;
  return (
    <TileGrid label={t('distribution.title')}>
      {OUTCOMES.map((k) => (
        <Tile
          key={k}
          testId={`outcome-${k}`}
          caption={t(`distribution.${k}`)}
          value={formatCount(outcomes[k], i18n.language)}
        />
      ))}
    </TileGrid>
  );
}
