import type { ImportProgress, ImportRouting, ImportUndoReport } from '@leadhouse/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isActive } from '../api/import-api';
import { formatCount, formatEta, formatPercent, formatRate, progressFraction } from '../import-format';

/** A list of `Stat`s laid out in a grid of `columns` (a CSS `grid-template-columns`). */
function StatGrid({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: columns }}>
      {children}
    </Box>
  );
}

/** One figure of a `StatGrid`: its label (`dt`) over its value (`dd`, found by `testId`). */
function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="dd"
        data-testid={testId}
        sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * What a cancel undid and what it left, per reason (`undo` of a cancelled import): only the non-zero
 * counts, with a hint when some leads were soft-deleted (an admin can restore them) or some changes kept.
 */
function UndoReport({ undo, compact }: { undo: ImportUndoReport; compact: boolean }) {
  const { t, i18n } = useTranslation('leadImport');
  const keys = [
    'softDeleted',
    'keptChanged',
    'alreadyDeleted',
    'restoredLeads',
    'restoredFields',
    'keptFields',
    'conflicts',
  ] as const;
  const shown = keys.filter((k) => undo[k] > 0);
  const kept = undo.keptChanged + undo.keptFields + undo.conflicts;
  return (
    <Box data-testid="import-undo" sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('progress.undo.title')}
      </Typography>
      {shown.length === 0 ? (
        <Typography variant="body2">{t('progress.undo.nothing')}</Typography>
      ) : (
        <StatGrid columns="repeat(auto-fill, minmax(140px, 1fr))">
          {shown.map((k) => (
            <Stat
              key={k}
              label={t(`progress.undo.${k}`)}
              value={formatCount(undo[k], i18n.language)}
              testId={`undo-${k}`}
            />
          ))}
        </StatGrid>
      )}
      {!compact && undo.softDeleted > 0 && (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('progress.undo.restoreHint')}
        </Typography>
      )}
      {!compact && kept > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
          {t('progress.undo.keptHint')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Progress of one import: a bar, rows read of the total, imported, updated, rejected, speed and time
 * left; then the outcome once it ends (for a cancelled import, what the cancel undid and kept). `compact`
 * for the banner on the leads page.
 */
export function ImportProgressView({
  progress,
  compact = false,
}: {
  progress: ImportProgress;
  compact?: boolean;
}) {
  const active = isActive(progress.status);
  return (
    <Box data-testid="import-progress" data-status={progress.status}>
      {active && <ProgressBar progress={progress} />}
      {!active && <OutcomeAlert progress={progress} compact={compact} />}
      {progress.status === 'cancelled' && progress.undo && (
        <UndoReport undo={progress.undo} compact={compact} />
      )}
      <ProgressStats progress={progress} compact={compact} active={active} />
    </Box>
  );
}

/** The phase (queued, running, cancelling), the percentage and the bar of a running import. */
function ProgressBar({ progress }: { progress: ImportProgress }) {
  const { t, i18n } = useTranslation('leadImport');
  const fraction = progress.status === 'completed' ? 1 : progressFraction(progress.rowsRead, progress.total);
  const phase = progress.cancelRequested
    ? t('progress.cancelling')
    : progress.status === 'queued'
      ? t('progress.queued')
      : t('progress.running');
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5, gap: 1 }}>
        <Typography variant="body2" role="status">
          {phase}
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('progress.percent', { percent: formatPercent(fraction, i18n.language) })}
        </Typography>
      </Box>
      <LinearProgress
        variant={progress.status === 'queued' || progress.cancelRequested ? 'indeterminate' : 'determinate'}
        value={fraction * 100}
        color={progress.cancelRequested ? 'warning' : 'primary'}
        aria-label={t('progress.read')}
        sx={{ height: 8, borderRadius: 4, mb: 1.5 }}
      />
    </>
  );
}

/** The text of how an import that ended came out. */
function outcomeText(progress: ImportProgress, t: TFunction<'leadImport'>, n: (v: number) => string) {
  switch (progress.status) {
    case 'completed':
      return progress.rejected > 0
        ? t('progress.completed', {
            imported: n(progress.imported),
            updated: n(progress.updated),
            rejected: n(progress.rejected),
            total: n(progress.rowsRead),
          })
        : t('progress.completedNoReject', { imported: n(progress.imported), updated: n(progress.updated) });
    case 'failed':
      return t('progress.failed', { error: progress.error ?? '' });
    case 'cancelled':
      return progress.undo ? t('progress.cancelledReport') : t('progress.cancelled');
    default:
      return t(`progress.status.${progress.status}`);
  }
}

/** Where an opted-in import's leads are in distribution: still being routed, or all routed (issue 22 §3). */
function routingText(r: ImportRouting, t: TFunction<'leadImport'>, n: (v: number) => string) {
  const counts = { sold: n(r.sold), held: n(r.held), unsold: n(r.unsold), returned: n(r.returned) };
  return r.done && r.pending === 0
    ? t('progress.routed', counts)
    : t('progress.routing', { ...counts, pending: n(r.pending) });
}

/** How an import that ended came out: completed (with or without rejected rows), failed or cancelled. */
function OutcomeAlert({ progress, compact }: { progress: ImportProgress; compact: boolean }) {
  const { t, i18n } = useTranslation('leadImport');
  const n = (v: number) => formatCount(v, i18n.language);
  const severity =
    progress.status === 'completed'
      ? progress.rejected > 0
        ? 'warning'
        : 'success'
      : progress.status === 'failed'
        ? 'error'
        : 'info';
  return (
    <Alert severity={severity} sx={{ mb: 1.5 }} role="status">
      {outcomeText(progress, t, n)}
      {progress.status === 'completed' && progress.rejected > 0 && !compact && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('progress.rejectedHint')}
        </Typography>
      )}
      {progress.distribution && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="import-routing">
          {routingText(progress.distribution, t, n)}
        </Typography>
      )}
    </Alert>
  );
}

/** Rows read of the total, imported, updated, rejected, speed and (while running) time left. */
function ProgressStats({
  progress,
  compact,
  active,
}: {
  progress: ImportProgress;
  compact: boolean;
  active: boolean;
}) {
  const { t, i18n } = useTranslation('leadImport');
  const locale = i18n.language;
  const n = (v: number) => formatCount(v, locale);
  return (
    <StatGrid columns={compact ? 'repeat(3, minmax(0, 1fr))' : 'repeat(auto-fill, minmax(120px, 1fr))'}>
      <Stat
        label={t('progress.read')}
        value={t('progress.readValue', { done: n(progress.rowsRead), total: n(progress.total) })}
        testId="progress-read"
      />
      <Stat label={t('progress.imported')} value={n(progress.imported)} testId="progress-imported" />
      {(!compact || progress.updated > 0) && (
        <Stat label={t('progress.updated')} value={n(progress.updated)} testId="progress-updated" />
      )}
      <Stat label={t('progress.rejected')} value={n(progress.rejected)} testId="progress-rejected" />
      <Stat
        label={t('progress.rate')}
        value={t('progress.rateValue', { rate: formatRate(progress.rate, locale) })}
        testId="progress-rate"
      />
      {active && (
        <Stat
          label={t('progress.eta')}
          value={formatEta(progress.etaSeconds, t, locale)}
          testId="progress-eta"
        />
      )}
    </StatGrid>
  );
}
