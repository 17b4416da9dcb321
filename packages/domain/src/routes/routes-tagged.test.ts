import { describe, expect, it } from 'vitest';
import { OkResponseSchema } from '../common.js';
import { routesTagged } from '../contract.js';

const ok = { 200: OkResponseSchema };

describe("routesTagged: a module's tag and what its routes share, stated once", () => {
  const route = routesTagged('test', { access: 'signedIn', extraErrors: [403] });

  it('gives every route the shared parts', () => {
    const read = route('t.read', 'GET /things', { summary: 'Read things', responses: ok });
    expect(read).toMatchObject({ id: 't.read', method: 'GET', path: '/things', tag: 'test' });
    expect(read).toMatchObject({ access: 'signedIn', summary: 'Read things', responses: ok });
    expect(read.errors).toEqual([401, 403]);
  });

  it("lets a route's own parts win over the shared ones", () => {
    const open = route('t.open', 'GET /open', {
      access: 'public',
      summary: 'Open',
      responses: ok,
      extraErrors: [],
    });
    expect(open.access).toBe('public');
    expect(open.errors).toEqual([]);
  });
});
