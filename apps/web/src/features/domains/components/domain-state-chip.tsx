import type { DomainState } from '@leadhouse/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOR = {
  pending_verification: 'warning',
  verified: 'info',
  active: 'success',
  failed: 'error',
} as const satisfies Record<DomainState, 'warning' | 'info' | 'success' | 'error'>;

/** A domain's state as a coloured chip. */
export function DomainStateChip({ state }: { state: DomainState }) {
  const { t } = useTranslation('domains');
  return <Chip size="small" variant="outlined" color={COLOR[state]} label={t(`states.${state}`)} />;
}
