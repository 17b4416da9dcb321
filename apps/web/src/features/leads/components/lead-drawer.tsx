import type { LeadDetail } from '@leadhouse/domain';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { errorText } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-error';
import { useLead } from '../api/leads-api';
import { Comments } from './lead-drawer-comments';
import { LeadChanged } from './lead-changed';
import { LeadKeysSheet, useLeadKeys } from './lead-drawer-keys';
import type { WorkControlsHandle } from './lead-drawer-work';
import { LeadDrawerHeader, type LeadViewProps } from './lead-drawer-header';
import {
  DepositsSection,
  DetailsSection,
  HistorySection,
  IntegrationsSection,
  SourceSection,
} from './lead-drawer-sections';

const TABS = {
  details: DetailsSection,
  source: SourceSection,
  deposits: DepositsSection,
  history: HistorySection,
  integrations: IntegrationsSection,
} as const;
type TabId = keyof typeof TABS;

/**
 * The drawer's keys (`lead-drawer-keys.tsx`) while it is open and the keys sheet is not: j / k step, ?
 * opens the sheet, c the comment box, s / f / a the work bar's controls.
 */
function useDrawerKeys(open: boolean, onStep: ((direction: 1 | -1) => void) | undefined) {
  const paperRef = useRef<HTMLDivElement>(null);
  const workRef = useRef<WorkControlsHandle>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const [keysOpen, setKeysOpen] = useState(false);
  useLeadKeys(paperRef, open && !keysOpen, (action) => {
    if (action === 'next') onStep?.(1);
    else if (action === 'previous') onStep?.(-1);
    else if (action === 'help') setKeysOpen(true);
    else if (action === 'comment') commentRef.current?.focus();
    else workRef.current?.open(action);
  });
  return { paperRef, workRef, commentRef, keysOpen, setKeysOpen };
}

/** A lead that could not be loaded: "not found" for a 404, else the server's message; with a close button. */
function DrawerError({ error, onClose }: { error: Error; onClose: () => void }) {
  const { t } = useTranslation('leads');
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <IconButton aria-label={t('drawer.close')} onClick={onClose} size="small">
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <EmptyState
        compact
        title={error instanceof ApiError && error.status === 404 ? t('drawer.notFound') : errorText(error)}
      />
    </Box>
  );
}

/**
 * The lead drawer (spec §2 lead detail): header with status control and edit, tabs for details, source
 * attribution, deposits, history and integration history, and the comments with an add-comment box.
 * Worked in place (issue 19 "What a sales floor expects" item 2): status, funnel, assignee and comments
 * change without closing it; `onStep` moves to the next (1) or previous (-1) lead of the grid; keys j / k,
 * s, f, a, c, Esc and ? (`lead-drawer-keys.tsx`).
 */
export function LeadDrawer({
  leadId,
  canEdit,
  onClose,
  onEdit,
  onStep,
}: {
  leadId: string | null;
  canEdit: boolean;
  onClose: () => void;
  onEdit: (lead: LeadDetail) => void;
  onStep?: (direction: 1 | -1) => void;
}) {
  const titleId = useId();
  const { data: lead, isLoading, error } = useLead(leadId);
  const { paperRef, workRef, commentRef, keysOpen, setKeysOpen } = useDrawerKeys(leadId !== null, onStep);
  return (
    <Drawer
      anchor="right"
      open={leadId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          ref: paperRef,
          sx: { width: { xs: '100%', sm: 560 } },
          role: 'dialog',
          'aria-labelledby': titleId,
        },
      }}
    >
      {isLoading && <LinearProgress />}
      <LeadChanged leadId={leadId} />
      {error && <DrawerError error={error} onClose={onClose} />}
      {lead && (
        <LeadDetailView
          key={lead.id}
          lead={lead}
          titleId={titleId}
          canEdit={canEdit}
          onClose={onClose}
          onEdit={() => onEdit(lead)}
          work={{ workRef, commentRef, onStep, onKeys: () => setKeysOpen(true) }}
        />
      )}
      <LeadKeysSheet open={keysOpen} onClose={() => setKeysOpen(false)} />
    </Drawer>
  );
}

/** The drawer's view of a loaded lead: its head (`LeadDrawerHeader`, which takes the same props), tabs and comments. */
function LeadDetailView(props: LeadViewProps) {
  const { lead, work } = props;
  const { t } = useTranslation('leads');
  const [tab, setTab] = useState<TabId>('details');
  const Section = TABS[tab];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <LeadDrawerHeader {...props} />
      <Tabs
        value={tab}
        onChange={(_e, v: TabId) => setTab(v)}
        variant="scrollable"
        sx={{ px: 1.5, minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 0 } }}
      >
        {(Object.keys(TABS) as TabId[]).map((id) => (
          <Tab key={id} value={id} label={t(`drawer.tabs.${id}`)} />
        ))}
      </Tabs>
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <Box sx={{ px: 2.5, py: 2 }}>
          <Section lead={lead} />
        </Box>
        <Divider />
        <Comments lead={lead} inputRef={work.commentRef} />
      </Box>
    </Box>
  );
}
