import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { KnownLayout, Settings } from '../../settings';

/**
 * How the header looks in a layout (applied from the shell's column to its `<header>`, spec §2): static
 * or fixed (sticky), blended into the page (vertical minimal), or floating and rounded (modern).
 */
export function headerLook(layout: KnownLayout, settings: Settings): SystemStyleObject<Theme> {
  const header = '& > header.MuiAppBar-root';
  return {
    [header]: {
      ...(settings.headerPosition === 'static' && { position: 'static' }),
      ...(layout === 'vertical-minimal' && { bgcolor: 'background.default', borderBottom: 0 }),
      ...(layout === 'modern' && {
        mx: { md: 2 },
        mt: { md: 1.5 },
        top: { md: 12 },
        width: 'auto',
        borderRadius: { md: `${settings.cardRadius}px` },
        border: { md: 1 },
        borderColor: { md: 'divider' },
        boxShadow: 2,
      }),
    },
  };
}
