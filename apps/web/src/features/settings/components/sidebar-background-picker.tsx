import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_BACKGROUNDS, type SidebarBackground } from '../sidebar-backgrounds';

/** The label of a sidebar background preset ("Default", "Gradient 3"). */
function useBackgroundLabel() {
  const { t } = useTranslation('settings');
  return (b: SidebarBackground) => t(`sidebarBackground.${b.kind}`, { n: b.n });
}

/** Swatches of the sidebar background presets (spec §9): default, 6 colours, 6 gradients, 6 images. */
export function SidebarBackgroundPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('settings');
  const labelOf = useBackgroundLabel();
  const id = useId();
  return (
    <div>
      <Typography id={id} variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {t('sidebarBackground.label')}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={id}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.75 }}
      >
        {SIDEBAR_BACKGROUNDS.map((b) => (
          <Tooltip key={b.id} title={labelOf(b)}>
            <ButtonBase
              role="radio"
              aria-checked={b.id === value}
              aria-label={labelOf(b)}
              onClick={() => onChange(b.id)}
              sx={{
                height: 32,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                background: b.css || undefined,
                bgcolor: b.css ? undefined : 'background.paper',
                color: b.css ? '#fff' : 'text.primary',
                outline: b.id === value ? '2px solid' : 'none',
                outlineColor: 'primary.main',
                outlineOffset: 2,
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'text.primary' },
              }}
            >
              {b.id === value && <Check fontSize="small" />}
            </ButtonBase>
          </Tooltip>
        ))}
      </Box>
    </div>
  );
}
