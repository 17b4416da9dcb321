import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/**
 * The bar above a list's grid: the search box (its text is `useGridUrlState().search`) and the screen's
 * own filters and buttons after it, wrapping on narrow screens.
 */
export function GridToolbar({
  search,
  onSearch,
  label,
  placeholder = label,
  children,
}: {
  search: string;
  onSearch: (text: string) => void;
  /** The search box's accessible name. */
  label: string;
  placeholder?: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5 }}>
      <TextField
        size="small"
        type="search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={placeholder}
        sx={{ width: { xs: '100%', sm: 360 } }}
        slotProps={{
          htmlInput: { 'aria-label': label, maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {children}
    </Box>
  );
}
