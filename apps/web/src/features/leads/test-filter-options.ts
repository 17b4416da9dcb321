import { PLATFORMS, type FilterOptionRow, type FilterOptionsResponse } from '@leadhouse/domain';

/*
 * A test double of `GET /api/leads/filter-options` (issue 19 "Pickers, not free text") over fixed choices:
 * case-insensitive substring, names starting with the text first, `values` labelled, at most `limit`.
 */

export const FILTER_CHOICES: Record<string, FilterOptionRow[]> = {
  CAMPAIGNS: ['CRM', 'Doha-Video', 'Dubai-Lookalike', 'Gold-Webinar', 'Late-Doha'].map((n) => ({
    value: n,
    label: n,
  })),
  SOURCE: PLATFORMS.map((p) => ({ value: p, label: p })),
  POOL: [{ value: '11111111-1111-4111-8111-111111111111', label: 'Gulf desk' }],
  EMPLOYEE: [{ value: '22222222-2222-4222-8222-222222222222', label: 'Sami Sales' }],
  AFFILIATE: [{ value: '33333333-3333-4333-8333-333333333333', label: 'Zeta Media' }],
};

/** The answer the server would give to `url` (a `/api/leads/filter-options` request). */
export function filterOptionsAnswer(url: URL): FilterOptionsResponse {
  const all = FILTER_CHOICES[url.searchParams.get('field') ?? ''] ?? [];
  const values = url.searchParams.get('values')?.split(',');
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const hits = all
    .filter((o) => (values ? values.includes(o.value) : o.label.toLowerCase().includes(q)))
    .sort(
      (a, b) =>
        Number(b.label.toLowerCase().startsWith(q)) - Number(a.label.toLowerCase().startsWith(q)) ||
        a.label.localeCompare(b.label),
    );
  return { rows: hits.slice(0, limit), more: hits.length > limit };
}
