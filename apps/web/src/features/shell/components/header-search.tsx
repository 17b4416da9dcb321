import { TIMINGS } from '@leadhouse/domain';
import Search from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { addRecentSearch, loadRecentSearches, storeRecentSearches } from '../recent-searches';

/** The /leads query with `search` set (or removed when empty) and the page reset. */
function leadsParams(search: string, term: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  if (term) params.set('search', term);
  else params.delete('search');
  return params.toString();
}

/** The recent keywords (up to 7, kept in this browser); `text` is added after a 3 s typing pause. */
function useRecentSearches(text: string) {
  const [recent, setRecent] = useState<string[]>(loadRecentSearches);

  const remember = useCallback((keyword: string) => {
    setRecent((list) => {
      const next = addRecentSearch(list, keyword);
      if (next.length !== list.length || next[0] !== list[0]) storeRecentSearches(next);
      return next;
    });
  }, []);

  useEffect(() => {
    if (!text.trim()) return;
    const timer = window.setTimeout(() => remember(text), TIMINGS.recentSearchPauseMs);
    return () => window.clearTimeout(timer);
  }, [text, remember]);

  return { recent, remember };
}

/** The search button at the start of the box. */
function SearchAdornment({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <InputAdornment position="start">
      <IconButton size="small" edge="start" aria-label={t('search.button')} onClick={onClick}>
        <Search fontSize="small" />
      </IconButton>
    </InputAdornment>
  );
}

/**
 * Header search (spec §2): runs on Enter or click, only for a non-empty text that differs from the term
 * already shown; an emptied box after a search reloads all leads. Keeps up to 7 recent keywords, added
 * after a 3 s typing pause or on blur.
 */
export function HeaderSearch() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const onLeads = location.pathname === '/leads';
  const applied = onLeads ? (new URLSearchParams(location.search).get('search') ?? '') : '';
  const [text, setText] = useState(applied);
  const { recent, remember } = useRecentSearches(text);

  // The box follows the applied term (a bookmark, back/forward, or a removed search chip on /leads).
  const [shownApplied, setShownApplied] = useState(applied);
  if (applied !== shownApplied) {
    setShownApplied(applied);
    setText(applied);
  }

  const run = (value: string) => {
    const term = value.trim();
    const current = onLeads ? applied : null;
    if (!term) {
      if (current) void navigate(`/leads?${leadsParams(location.search, '')}`);
      return;
    }
    if (term === current) return;
    remember(term);
    // On /leads the filters, sort and page size stay; the search starts again from page 1.
    void navigate(
      `/leads?${onLeads ? leadsParams(location.search, term) : new URLSearchParams({ search: term })}`,
    );
  };

  return (
    <Autocomplete
      freeSolo
      options={recent}
      inputValue={text}
      onInputChange={(_e, value, reason) => {
        setText(value);
        // Emptying the box after a search reloads all leads (spec §2).
        if (!value.trim() && applied && (reason === 'input' || reason === 'clear')) run('');
      }}
      onChange={(_e, value) => {
        if (typeof value === 'string') run(value);
      }}
      groupBy={() => t('search.recent')}
      size="small"
      sx={{ width: { xs: 180, sm: 260, md: 340 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('search.placeholder')}
          onBlur={() => remember(text)}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search.label'), type: 'search' },
            input: {
              ...params.slotProps.input,
              startAdornment: <SearchAdornment onClick={() => run(text)} />,
            },
          }}
        />
      )}
    />
  );
}
