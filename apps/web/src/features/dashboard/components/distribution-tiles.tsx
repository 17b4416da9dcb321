import type { DistributionOutcomes } from '@leadhouse/domain';
import { useTranslation } from 'react-i18next';
import { drillHref, type DrillWindow } from '../drill';
import { formatCount } from '../format';
import { FigureLink } from './figure-link';
import { Tile, TileGrid } from './tiles';

const OUTCOMES = [
  'sold',
  'held',
  'unsold',
  'returned',
] as const satisfies readonly (keyof DistributionOutcomes)[];

/**
 * Distribution outcomes of the period's leads (issue 22 §6): sold, held, unsold and returned, counted in
 * the caller's own leads (an affiliate its own; no buyer or price is shown to anyone here). Each count opens
 * the lead list filtered to exactly those leads (the window's days and DISTRIBUTION). Nothing when none of
 * the period's leads was distributed.
 */
export function DistributionTiles({
  window,
  outcomes,
}: {
  window: DrillWindow;
  outcomes: DistributionOutcomes;
}) {
  const { t, i18n } = useTranslation('dashboard');
  if (OUTCOMES.every((k) => outcomes[k] === 0)) return null;
  return (
    <TileGrid label={t('distribution.title')}>
      {OUTCOMES.map((k) => {
        const value = formatCount(outcomes[k], i18n.language);
        return (
          <Tile
            key={k}
            testId={`outcome-${k}`}
            caption={t(`distributionStates.${k}`)}
            value={
              <FigureLink
                href={drillHref(window, { distribution: k })}
                label={t('figures.open', { figure: t(`distributionStates.${k}`), value })}
              >
                {value}
              </FigureLink>
            }
          />
        );
      })}
    </TileGrid>
  );
}
