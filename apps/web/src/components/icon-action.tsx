import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

/**
 * A small icon button whose tooltip and accessible name are the same `label` (a row's "Edit Gold pool",
 * "Copy", …); `children` is the icon.
 */
export function IconAction({
  label,
  onClick,
  color,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  color?: IconButtonProps['color'];
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
