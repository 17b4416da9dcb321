import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOptionField } from '@leadhouse/domain';
import {
  phoneFilterApplies,
  setFilter,
  type DateFilterKey,
  type FilterKey,
  type LeadFilters,
  type MultiFilterKey,
  type SingleFilterKey,
} from '../lead-list-state';
import { DayFilterField, MultiFilterField, SingleFilterField, type FilterOption } from './filter-fields';
import { PickerFilterField } from './filter-picker';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="overline"
        sx={{ color: 'text.secondary', fontWeight: 600, lineHeight: 2, p: 0 }}
      >
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

/** What the panel edits: the list's filters, the choices of each, and what Apply and Close do. */
interface FilterFormProps {
  filters: LeadFilters;
  options: Record<FilterKey, FilterOption[]>;
  onApply: (filters: LeadFilters) => void;
  onClose: () => void;
}

/**
 * The filter panel (spec §2 filters): a drawer on the end side editing a draft of the filters; Apply
 * replaces the list's filters (and goes back to page 1), Clear all empties the draft.
 */
export function LeadFilterPanel({ open, ...form }: FilterFormProps & { open: boolean }) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={form.onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 420 } }, role: 'dialog', 'aria-labelledby': titleId },
      }}
    >
      {open && <FilterForm titleId={titleId} {...form} />}
    </Drawer>
  );
}

type SetDraft = Dispatch<SetStateAction<LeadFilters>>;

/** Builders of the panel's fields, each editing one filter of the draft. */
function useDraftFields(draft: LeadFilters, setDraft: SetDraft, options: Record<FilterKey, FilterOption[]>) {
  const { t } = useTranslation('leads');
  const label = (key: FilterKey) => t(`filters.labels.${key}`);

  const multi = (key: MultiFilterKey) => (
    <MultiFilterField
      label={label(key)}
      value={draft[key] ?? []}
      options={options[key]}
      onChange={(v) => setDraft((d) => setFilter(d, key, v))}
    />
  );
  // Issue 19 "Pickers, not free text": these choose from what exists, searched on the server.
  const picker = (key: FilterOptionField) => (
    <PickerFilterField
      field={key}
      label={label(key)}
      value={draft[key] ?? []}
      known={options[key]}
      onChange={(v) => setDraft((d) => setFilter(d, key, v))}
    />
  );
  const single = (key: Exclude<SingleFilterKey, 'PHONE_NUMBER'>) => (
    <SingleFilterField
      label={label(key)}
      value={draft[key] ?? ''}
      options={options[key]}
      onChange={(v) => setDraft((d) => setFilter(d, key, v))}
    />
  );
  const day = (key: DateFilterKey, bounds?: { min?: DateFilterKey; max?: DateFilterKey }) => (
    <DayFilterField
      label={label(key)}
      value={draft[key] ?? ''}
      minDate={bounds?.min ? draft[bounds.min] : undefined}
      maxDate={bounds?.max ? draft[bounds.max] : undefined}
      onChange={(v) => setDraft((d) => setFilter(d, key, v))}
    />
  );
  return { label, multi, picker, single, day };
}

/** The filters of the draft, by section: lead, dates, team, deposits, sending (integrations and buyers). */
function FilterSections({
  draft,
  setDraft,
  options,
}: {
  draft: LeadFilters;
  setDraft: SetDraft;
  options: Record<FilterKey, FilterOption[]>;
}) {
  const { t } = useTranslation('leads');
  const f = useDraftFields(draft, setDraft, options);
  const phone = draft.PHONE_NUMBER ?? '';
  return (
    <Stack spacing={2.5} sx={{ p: 2, overflowY: 'auto', flexGrow: 1 }}>
      <Section title={t('filters.sections.lead')}>
        {f.multi('STATUS')}
        {f.multi('FUNNEL')}
        {f.picker('CAMPAIGNS')}
        {f.multi('COUNTRIES')}
        {f.picker('SOURCE')}
        <TextField
          label={f.label('PHONE_NUMBER')}
          value={phone}
          onChange={(e) => setDraft((d) => setFilter(d, 'PHONE_NUMBER', e.target.value))}
          helperText={t('filters.phoneHint')}
          error={phone.trim().length > 0 && !phoneFilterApplies(phone)}
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 40 } }}
        />
      </Section>
      <Section title={t('filters.sections.dates')}>
        <Stack direction="row" spacing={1}>
          {f.day('FROM', { max: 'TO' })}
          {f.day('TO', { min: 'FROM' })}
        </Stack>
        <Stack direction="row" spacing={1}>
          {f.day('LAST_COMMENT_FROM', { max: 'LAST_COMMENT_TO' })}
          {f.day('LAST_COMMENT_TO', { min: 'LAST_COMMENT_FROM' })}
        </Stack>
      </Section>
      <Section title={t('filters.sections.team')}>
        {f.picker('POOL')}
        {f.picker('EMPLOYEE')}
        {f.picker('AFFILIATE')}
      </Section>
      <Section title={t('filters.sections.deposits')}>
        {f.single('NUMBER_OF_DEPOSITS')}
        {f.single('AMOUNT_OF_DEPOSITS')}
        {f.single('QUICK_FILTER')}
      </Section>
      <Section title={t('filters.sections.sending')}>
        {f.multi('INTEGRATION')}
        {f.multi('DISTRIBUTION')}
      </Section>
    </Stack>
  );
}

/** The panel's form: title and close, the sections, then Clear all and Apply. */
function FilterForm({ titleId, filters, options, onApply, onClose }: FilterFormProps & { titleId: string }) {
  const { t } = useTranslation('leads');
  const [draft, setDraft] = useState<LeadFilters>(filters);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.25 }}>
        <Typography id={titleId} variant="h3" sx={{ flexGrow: 1 }}>
          {t('filters.title')}
        </Typography>
        <IconButton aria-label={t('filters.close')} onClick={onClose} size="small">
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Divider />
      <FilterSections draft={draft} setDraft={setDraft} options={options} />
      <Divider />
      <Box sx={{ display: 'flex', gap: 1, p: 2, justifyContent: 'flex-end' }}>
        <Button onClick={() => setDraft({})}>{t('filters.reset')}</Button>
        <Button type="submit" variant="contained">
          {t('filters.apply')}
        </Button>
      </Box>
    </Box>
  );
}
