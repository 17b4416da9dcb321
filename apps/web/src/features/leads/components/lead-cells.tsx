import Facebook from '@mui/icons-material/Facebook';
import Google from '@mui/icons-material/Google';
import Instagram from '@mui/icons-material/Instagram';
import Public from '@mui/icons-material/Public';
import Twitter from '@mui/icons-material/Twitter';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DisplayText } from '../../../lib/display-text';
import { STATUS_COLORS, funnelTextKey, funnelOf, statusOf } from '../lead-display';

function TikTok(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.6 2h-3.3v13.2a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9a6.3 6.3 0 1 0 5.3 6.2V8.6a7.9 7.9 0 0 0 4.6 1.5V6.8a4.6 4.6 0 0 1-4.6-4.6Z" />
    </SvgIcon>
  );
}

function Snapchat(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2c-3.3 0-5.5 2.4-5.5 5.6v2.1c-.6 0-1.3-.3-1.7-.1-.5.3-.3 1 .3 1.3.6.3 1.4.5 1.4 1-.3 1.4-2 3.2-4 3.6-.3.1-.3.5 0 .7.7.4 1.8.5 2.1.8.2.3.1.9.4 1.1.5.3 1.4-.1 2.5.2 1.2.3 2.2 1.8 4.5 1.8s3.3-1.5 4.5-1.8c1.1-.3 2-.1 2.5-.2.3-.2.2-.8.4-1.1.3-.3 1.4-.4 2.1-.8.3-.2.3-.6 0-.7-2-.4-3.7-2.2-4-3.6 0-.5.8-.7 1.4-1 .6-.3.8-1 .3-1.3-.4-.2-1.1.1-1.7.1V7.6C17.5 4.4 15.3 2 12 2Z" />
    </SvgIcon>
  );
}

/** Platform icons of spec §9, in brand colours; anything else gets a neutral globe. */
const PLATFORM_ICONS: Record<string, { icon: (p: SvgIconProps) => ReactElement; color: string }> = {
  google: { icon: (p) => <Google {...p} />, color: '#4285F4' },
  facebook: { icon: (p) => <Facebook {...p} />, color: '#1877F2' },
  tiktok: { icon: (p) => <TikTok {...p} />, color: '#111111' },
  instagram: { icon: (p) => <Instagram {...p} />, color: '#E1306C' },
  twitter: { icon: (p) => <Twitter {...p} />, color: '#1DA1F2' },
  snapchat: { icon: (p) => <Snapchat {...p} />, color: '#E6C800' },
};

/** The platform's icon and name. */
export function PlatformLabel({ platform }: { platform: string | null | undefined }) {
  if (!platform) return null;
  const key = platform.toLowerCase();
  const entry = PLATFORM_ICONS[key];
  const iconProps: SvgIconProps = {
    fontSize: 'small',
    sx: { color: entry?.color ?? 'text.secondary', fontSize: 18 },
    'aria-hidden': true,
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      {entry ? entry.icon(iconProps) : <Public {...iconProps} />}
      <Typography component="span" variant="body2" noWrap sx={{ textTransform: 'capitalize' }}>
        {platform}
      </Typography>
    </Box>
  );
}

/** A status chip: translated, lowercase (spec §4), coloured; unknown values show as OTHER. */
export function StatusChip({
  status,
  size = 'small',
}: {
  status: string | null | undefined;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation('leads');
  const shown = statusOf(status);
  return (
    <Chip
      size={size}
      color={STATUS_COLORS[shown]}
      variant={shown === 'OTHER' ? 'outlined' : 'filled'}
      label={t(`statuses.${shown}`)}
      sx={{ height: 22, fontSize: 12, fontWeight: 500, '& .MuiChip-label': { px: 1 } }}
    />
  );
}

/** The funnel stage, or 'No Funnel' (spec §4), translated; 'No Funnel' in italics, secondary text (≥ 4.5:1). */
export function FunnelLabel({ funnel }: { funnel: string | null | undefined }) {
  const { t } = useTranslation('leads');
  const shown = funnelOf(funnel);
  const missing = shown !== funnel;
  return (
    <Typography
      component="span"
      variant="body2"
      noWrap
      sx={{ color: missing ? 'text.secondary' : 'text.primary', fontStyle: missing ? 'italic' : undefined }}
    >
      {t(funnelTextKey(shown))}
    </Typography>
  );
}

/** Text cut at 40 characters (spec §9) with the full text on hover: the app-wide `DisplayText`. */
export function CutText({ value }: { value: string | null | undefined }) {
  return <DisplayText value={value} />;
}
