import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOR_PRESETS } from '../settings-model';

/** The ten primary-colour swatches. */
export function ColorPicker({ value, onChange }: { value: number; onChange: (index: number) => void }) {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <div>
      <Typography id={id} variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {t('primaryColor')}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={id}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 1 }}
      >
        {COLOR_PRESETS.map((preset, index) => (
          <Tooltip key={preset.id} title={t(`colors.${preset.id}`)}>
            <ButtonBase
              role="radio"
              aria-checked={index === value}
              aria-label={t(`colors.${preset.id}`)}
              onClick={() => onChange(index)}
              sx={{
                height: 36,
                borderRadius: 1,
                bgcolor: preset.main,
                color: '#fff',
                outline: index === value ? '2px solid' : 'none',
                outlineColor: preset.main,
                outlineOffset: 2,
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'text.primary' },
              }}
            >
              {index === value && <Check fontSize="small" />}
            </ButtonBase>
          </Tooltip>
        ))}
      </Box>
    </div>
  );
}
