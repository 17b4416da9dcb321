import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A figure that opens the lead list filtered to exactly its leads (issue 11 drill-down). `label` names
 * the figure for screen readers ("12 leads of campaign X"); keyboard users reach it with Tab. Without an
 * `href` (no lead list holds exactly those leads) the figure shows as plain text.
 */
export function FigureLink({
  href,
  label,
  children,
}: {
  href: string | null;
  label?: string;
  children: ReactNode;
}) {
  if (href === null) return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{children}</span>;
  return (
    <Link
      component={RouterLink}
      to={href}
      aria-label={label}
      underline="hover"
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
    >
      {children}
    </Link>
  );
}
