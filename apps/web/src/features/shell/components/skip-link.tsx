import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** The id of the signed-in shell's `<main>`, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content" (WCAG 2.4.1 Bypass Blocks): the first Tab stop of the signed-in shell, hidden until it
 * has the keyboard focus; it moves the focus to `<main>` (which takes focus with `tabIndex={-1}`), so the
 * next Tab reaches the page's own controls (the leads toolbar and grid) instead of the sidebar and header.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        insetInlineStart: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 4,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
