import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';

/** A screen a later issue fills: title and a clear empty state, never a blank page. */
export function PlaceholderPage({
  title,
  emptyTitle,
  text,
  icon,
  subtitle,
}: {
  title: string;
  emptyTitle: string;
  text: string;
  icon: ReactNode;
  subtitle?: string;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Paper variant="outlined">
        <EmptyState icon={icon} title={emptyTitle} text={text} />
      </Paper>
    </>
  );
}
