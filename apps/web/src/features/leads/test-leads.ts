import type { Lead, LeadDetail, LeadListResponse } from '@leadhouse/domain';
import { LEAD_COLUMNS } from '@leadhouse/domain';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { meResponse, signInAs } from '../../test/fixtures';
import { mockFetch, type FetchCall } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { filterOptionsAnswer } from './test-filter-options';

/** A lead as the API returns it, with overrides. */
export function makeLead(overrides: Partial<Lead> = {}): Lead {
  const n = overrides.internalId ?? 1;
  return {
    internalId: n,
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    firstName: 'Layla',
    lastName: 'Haddad',
    email: `layla${n}@example.com`,
    phoneNumber: `966-50000000${String(n).padStart(2, '0')}`,
    phoneNumbers: [],
    personal: null,
    country: 'SA',
    location: null,
    status: 'NEW',
    funnel: null,
    source: null,
    platform: 'google',
    campaign: { name: 'CRM', info: { description: null } },
    infoLevel: null,
    trader: null,
    createdBy: null,
    assignedTo: null,
    assignedToUsername: null,
    assignedToName: null,
    poolId: null,
    poolName: null,
    affiliateId: null,
    depositCount: 0,
    depositAmount: 0,
    createdAt: '2026-03-01T09:30:00.000Z',
    updatedAt: '2026-03-01T09:30:00.000Z',
    lastContacted: null,
    lastCommentAt: null,
    referrer: null,
    ip: null,
    extra: null,
    uri: null,
    placement: null,
    campaignid: null,
    adgroupid: null,
    gclid: null,
    wbraid: null,
    integrationsHistory: [],
    integrationState: 'none',
    deletedAt: null,
    ...overrides,
  };
}

export function makeDetail(lead: Lead, overrides: Partial<LeadDetail> = {}): LeadDetail {
  return { ...lead, comments: [], deposits: [], history: [], ...overrides };
}

/** A list answer; `count` null means "not inline" (the page then asks `GET /api/leads/count`). */
export function listResponse(
  rows: Lead[],
  count: number | null = rows.length,
  more: { hasMore?: boolean; nextCursor?: string | null } = {},
): LeadListResponse {
  return {
    rows,
    count,
    hasMore: more.hasMore ?? false,
    nextCursor: more.nextCursor ?? null,
    availableColumns: [...LEAD_COLUMNS],
    newLeadsCount: null,
  };
}

export const POOL = { id: '11111111-1111-4111-8111-111111111111', name: 'Gulf desk', memberCount: 3 };
export const SALES = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Sami Sales',
  username: 'sami@example.com',
  role: 'sales' as const,
};

/**
 * Mocks the API of the leads screen: `/users/me`, the assign pickers, `GET /leads` (answered by `list`),
 * and anything `extra` answers. Returns the recorded calls.
 */
export function mockLeadsApi(
  list: (url: URL) => LeadListResponse = () => listResponse([makeLead()]),
  extra: (
    call: FetchCall,
  ) => { status?: number; body?: unknown } | undefined | Promise<{ status?: number; body?: unknown }> = () =>
    undefined,
): FetchCall[] {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/users/me') return { body: meResponse() };
    if (url.pathname === '/api/users/getPoolsForAssign') return { body: { rows: [POOL], count: 1 } };
    if (url.pathname === '/api/users/getUsersForAssign') return { body: { rows: [SALES], count: 1 } };
    if (url.pathname === '/api/users') return { body: { rows: [], count: 0 } };
    if (isBadgeCall(call)) return { body: { count: 2, exact: true } };
    const answer = extra(call);
    if (answer) return answer;
    if (url.pathname === '/api/leads' && call.method === 'GET') return { body: list(url) };
    if (url.pathname === '/api/leads/filter-options') return { body: filterOptionsAnswer(url) };
    return undefined;
  });
}

/** The header badge's own request (`useNewLeadsToday`: the count of NEW_TODAY, exact). */
export const isBadgeCall = (call: FetchCall) =>
  call.url.startsWith('/api/leads/count?') && call.url.includes('QUICK_FILTER=NEW_TODAY');

/** The query of the last `GET /api/leads`. */
export function lastListQuery(calls: FetchCall[]): URLSearchParams {
  const call = calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/leads?')).at(-1);
  if (!call) throw new Error('no GET /api/leads call');
  return new URL(call.url, 'http://localhost').searchParams;
}

/**
 * Waits for the leads list's first row (Layla Haddad, `makeLead`; the first render loads the lazy chunk, so up
 * to 30 s) and answers a user to act on it with.
 */
export async function waitForList(): Promise<UserEvent> {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Open Layla Haddad' }, { timeout: 30_000 });
  return user;
}

/** Waits for the leads list and opens the filter panel as a user does; answers the user and the panel. */
export async function openPanel() {
  const user = await waitForList();
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const panel = await screen.findByRole('dialog', { name: 'Filter leads' });
  return { user, panel };
}

/**
 * Signs in, answers the leads API (`mockLeadsApi`), opens `path` (the leads screen, with its query) and the
 * filter panel; answers the recorded calls, the router, the user and the panel.
 */
export async function openLeadsPanel(path = '/leads') {
  signInAs();
  const calls = mockLeadsApi();
  const { router } = renderApp(path);
  const { user, panel } = await openPanel();
  return { calls, router, user, panel };
}

/** Selects the list's only row and picks `status` (its lowercase label, e.g. "active") in the bulk Status menu. */
export async function bulkSetStatus(user: UserEvent, status: string) {
  await user.click(screen.getByRole('checkbox', { name: 'Select row' }));
  await user.click(screen.getByRole('button', { name: 'Status' }));
  await user.click(await screen.findByRole('menuitem', { name: status }));
}

/** Selects the list's only row, presses the bulk Delete and confirms it in its dialog. */
export async function bulkDelete(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'Select row' }));
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete the selected leads?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}
