import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';
import { SettingsField } from './settings-field';

/** One swatch: its id, its label (tooltip and accessible name) and how it is painted. */
export interface Swatch {
  id: string;
  label: string;
  paint: SystemStyleObject<Theme>;
  /** The outline colour of the chosen swatch (default: the theme's primary). */
  outlineColor?: string;
}

/**
 * A labelled radio group of colour swatches in a grid (the settings drawer's primary colour and sidebar
 * background): the chosen one is ticked and outlined, each has its label as tooltip and accessible name,
 * and a keyboard focus shows an outline of its own.
 */
export function SwatchGroup({
  label,
  swatches,
  value,
  onChange,
  columns,
  height,
  gap,
}: {
  label: string;
  swatches: readonly Swatch[];
  value: string;
  onChange: (id: string) => void;
  columns: number;
  /** Swatch height in px. */
  height: number;
  /** Grid gap in theme spacing units. */
  gap: number;
}) {
  return (
    <SettingsField label={label}>
      {(id) => (
        <Box
          role="radiogroup"
          aria-labelledby={id}
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap }}
        >
          {swatches.map((swatch) => (
            <Tooltip key={swatch.id} title={swatch.label}>
              <ButtonBase
                role="radio"
                aria-checked={swatch.id === value}
                aria-label={swatch.label}
                onClick={() => onChange(swatch.id)}
                sx={{
                  height,
                  borderRadius: 1,
                  ...swatch.paint,
                  outline: swatch.id === value ? '2px solid' : 'none',
                  outlineColor: swatch.outlineColor ?? 'primary.main',
                  outlineOffset: 2,
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'text.primary' },
                }}
              >
                {swatch.id === value && <Check fontSize="small" />}
              </ButtonBase>
            </Tooltip>
          ))}
        </Box>
      )}
    </SettingsField>
  );
}
