import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled card of an analytics screen (a labelled region for screen readers). */
export function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <span style={{ flex: 1 }}>{title}</span>
        {action}
      </Typography>
      {children}
    </Paper>
  );
}

/** Placeholder cards while the first answer loads. */
export function SectionsSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <>
      {Array.from({ length: cards }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={i === 0 ? 120 : 280} data-testid="analytics-skeleton" />
      ))}
    </>
  );
}
