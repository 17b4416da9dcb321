import type { Lead, LeadComment, Role } from '@leadhouse/domain';
import { adminUser, fakeToken, featuresExcept, meResponse, staticData } from '../../test/fixtures';
import { saveSession } from '../../lib/session';
import { mockFetch, type FetchCall } from '../../test/mock-fetch';
import { listResponse, makeDetail, makeLead, POOL, SALES } from './test-leads';

/** A write the fake refuses: `{status, message}` answered for the route whose path ends with `path`. */
export interface Refusal {
  path: string;
  status: number;
  message: string;
}

/**
 * A small stateful leads server for the work tests (issue 19 sales floor item 2): `n` leads (Omar 1 …),
 * whose status, funnel, assignee and comments the write routes change, so a refetched list or detail shows
 * what the server now holds. `refuse` makes one route answer an error; `gate` holds detail reads until
 * it resolves (to see what the drawer shows before the refetch lands), `hold` the writes' answers. `role` is who `/users/me` says
 * is signed in (sign in the same role first: `signInAsRole`).
 */
export function fakeLeadsServer(n = 5, role: Role = 'admin') {
  const leads: Lead[] = Array.from({ length: n }, (_, i) =>
    makeLead({ internalId: i + 1, firstName: `Omar${i + 1}`, lastName: 'Haddad' }),
  );
  const comments = new Map<string, LeadComment[]>();
  const state = {
    refuse: null as Refusal | null,
    gate: null as Promise<void> | null,
    hold: null as Promise<void> | null,
  };
  const patch = (id: string, change: Partial<Lead>) => {
    const at = leads.findIndex((l) => l.id === id);
    if (at >= 0) leads[at] = { ...leads[at]!, ...change };
  };
  const ok = { body: { message: 'ok', count: 1 } };
  const answer = async (call: FetchCall) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    const body = call.body as Record<string, unknown>;
    if (call.method === 'POST' && state.hold) await state.hold;
    if (state.refuse && path.endsWith(state.refuse.path)) {
      return { status: state.refuse.status, body: { code: 'FORBIDDEN', message: state.refuse.message } };
    }
    if (path === '/api/leads/changeStatus') {
      patch(body.leadId as string, { status: body.status as Lead['status'] });
      return ok;
    }
    if (path === '/api/leads/bulkFunnel') {
      for (const id of body.leads as string[]) patch(id, { funnel: body.funnel as Lead['funnel'] });
      return ok;
    }
    if (path === '/api/leads/assign') {
      for (const id of body.leadsIds as string[]) {
        patch(id, { assignedTo: SALES.id, assignedToName: SALES.name, assignedToUsername: SALES.username });
      }
      return ok;
    }
    if (path === '/api/leads/addComment') {
      const leadId = body.leadId as string;
      const comment: LeadComment = {
        _id: `c${Math.random()}`,
        leadId,
        text: body.text as string,
        createdAt: '2026-03-02T10:00:00.000Z',
        createdBy: { id: adminUser.id, name: adminUser.name },
      };
      comments.set(leadId, [comment, ...(comments.get(leadId) ?? [])]);
      return { status: 201, body: comment };
    }
    const lead = leads.find((l) => path === `/api/leads/${l.id}`);
    if (lead && call.method === 'GET') {
      if (state.gate) await state.gate;
      return { body: makeDetail(lead, { comments: comments.get(lead.id) ?? [] }) };
    }
    return undefined;
  };
  const me = { ...meResponse(featuresOf(role)), user: { ...adminUser, role } };
  const calls = mockFetch(async (call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/users/me') return { body: me };
    if (url.pathname === '/api/users/getPoolsForAssign') return { body: { rows: [POOL], count: 1 } };
    if (url.pathname === '/api/users/getUsersForAssign') return { body: { rows: [SALES], count: 1 } };
    if (url.pathname === '/api/users') return { body: { rows: [], count: 0 } };
    if (url.pathname === '/api/leads' && call.method === 'GET') return { body: listResponse([...leads]) };
    return answer(call);
  });
  /** The recorded POST bodies of `path`. */
  const posted = (path: string) =>
    calls.filter((c) => c.method === 'POST' && c.url === `/api/leads/${path}`).map((c) => c.body);
  return { leads, state, calls, posted };
}

const featuresOf = (role: Role) =>
  role === 'admin'
    ? featuresExcept()
    : featuresExcept('users', 'pools', 'deposits', 'integrations', 'accounts');

/** Signs in as a user of `role` (an affiliate sees leads but may not change them: roles.ts `canEditLeads`). */
export function signInAsRole(role: Role): void {
  saveSession({
    token: fakeToken(),
    user: { ...adminUser, role },
    staticData,
    allowedFeatures: featuresOf(role),
  });
}
