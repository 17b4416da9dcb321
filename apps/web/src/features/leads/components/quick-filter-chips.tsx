import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from './filter-fields';

/** The quick filters delivered at login (`staticData.quickLeadFilters`) as one-click chips. */
export function QuickFilterChips({
  options,
  value,
  onChange,
}: {
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('leads');
  if (!options.length) return null;
  return (
    <Stack
      direction="row"
      spacing={0.75}
      role="group"
      aria-label={t('filters.quickFilters')}
      sx={{ flexWrap: 'wrap', rowGap: 0.75, ms: 0.5 }}
    >
      {options.map((o) => {
        const active = o.value === value;
        return (
          <Chip
            key={o.value}
            size="small"
            label={o.label}
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            aria-pressed={active}
            onClick={() => onChange(active ? '' : o.value)}
          />
        );
      })}
    </Stack>
  );
}
