import type { DeliveryState } from '@leadhouse/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<DeliveryState, ChipProps['color']> = {
  queued: 'default',
  sending: 'info',
  accepted: 'success',
  rejected: 'warning',
  error: 'error',
  exhausted: 'error',
  held: 'secondary',
};

/** A delivery's state as a coloured chip (accepted green, rejected amber, error and exhausted red). */
export function DeliveryStateChip({ state }: { state: DeliveryState }) {
  const { t } = useTranslation('integrations');
  return (
    <Chip
      size="small"
      variant={state === 'exhausted' ? 'filled' : 'outlined'}
      color={COLORS[state]}
      label={t(`states.${state}`)}
    />
  );
}
