import Divider from '@mui/material/Divider';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { GridToolbar } from './grid-toolbar';
import { ServerGrid, type ServerGridProps } from './server-grid';
import type { GridUrlState } from './use-grid-url-state';

/**
 * A list searched by one text box: `GridToolbar` over `state.search` (named `searchLabel`), a divider and
 * `ServerGrid` with the rest of the props. The list screens whose only filter is the search (pools,
 * accounts, domains, integrations) render it inside their card (issue 20 §2).
 */
export function SearchGrid<R extends GridValidRowModel>({
  searchLabel,
  state,
  ...grid
}: ServerGridProps<R> & { searchLabel: string; state: GridUrlState }) {
  return (
    <>
      <GridToolbar search={state.search} onSearch={state.setSearch} label={searchLabel} />
      <Divider />
      <ServerGrid {...grid} state={state} />
    </>
  );
}
