import type { FilterOptionField } from '@leadhouse/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/config';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFilterOptionLabels, useFilterOptionSearch } from '../api/filter-options-api';
import { checkOption, type FilterOption } from './filter-fields';

/**
 * The choices of a picker for the typed text (asked of the server once the text settles), and the label of
 * any value: the page's `known` labels first, then the server's.
 */
function usePickerChoices(
  field: FilterOptionField,
  typed: string,
  value: string[],
  known: FilterOption[],
  open: boolean,
) {
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useFilterOptionSearch(field, debounced, open);
  const unlabelled = value.filter((v) => !known.some((o) => o.value === v));
  const labels = useFilterOptionLabels(field, unlabelled);

  const labelOf = useMemo(() => {
    const map = new Map<string, string>();
    for (const o of labels.data ?? []) map.set(o.value, o.label);
    for (const o of search.data?.rows ?? []) map.set(o.value, o.label);
    for (const o of known) map.set(o.value, o.label);
    return (v: string) => map.get(v) ?? v;
  }, [labels.data, search.data, known]);

  // While the typed text is not yet the one answered, show "Searching…" rather than stale choices.
  const stale = typed !== debounced || search.isPlaceholderData || !search.data;
  const options = stale ? [] : search.data!.rows.map((o) => o.value);
  const more = !stale && search.data!.more;
  return { labelOf, stale, options, more };
}

/**
 * A picker filter (issue 19 "Pickers, not free text": CAMPAIGNS, SOURCE, POOL, EMPLOYEE, AFFILIATE): an
 * MUI Autocomplete whose choices come from `GET /api/leads/filter-options` as the user types (debounced;
 * case-insensitive on the server, names starting with the text first), several values at once, and a hint
 * when nothing matches. Only values the server offered can be picked, so the list filter (exact values)
 * finds exactly their leads. `known` labels values the page already knows (platform names, the assign
 * pickers' pools and users); chosen values without one are labelled by the server.
 */
export function PickerFilterField({
  field,
  label,
  value,
  onChange,
  known = [],
}: {
  field: FilterOptionField;
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  known?: FilterOption[];
}) {
  const { t } = useTranslation('leads');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const typed = text.trim();
  const { labelOf, stale, options, more } = usePickerChoices(field, typed, value, known, open);

  return (
    <Autocomplete<string, true, false, false>
      multiple
      disableCloseOnSelect
      size="small"
      limitTags={3}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      filterOptions={(x) => x}
      inputValue={text}
      onInputChange={(_e, next, reason) => {
        // Keep the typed text after a pick, so several matches can be picked in a row.
        if (reason === 'input' || reason === 'clear') setText(next);
      }}
      getOptionLabel={labelOf}
      loading={open && stale}
      loadingText={t('pickers.searching')}
      noOptionsText={typed ? t('pickers.noMatch', { text: typed }) : t('pickers.empty')}
      onChange={(_e, next) => onChange([...new Set(next)])}
      renderOption={checkOption(labelOf)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length ? undefined : t('pickers.placeholder')}
          helperText={more ? t('pickers.more') : undefined}
        />
      )}
    />
  );
}
