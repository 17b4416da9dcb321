import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lead-display';
import {
  filterChips,
  isDateFilterKey,
  phoneFilterApplies,
  type FilterChip,
  type FilterKey,
  type LeadFilters,
} from '../lead-list-state';
import type { FilterOption } from './filter-fields';

/** Removable chips of the active filters and the search; removing one reloads with the rest (spec §4). */
export function FilterChips({
  filters,
  search,
  options,
  onRemove,
  onClearSearch,
  onClearAll,
}: {
  filters: LeadFilters;
  search: string;
  options: Record<FilterKey, FilterOption[]>;
  onRemove: (chip: FilterChip) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
}) {
  const { t } = useTranslation('leads');
  const chips = filterChips(filters);
  if (!chips.length && !search) return null;
  const valueLabel = (chip: FilterChip) => {
    if (isDateFilterKey(chip.key)) return formatDay(chip.value);
    return options[chip.key].find((o) => o.value === chip.value)?.label ?? chip.value;
  };
  return (
    <Box
      role="list"
      aria-label={t('filters.title')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, px: 1.5, pb: 1.25 }}
    >
      {search && (
        <Chip
          role="listitem"
          size="small"
          color="primary"
          label={t('searching', { search })}
          onDelete={onClearSearch}
          deleteIcon={<Cancel aria-label={t('clearSearch')} />}
        />
      )}
      {chips.map((chip) => (
        <ActiveFilterChip
          key={`${chip.key}:${chip.value}`}
          chip={chip}
          valueLabel={valueLabel(chip)}
          onRemove={onRemove}
        />
      ))}
      {chips.length > 0 && (
        <Button size="small" onClick={onClearAll} sx={{ ms: 0.5 }}>
          {t('filters.clearAll')}
        </Button>
      )}
    </Box>
  );
}

/** A filter's chip, "Label: value"; a phone filter too short to apply is marked, with the hint as its title. */
function ActiveFilterChip({
  chip,
  valueLabel,
  onRemove,
}: {
  chip: FilterChip;
  valueLabel: string;
  onRemove: (chip: FilterChip) => void;
}) {
  const { t } = useTranslation('leads');
  const label = `${t(`filters.labels.${chip.key}`)}: ${valueLabel}`;
  const ignored = chip.key === 'PHONE_NUMBER' && !phoneFilterApplies(chip.value);
  return (
    <Chip
      role="listitem"
      size="small"
      variant="outlined"
      color={ignored ? 'warning' : 'default'}
      title={ignored ? t('filters.phoneHint') : undefined}
      label={label}
      onDelete={() => onRemove(chip)}
      deleteIcon={<Cancel aria-label={t('filters.removeChip', { label })} />}
    />
  );
}
