import { canManageDistribution, type DistributionState, type DistributionStep } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useAuth } from '../../auth';
import { useLeadDistribution } from '../api/distribution-api';
import { stepText } from '../reason-text';
import { formatDateTime } from '../../../lib/format';
import { ReturnLeadDialog } from './return-lead-dialog';

const STATE_COLOUR: Record<DistributionState, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'info',
  sold: 'success',
  held: 'warning',
  unsold: 'error',
  returned: 'default',
};

/** The steps grouped by round (each release, re-route or return starts one), oldest first. */
export function stepsByRound(steps: readonly DistributionStep[]): DistributionStep[][] {
  const rounds = new Map<number, DistributionStep[]>();
  for (const s of steps) rounds.set(s.round, [...(rounds.get(s.round) ?? []), s]);
  return [...rounds.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
}

/** One round of a route: its steps in words, numbered from 1, each with its price and time. */
function RouteRound({
  round,
  numbered,
}: {
  round: ReturnType<typeof stepsByRound>[number];
  numbered: boolean;
}) {
  const { t, i18n } = useTranslation('distribution');
  return (
    <Box>
      {/* Each round numbers its steps from 1: with more than one, each says which round it is. */}
      {numbered && (
        <Typography variant="caption" color="text.secondary" component="p" aria-hidden>
          {t('route.round', { round: round[0]!.round })}
        </Typography>
      )}
      <Box component="ol" sx={{ m: 0, ps: 2.5 }} aria-label={t('route.round', { round: round[0]!.round })}>
        {round.map((s, i) => (
          <Typography component="li" variant="body2" key={`${s.at}-${i}`} data-outcome={s.outcome}>
            {stepText(t, s, i18n.language)}
            {s.price && ` · ${formatMoney(s.price.amount, i18n.language, s.price.currency)}`}
            <Typography component="span" variant="caption" color="text.secondary">
              {' · '}
              {/* Left to right inside Arabic too: "01.12.2026 22:08", not the time before the date. */}
              <bdi dir="ltr">{formatDateTime(s.at)}</bdi>
            </Typography>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A lead's route in its timeline (`GET /api/leads/:id/distribution`, issue 22 §5): the state, the flow,
 * the hold deadline and every decision in words ("Skipped Buyer A: day cap 50/50"). Managers
 * (`canManageDistribution`) get Return on a lead a buyer accepted.
 */
export function LeadRoute({ leadId }: { leadId: string }) {
  const { t } = useTranslation('distribution');
  const { user } = useAuth();
  const { data, error } = useLeadDistribution(leadId);
  const [returning, setReturning] = useState(false);
  if (error) return <Typography color="error">{errorText(error)}</Typography>;
  if (!data) return null;
  const manager = user ? canManageDistribution(user) : false;
  const accepted = data.sends.filter((s) => s.status === 'accepted');
  const rounds = stepsByRound(data.steps);
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="lead-route">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {t('route.title')}
        </Typography>
        <Chip
          size="small"
          color={data.state ? STATE_COLOUR[data.state] : 'default'}
          label={t(`states.${data.state ?? 'none'}`)}
        />
        {manager && accepted.length > 0 && (
          <Button size="small" variant="outlined" onClick={() => setReturning(true)}>
            {t('route.returnAction')}
          </Button>
        )}
      </Box>
      {data.flow && <Typography variant="body2">{t('route.flow', { name: data.flow.name })}</Typography>}
      {data.state === 'held' && data.holdUntil && (
        <Typography variant="body2">
          {t('route.holdUntil', { at: formatDateTime(data.holdUntil) })}
        </Typography>
      )}
      {rounds.map((round) => (
        <RouteRound key={round[0]!.round} round={round} numbered={rounds.length > 1} />
      ))}
      {returning && (
        <ReturnLeadDialog leadId={leadId} buyers={accepted} onClose={() => setReturning(false)} />
      )}
    </Stack>
  );
}
