import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Search box and extra controls above an analytics grid. */
export function ListToolbar({
  search,
  onSearch,
  label,
  children,
}: {
  search: string;
  onSearch: (value: string) => void;
  label: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5 }}>
      <TextField
        size="small"
        type="search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={t('actions.search')}
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
        sx={{ minWidth: 220 }}
      />
      {children}
    </Box>
  );
}
