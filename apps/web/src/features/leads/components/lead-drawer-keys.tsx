import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewDialog } from '../../../components/view-dialog';

/*
 * The lead drawer's keys (issue 19 "What a sales floor expects" item 2). Plain letters, as in mail and issue
 * trackers: j / k move to the next / previous lead of the grid's rows, s, f and a open the status, funnel
 * and assignee controls, c goes to the comment box, ? shows the sheet below, Esc closes the drawer (the
 * drawer's own modal rule). A letter typed into a field is text, never a command.
 */

/** What each key does in the drawer, in the sheet's order. */
export const LEAD_KEYS = [
  { keys: ['J'], action: 'next' },
  { keys: ['K'], action: 'previous' },
  { keys: ['S'], action: 'status' },
  { keys: ['F'], action: 'funnel' },
  { keys: ['A'], action: 'assign' },
  { keys: ['C'], action: 'comment' },
  { keys: ['Esc'], action: 'close' },
  { keys: ['?'], action: 'help' },
] as const;
export type LeadKeyAction = Exclude<(typeof LEAD_KEYS)[number]['action'], 'close'>;

const KEY_ACTIONS: Record<string, LeadKeyAction> = {
  j: 'next',
  k: 'previous',
  s: 'status',
  f: 'funnel',
  a: 'assign',
  c: 'comment',
  '?': 'help',
};

/** True when a key pressed on `target` is text being typed (inputs, text areas, selects, editable content). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT'
  );
}

/**
 * Runs `onKey` for the drawer's keys pressed while focus is in `root` (the drawer; also the page body a
 * moment after a lead changes): never while typing in a field, with Ctrl, Alt or Meta held, or when the
 * key was already handled (an open menu's type-ahead).
 */
export function useLeadKeys(
  root: RefObject<HTMLElement | null>,
  enabled: boolean,
  onKey: (action: LeadKeyAction) => void,
): void {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      const action = KEY_ACTIONS[event.key.length === 1 ? event.key.toLowerCase() : ''];
      if (!action || isTyping(event.target)) return;
      const target = event.target instanceof Node ? event.target : null;
      const inside = target === document.body || (target !== null && !!root.current?.contains(target));
      if (!inside) return;
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [root, enabled]);
}

/** A key as a keyboard key cap. */
function KeyCap({ label }: { label: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-block',
        minWidth: 28,
        px: 0.75,
        py: 0.25,
        border: 1,
        borderColor: 'divider',
        borderBottomWidth: 2,
        borderRadius: 1,
        fontFamily: 'monospace',
        fontSize: 13,
        textAlign: 'center',
        bgcolor: 'action.hover',
      }}
    >
      {label}
    </Box>
  );
}

/** The `?` sheet: every key of the lead drawer and what it does. */
export function LeadKeysSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('leads');
  return (
    <ViewDialog open={open} title={t('work.keysTitle')} onClose={onClose}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('work.keysHint')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {LEAD_KEYS.map(({ keys, action }) => (
          <Box key={action} sx={{ display: 'contents' }}>
            <Box component="dt" dir="ltr">
              {keys.map((k) => (
                <KeyCap key={k} label={k} />
              ))}
            </Box>
            <Typography component="dd" variant="body2" sx={{ m: 0, alignSelf: 'center' }}>
              {t(`work.keys.${action}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </ViewDialog>
  );
}

/** Previous / next lead and the keys sheet, in the drawer's head (phones have no keys: these are the way). */
export function LeadStepButtons({
  onStep,
  onKeys,
}: {
  onStep?: (direction: 1 | -1) => void;
  onKeys: () => void;
}) {
  const { t } = useTranslation('leads');
  return (
    <>
      {onStep && (
        <>
          <Tooltip title={`${t('work.previous')} (K)`}>
            <IconButton
              size="small"
              aria-label={t('work.previous')}
              aria-keyshortcuts="K"
              onClick={() => onStep(-1)}
            >
              <KeyboardArrowUp fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={`${t('work.next')} (J)`}>
            <IconButton
              size="small"
              aria-label={t('work.next')}
              aria-keyshortcuts="J"
              onClick={() => onStep(1)}
            >
              <KeyboardArrowDown fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
      <Tooltip title={`${t('work.keysButton')} (?)`}>
        <IconButton
          size="small"
          aria-label={t('work.keysButton')}
          aria-keyshortcuts="?"
          onClick={onKeys}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <KeyboardOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
