import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { IgnoredUrlPart } from '../lead-list-state';

/**
 * Says which parts of a bookmarked URL the list dropped (an unknown sort, quick filter or filter value),
 * so a stale link opens the list instead of an error and the user knows the view differs from the link.
 * Closing it rewrites the URL without those parts.
 */
export function UrlNotice({ ignored, onDismiss }: { ignored: IgnoredUrlPart[]; onDismiss: () => void }) {
  const { t } = useTranslation('leads');
  if (ignored.length === 0) return null;
  const parts = ignored
    .map(({ key, value }) =>
      t('urlNotice.part', {
        label: key === 'sort' ? t('urlNotice.sort') : t(`filters.labels.${key}`),
        value,
      }),
    )
    .join(', ');
  return (
    <Alert severity="warning" role="status" onClose={onDismiss} sx={{ mb: 1.5 }}>
      {t('urlNotice.text', { parts })}
    </Alert>
  );
}
