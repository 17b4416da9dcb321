import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * One row of the settings drawer: its title (an overline) above the control it names. `children` gets the
 * title's id, for the control's `aria-labelledby`.
 */
export function SettingsField({
  label,
  children,
}: {
  label: string;
  children: (labelId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <Typography id={id} variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {label}
      </Typography>
      {children(id)}
    </div>
  );
}
