import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { PageHeader } from '../page-header';
import { useScreenName } from '../screens';
import { GridToolbar } from './grid-toolbar';
import { ServerGrid, type ServerGridProps } from './server-grid';
import type { GridUrlState } from './use-grid-url-state';

/** The keys a searched list reads from its feature's namespace (every such namespace has them). */
export type SearchGridKey = 'searchPlaceholder' | 'emptyText';

/** The grid's props a searched list takes; its texts come from `t`. */
export type SearchGridProps<R extends GridValidRowModel> = Omit<ServerGridProps<R>, 'label' | 'emptyText'> & {
  /** The feature's `t`: `searchPlaceholder` names the search box, `emptyText` an empty list; the screen's name the grid. */
  t: (key: SearchGridKey) => string;
  state: GridUrlState;
};

/**
 * A list searched by one text box: `GridToolbar` over `state.search`, a divider and `ServerGrid` with the
 * rest of the props. The list screens whose only filter is the search (pools, accounts, domains,
 * integrations) render it inside their card (issue 20 §2).
 */
export function SearchGrid<R extends GridValidRowModel>({ t, state, ...grid }: SearchGridProps<R>) {
  const name = useScreenName() ?? '';
  return (
    <>
      <GridToolbar search={state.search} onSearch={state.setSearch} label={t('searchPlaceholder')} />
      <Divider />
      <ServerGrid {...grid} label={name} emptyText={t('emptyText')} state={state} />
    </>
  );
}

/**
 * A list screen: the page header (the screen's name, `subtitle`, the `add` button calling `onAdd`, other `actions`)
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
      <PageHeader subtitle={t('subtitle')} actions={actions} add={{ label: t('add'), onClick: onAdd }} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <SearchGrid t={t} {...grid} />
      </Paper>
      {children}
    </>
  );
}
