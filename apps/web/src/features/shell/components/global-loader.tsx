import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useActiveLoaders } from '../../../lib/loader-channels';

/**
 * The global loading overlay (spec §2): a progress bar over the top edge of the window, above the header,
 * drawers and dialogs, while any loader channel is busy (`lib/loader-channels.ts`: a bulk action, an
 * import, a post to an integration). It does not block the page. `data-channels` names the busy channels.
 */
export function GlobalLoader() {
  const { t } = useTranslation('common');
  const active = useActiveLoaders();
  if (active.length === 0) return null;
  return (
    <Box
      data-shell="global-loader"
      data-channels={active.join(' ')}
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        pointerEvents: 'none',
      }}
    >
      <LinearProgress aria-label={t('loading')} sx={{ height: 3 }} />
    </Box>
  );
}
