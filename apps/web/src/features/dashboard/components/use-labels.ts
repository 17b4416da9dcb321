import { NONE_VALUE } from '@leadhouse/domain';
import { useTranslation } from 'react-i18next';

/** What a mix key names. */
export type MixKind = 'status' | 'funnel' | 'platform';

/**
 * Display text of a mix key (status, funnel stage, platform) in the interface language; NONE_VALUE reads
 * "(none)" / "No Funnel". Statuses and funnels use the leads catalogue's words.
 */
export function useMixLabel(): (kind: MixKind, key: string) => string {
  const { t } = useTranslation(['dashboard', 'leads']);
  return (kind, key) => {
    if (kind === 'funnel')
      return key === NONE_VALUE
        ? t('leads:funnels.NoFunnel')
        : t(`leads:funnels.${key.replace(/[^A-Za-z]/g, '')}` as 'leads:funnels.Conversion', {
            defaultValue: key,
          });
    if (key === NONE_VALUE) return t('dashboard:none');
    if (kind === 'status')
      return t(`leads:statuses.${key}` as 'leads:statuses.NEW', { defaultValue: key.toLowerCase() });
    return key.charAt(0).toUpperCase() + key.slice(1);
  };
}
