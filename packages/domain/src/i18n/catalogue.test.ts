import { describe, expect, it } from 'vitest';
import { LEAD_COLUMNS } from '../lead-fields.js';
import { FUNNEL_FILTER_VALUES, INTEGRATION_STATES, LEAD_FILTER_KEYS } from '../lead-filters.js';
import { DISTRIBUTION_FILTER_VALUES } from '../distribution-states.js';
import { LEAD_STATUSES } from '../leads.js';
import { DEFAULT_QUICK_ACTIONS, DEFAULT_QUICK_FILTERS } from '../quick-defaults.js';
import { MESSAGES, MSG, VALIDATION, messageText } from '../messages.js';
import { PROBLEMS } from '../problems.js';
import { ROLES } from '../roles.js';
import { DOMAIN_TEXTS, LANGUAGES, languageFromAcceptLanguage, localMessageText } from './index.js';

/*
 * The type check already refuses a language without a label for a status, column, role or message
 * (`Record<…>` in types.ts); this test states it for the values at run time too (no empty text, no text
 * copied from another group), and holds each text's `{{placeholders}}` to the English ones.
 */
const ENUMS = {
  statuses: LEAD_STATUSES,
  funnels: FUNNEL_FILTER_VALUES,
  columns: LEAD_COLUMNS,
  integrationStates: INTEGRATION_STATES,
  distributionStates: DISTRIBUTION_FILTER_VALUES,
  filters: LEAD_FILTER_KEYS,
  quickFilters: DEFAULT_QUICK_FILTERS.map((f) => f.id),
  quickActions: DEFAULT_QUICK_ACTIONS.map((a) => a.id),
  roles: ROLES,
  validation: Object.keys(VALIDATION),
  messages: Object.keys(MESSAGES),
  problems: Object.keys(PROBLEMS),
} as const;

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('domain catalogue (issue 20 §1)', () => {
  for (const { id } of LANGUAGES) {
    it(`${id}: every enum value and message key has a non-empty text with the English placeholders`, () => {
      const texts = DOMAIN_TEXTS[id];
      for (const [group, keys] of Object.entries(ENUMS)) {
        const labels = texts[group as keyof typeof ENUMS] as Record<string, string>;
        expect(Object.keys(labels).sort(), `${id}.${group}`).toEqual([...keys].sort());
        for (const key of keys) {
          expect(labels[key]?.trim(), `${id}.${group}.${key}`).toBeTruthy();
          const english = (DOMAIN_TEXTS.en[group as keyof typeof ENUMS] as Record<string, string>)[key]!;
          expect(placeholders(labels[key]!), `${id}.${group}.${key}`).toEqual(placeholders(english));
        }
      }
    });
  }

  it('English is the messages.ts text (stated once) and the quick filters name their labels', () => {
    expect(DOMAIN_TEXTS.en.validation).toBe(VALIDATION);
    expect(DOMAIN_TEXTS.en.messages).toBe(MESSAGES);
    for (const f of DEFAULT_QUICK_FILTERS) expect(DOMAIN_TEXTS.en.quickFilters[f.id]).toBe(f.label);
    for (const a of DEFAULT_QUICK_ACTIONS) expect(DOMAIN_TEXTS.en.quickActions[a.id]).toBe(a.label);
    // What the login delivers (staticData): each id with its English label and, for actions, the effect.
    expect(DEFAULT_QUICK_FILTERS).toContainEqual({
      id: 'NOT_CONTACTED_7D',
      label: 'Not contacted for 7 days',
    });
    expect(DEFAULT_QUICK_ACTIONS).toContainEqual({
      id: 'MARK_NOT_INTERESTED',
      label: 'Not interested',
      status: 'NOT_INTERESTED',
      funnel: 'Not Interested',
    });
  });

  it('localMessageText answers a key in the language with its params; English by default', () => {
    expect(localMessageText('en', MSG.validation.email)).toBe('Wrong email');
    expect(localMessageText('ar', MSG.validation.email)).toBe('بريد إلكتروني غير صحيح');
    expect(localMessageText('fr', MSG.problems.roleCannotManage, { role: 'admin' })).toBe(
      'Vous ne pouvez pas gérer les utilisateurs au rôle admin',
    );
    expect(localMessageText('zh', 'not a key')).toBe('not a key');
    expect(messageText(MSG.problems.leadNotFound)).toBe('Lead not found');
  });

  it('languageFromAcceptLanguage picks the best of the six languages', () => {
    expect(languageFromAcceptLanguage('ar')).toBe('ar');
    expect(languageFromAcceptLanguage('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageFromAcceptLanguage('de-DE, fr;q=0.5, en;q=0.7')).toBe('en');
    expect(languageFromAcceptLanguage('zh-Hans-CN')).toBe('zh');
    expect(languageFromAcceptLanguage('de, *;q=0.5')).toBeUndefined();
    expect(languageFromAcceptLanguage('it;q=0, es')).toBe('es');
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
