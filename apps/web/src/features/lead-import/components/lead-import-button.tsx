import type { ImportProgress } from '@leadhouse/domain';
import Close from '@mui/icons-material/Close';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../auth';
import { useToast } from '../../feedback';
import {
  importKeys,
  isActive,
  LEADS_QUERY_KEY,
  useImportProgress,
  useRecentImports,
} from '../api/import-api';
import { formatCount } from '../import-format';
import { ImportActions } from './import-actions';
import { ImportDialog } from './import-dialog';
import { ImportProgressView } from './import-progress-view';

/** localStorage key of the import whose banner the user closed (a newer import shows again). */
export const DISMISSED_IMPORT_KEY = 'leadImport.dismissed';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(DISMISSED_IMPORT_KEY);
  } catch {
    return null;
  }
}

/** The import the banner follows after a reload: the newest one that was started, unless closed. */
export function importToFollow(
  rows: readonly ImportProgress[],
  dismissed: string | null,
): ImportProgress | null {
  const latest = rows.find((r) => r.status !== 'uploaded');
  return latest && latest.importId !== dismissed ? latest : null;
}

/**
 * Invalidates the leads once a followed import ends (the list and counts change) and says so once.
 * Only a change seen in this page counts: an import that had already ended before a reload is quiet.
 */
function useImportEnd(progress: ImportProgress | undefined) {
  const client = useQueryClient();
  const toast = useToast();
  const { t, i18n } = useTranslation('leadImport');
  const seen = useRef<{ id: string; active: boolean } | null>(null);
  useEffect(() => {
    if (!progress) return;
    const active = isActive(progress.status);
    const before = seen.current;
    seen.current = { id: progress.importId, active };
    if (!before || before.id !== progress.importId || !before.active || active) return;
    void client.invalidateQueries({ queryKey: LEADS_QUERY_KEY });
    void client.invalidateQueries({ queryKey: importKeys.list() });
    if (progress.status === 'completed') {
      toast.success(
        t('toasts.finished', {
          name: progress.fileName,
          imported: formatCount(progress.imported, i18n.language),
        }),
      );
    }
  }, [progress, client, toast, t, i18n.language]);
}

/** The persistent banner of the followed import, at the bottom of the leads page. */
function ImportBanner({
  progress,
  onDetails,
  onDismiss,
}: {
  progress: ImportProgress;
  onDetails: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('leadImport');
  const active = isActive(progress.status);
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label={t('progress.banner', { name: progress.fileName })}
      data-testid="import-banner"
      sx={{
        position: 'fixed',
        bottom: 16,
        insetInlineEnd: 16,
        // Above the page, below drawers and dialogs: it must never cover their buttons (issue 19 item 4).
        zIndex: (th) => th.zIndex.drawer - 1,
        width: { xs: 'calc(100% - 32px)', sm: 440 },
        p: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <UploadFileOutlined color="primary" fontSize="small" aria-hidden />
        <Typography variant="subtitle2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          {t('progress.banner', { name: progress.fileName })}
        </Typography>
        {!active && (
          <IconButton size="small" aria-label={t('actions.dismiss')} onClick={onDismiss}>
            <Close fontSize="small" />
          </IconButton>
        )}
      </Box>
      <ImportProgressView progress={progress} compact />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, justifyContent: 'flex-end' }}>
        <ImportActions progress={progress} size="small" />
        <Button size="small" onClick={onDetails}>
          {t('actions.details')}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * The "Import" button of the leads toolbar with its dialog, and the banner of the running (or most recent)
 * import, which survives a page reload (`GET /api/leads/imports`). Hidden without `leadsImport`.
 */
export function LeadImportButton({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const { isAllowed } = useAuth();
  if (!isAllowed('leadsImport')) return null;
  return <LeadImport size={size} />;
}

/**
 * Which import the dialog shows: `{ importId: null }` for a new one, an import's id for its progress, or
 * null when closed. `?import=<id>` opens that import's report (a notification's link, issue 21 §3);
 * closing drops it from the URL.
 */
function useImportDialogTarget() {
  const [picked, setDialog] = useState<{ importId: string | null } | null>(null);
  const [params, setParams] = useSearchParams();
  const linkedImport = params.get('import');
  const dialog = picked ?? (linkedImport ? { importId: linkedImport } : null);
  const closeDialog = () => {
    setDialog(null);
    if (linkedImport) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('import');
          return next;
        },
        { replace: true },
      );
    }
  };
  return { dialog, setDialog, closeDialog };
}

function LeadImport({ size }: { size: 'small' | 'medium' }) {
  const { t } = useTranslation('leadImport');
  const { dialog, setDialog, closeDialog } = useImportDialogTarget();
  const [startedId, setStartedId] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(readDismissed);
  const recent = useRecentImports(true);
  const followedId = startedId ?? importToFollow(recent.data?.rows ?? [], dismissed)?.importId ?? null;
  const visibleId = followedId !== dismissed ? followedId : null;
  const progress = useImportProgress(visibleId);
  useImportEnd(progress.data);

  const dismiss = (id: string) => {
    setDismissed(id);
    setStartedId(null);
    try {
      localStorage.setItem(DISMISSED_IMPORT_KEY, id);
    } catch {
      // private mode: the banner simply comes back after a reload
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        size={size}
        startIcon={<UploadFileOutlined />}
        onClick={() => setDialog({ importId: null })}
        title={t('buttonHint')}
      >
        {t('button')}
      </Button>
      {dialog && (
        <ImportDialog
          importId={dialog.importId}
          onClose={closeDialog}
          onStarted={(id) => {
            setStartedId(id);
            setDismissed(null);
          }}
        />
      )}
      {progress.data && !dialog && (
        <ImportBanner
          progress={progress.data}
          onDetails={() => setDialog({ importId: progress.data.importId })}
          onDismiss={() => dismiss(progress.data.importId)}
        />
      )}
    </>
  );
}
