import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { PageHeader } from '../page-header';
import { GridToolbar } from './grid-toolbar';
import { ServerGrid, type ServerGridProps } from './server-grid';
import type { GridUrlState } from './use-grid-url-state';

/** The keys a searched list reads from its feature's namespace (every such namespace has them). */
export type SearchGridKey = 'title' | 'searchPlaceholder' | 'emptyText';

/** The grid's props a searched list takes; its texts come from `t`. */
export type SearchGridProps<R extends GridValidRowModel> = Omit<ServerGridProps<R>, 'label' | 'emptyText'> & {
  /** The feature's `t`: `title` names the grid, `searchPlaceholder` the search box, `emptyText` an empty list. */
  t: (key: SearchGridKey) => string;
  state: GridUrlState;
};

/**
 * A list searched by one text box: `GridToolbar` over `state.search`, a divider and `ServerGrid` with the
 * rest of the props. The list screens whose only filter is the search (pools, accounts, domains,
 * integrations) render it inside their card (issue 20 §2).
 */
export function SearchGrid<R extends GridValidRowModel>({ t, state, ...grid }: SearchGridProps<R>) {
  return (
    <>
      <GridToolbar search={state.search} onSearch={state.setSearch} label={t('searchPlaceholder')} />
      <Divider />
      <ServerGrid {...grid} label={t('title')} emptyText={t('emptyText')} state={state} />
    </>
  );
}

/**
 * A list screen: the page header (`title`, `subtitle`, the `add` button calling `onAdd`, other `actions`)
 * over a `SearchGrid` in an outlined card; `children` (the screen's dialogs) after them. Texts from `t`.
 */
export function SearchGridPage<R extends GridValidRowModel>({
  t,
  onAdd,
  actions,
  children,
  ...grid
}: SearchGridProps<R> & {
  t: (key: SearchGridKey | 'subtitle' | 'add') => string;
  onAdd: () => void;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={actions}
        add={{ label: t('add'), onClick: onAdd }}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <SearchGrid t={t} {...grid} />
      </Paper>
      {children}
    </>
  );
}
