import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEAD_LIST_STATE,
  activeFilterCount,
  filterChips,
  ignoredUrlParts,
  parseListState,
  removeFilterChip,
  serializeListState,
  toApiQuery,
  type LeadListState,
} from './lead-list-state';

const POOL = '11111111-1111-4111-8111-111111111111';

describe('lead list URL state', () => {
  it('reads defaults from an empty URL: page 1, limit 40, no sort', () => {
    expect(parseListState(new URLSearchParams())).toEqual(DEFAULT_LEAD_LIST_STATE);
  });

  it('reads page, limit, sort, search and every filter kind', () => {
    const state = parseListState(
      new URLSearchParams(
        `page=3&limit=100&sort=-lastName&search=ali&STATUS=NEW,ACTIVE&FUNNEL=No Funnel,Whale&FROM=2026-01-02&TO=2026-01-31&POOL=${POOL}&PHONE_NUMBER=5012&NUMBER_OF_DEPOSITS=4%2B&AMOUNT_OF_DEPOSITS=10K%2B&QUICK_FILTER=UNASSIGNED&COUNTRIES=SA,KW`,
      ),
    );
    expect(state).toEqual({
      page: 3,
      limit: 100,
      sort: { field: 'lastName', direction: -1 },
      search: 'ali',
      filters: {
        STATUS: ['NEW', 'ACTIVE'],
        FUNNEL: ['No Funnel', 'Whale'],
        FROM: '2026-01-02',
        TO: '2026-01-31',
        POOL: [POOL],
        PHONE_NUMBER: '5012',
        NUMBER_OF_DEPOSITS: '4+',
        AMOUNT_OF_DEPOSITS: '10K+',
        QUICK_FILTER: 'UNASSIGNED',
        COUNTRIES: ['SA', 'KW'],
      },
    });
  });

  it('drops values a bookmark may carry but the API would refuse', () => {
    const state = parseListState(
      new URLSearchParams(
        'page=0&limit=33&sort=password&STATUS=NEW,BOGUS&FROM=yesterday&POOL=not-a-uuid&NUMBER_OF_DEPOSITS=3&COUNTRIES=FR',
      ),
    );
    expect(state.page).toBe(1);
    expect(state.limit).toBe(40);
    expect(state.sort).toBeNull();
    expect(state.filters).toEqual({ STATUS: ['NEW'] });
  });

  it.each([
    ['sort=bogus', { key: 'sort', value: 'bogus' }],
    ['sort=-constructor', { key: 'sort', value: '-constructor' }],
    ['QUICK_FILTER=NOPE', { key: 'QUICK_FILTER', value: 'NOPE' }],
    ['STATUS=NEW,WHATEVER', { key: 'STATUS', value: 'WHATEVER' }],
    ['COUNTRIES=XX', { key: 'COUNTRIES', value: 'XX' }],
    ['NUMBER_OF_DEPOSITS=3', { key: 'NUMBER_OF_DEPOSITS', value: '3' }],
    ['TO=2026-02-30', { key: 'TO', value: '2026-02-30' }],
  ])('drops %s and reports it as ignored', (query, part) => {
    const params = new URLSearchParams(query);
    const state = parseListState(params);
    expect(ignoredUrlParts(params)).toEqual([part]);
    const api = toApiQuery(state, 'UTC');
    if (part.key === 'sort') expect(api.sortBy).toBeUndefined();
    else expect(String(api[part.key] ?? '')).not.toContain(part.value);
    expect(ignoredUrlParts(serializeListState(state))).toEqual([]);
  });

  it('reports nothing for a valid URL', () => {
    expect(
      ignoredUrlParts(new URLSearchParams('sort=-assignedTo&STATUS=NEW&QUICK_FILTER=NOT_CONTACTED_7D')),
    ).toEqual([]);
    expect(parseListState(new URLSearchParams('sort=integrationState')).sort).toEqual({
      field: 'integrationState',
      direction: 1,
    });
  });

  it('writes only what differs from the defaults and keeps foreign keys such as the open lead', () => {
    const state: LeadListState = {
      page: 2,
      limit: 40,
      sort: { field: 'firstName', direction: 1 },
      search: ' omar ',
      filters: { STATUS: ['FOLLOW_UP'], PHONE_NUMBER: '123' },
    };
    const out = serializeListState(state, new URLSearchParams('lead=abc&page=9&STATUS=NEW'));
    expect(Object.fromEntries(out)).toEqual({
      lead: 'abc',
      page: '2',
      sort: 'firstName',
      search: 'omar',
      STATUS: 'FOLLOW_UP',
      PHONE_NUMBER: '123',
    });
    expect(serializeListState(DEFAULT_LEAD_LIST_STATE).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const state: LeadListState = {
      page: 4,
      limit: 20,
      sort: { field: 'createdAt', direction: -1 },
      search: 'x y',
      filters: { FUNNEL: ['Follow up', 'No Funnel'], LAST_COMMENT_FROM: '2026-02-01', SOURCE: ['tiktok'] },
    };
    expect(parseListState(serializeListState(state))).toEqual(state);
  });
});

describe('API query of a list state', () => {
  it('sends page, limit, keywords, sortBy as {field: 1|-1}, comma-separated filters and TZ', () => {
    const query = toApiQuery(
      {
        page: 2,
        limit: 100,
        sort: { field: 'status', direction: -1 },
        search: 'ali',
        filters: { STATUS: ['NEW', 'ACTIVE'], FROM: '2026-01-01', AMOUNT_OF_DEPOSITS: '1K+' },
      },
      'Asia/Riyadh',
    );
    expect(query).toEqual({
      page: 2,
      limit: 100,
      keywords: 'ali',
      sortBy: '{"status":-1}',
      STATUS: 'NEW,ACTIVE',
      FROM: '2026-01-01',
      AMOUNT_OF_DEPOSITS: '1K+',
      TZ: 'Asia/Riyadh',
    });
  });

  it('sends PHONE_NUMBER only when longer than 4 characters (spec §5)', () => {
    const q = (phone: string) =>
      toApiQuery({ ...DEFAULT_LEAD_LIST_STATE, filters: { PHONE_NUMBER: phone } }, 'UTC');
    expect(q('1234').PHONE_NUMBER).toBeUndefined();
    expect(q(' 12 ').PHONE_NUMBER).toBeUndefined();
    expect(q('12345').PHONE_NUMBER).toBe('12345');
  });
});

describe('filter chips', () => {
  const filters = { STATUS: ['NEW', 'ACTIVE'], PHONE_NUMBER: '50123' };

  it('has one chip per value of a multi filter and one per single filter', () => {
    expect(filterChips(filters)).toEqual([
      { key: 'STATUS', value: 'NEW' },
      { key: 'STATUS', value: 'ACTIVE' },
      { key: 'PHONE_NUMBER', value: '50123' },
    ]);
    expect(activeFilterCount(filters)).toBe(2);
  });

  it('removing a chip removes that value, and the key with its last value', () => {
    const once = removeFilterChip(filters, { key: 'STATUS', value: 'NEW' });
    expect(once).toEqual({ STATUS: ['ACTIVE'], PHONE_NUMBER: '50123' });
    const twice = removeFilterChip(once, { key: 'STATUS', value: 'ACTIVE' });
    expect(twice).toEqual({ PHONE_NUMBER: '50123' });
    expect(removeFilterChip(twice, { key: 'PHONE_NUMBER', value: '50123' })).toEqual({});
  });
});
