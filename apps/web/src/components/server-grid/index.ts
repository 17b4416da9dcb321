export { gridLocaleText } from './grid-locale';
export { GridToolbar } from './grid-toolbar';
export { readGridUrl, writeGridUrl, type GridSort, type GridUrlOptions } from './grid-url-state';
export { SearchGrid, SearchGridPage, type SearchGridKey } from './search-grid';
export { ServerGrid, type GridListResult, type GridListState, type ServerGridProps } from './server-grid';
export { useGridUrlState, type GridUrlState } from './use-grid-url-state';
export { NO_SELECTION, selectedIdsOf, useRowSelection } from './use-row-selection';
export { phoneColumns, usePhoneLayout } from './phone-column';
export { SortMenu } from './sort-menu';
