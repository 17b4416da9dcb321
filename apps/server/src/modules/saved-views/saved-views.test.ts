import { describe, expect, it } from 'vitest';
import { MSG, SAVED_VIEWS_MAX, type SavedView } from '@leadhouse/domain';
import { sql } from 'drizzle-orm';
import { actorWith, ENGINES, useActor, useHeaders, useTestApp } from '../../test/test-app.js';

/* Saved views of the leads list (issue 19): CRUD, soft delete, names per user, and isolation. */
describe.each(ENGINES)('saved views on %s', (engine) => {
  const t = useTestApp(engine);
  const me = useActor(t, 'sales');
  const other = useHeaders(t, 'sales_manager');
  const admin = useHeaders(t, 'admin');

  const state = {
    filters: { STATUS: 'NEW,FOLLOW_UP', QUICK_FILTER: 'NEW_TODAY', FROM: '2026-01-31' },
    sort: '-lastContacted',
    search: 'ali',
    columns: ['firstName', 'status', 'country'],
  };
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers = me.headers,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/savedViews${url}`, headers, ...(payload ? { payload } : {}) });

  it('creates, lists, renames, replaces and deletes (soft) a view of the caller', async () => {
    const created = await call('POST', '', me.headers, { name: '  My new leads ', state });
    expect(created.statusCode, created.body).toBe(201);
    const view = created.json<SavedView>();
    expect(view).toMatchObject({ name: 'My new leads', state });

    const list = await call('GET', '');
    expect(list.json<{ rows: SavedView[] }>().rows.map((v) => v.id)).toContain(view.id);

    const renamed = await call('PUT', `/${view.id}`, me.headers, { name: 'Hot leads' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<SavedView>()).toMatchObject({ name: 'Hot leads', state });
    const replaced = await call('PUT', `/${view.id}`, me.headers, {
      state: { ...state, sort: null, filters: {} },
    });
    expect(replaced.json<SavedView>().state).toMatchObject({ sort: null, filters: {} });

    expect((await call('DELETE', `/${view.id}`)).statusCode).toBe(200);
    expect((await call('GET', '')).json<{ rows: SavedView[] }>().rows.map((v) => v.id)).not.toContain(
      view.id,
    );
    expect((await call('DELETE', `/${view.id}`)).statusCode).toBe(404);
    // Kept, marked deleted: nothing a user did is hard-deleted.
    const kept = await t.database.db.execute(
      sql`SELECT deleted_at FROM saved_views WHERE id = ${view.id}::uuid`,
    );
    expect((kept as unknown as { rows: { deleted_at: unknown }[] }).rows[0]?.deleted_at).not.toBeNull();
  });

  it("isolates users: another user, even an admin, neither lists nor changes nor deletes the caller's views", async () => {
    const view = (await call('POST', '', me.headers, { name: 'Mine only', state })).json<SavedView>();
    for (const headers of [other, admin]) {
      expect(
        (await call('GET', '', headers)).json<{ rows: SavedView[] }>().rows.map((v) => v.id),
      ).not.toContain(view.id);
      expect((await call('PUT', `/${view.id}`, headers, { name: 'Taken over' })).statusCode).toBe(404);
      expect((await call('DELETE', `/${view.id}`, headers)).statusCode).toBe(404);
    }
    // The same name is free for another user.
    expect((await call('POST', '', other, { name: 'Mine only', state })).statusCode).toBe(201);
    expect(
      (await call('GET', '')).json<{ rows: SavedView[] }>().rows.find((v) => v.id === view.id)?.name,
    ).toBe('Mine only');
  });

  it('refuses a second live view of the same name (any case) with a 409 on name; a deleted name is free', async () => {
    const first = (await call('POST', '', me.headers, { name: 'Twice', state })).json<SavedView>();
    const dup = await call('POST', '', me.headers, { name: 'TWICE', state });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ key: MSG.messages.savedViewNameTaken, errors: [{ field: 'name' }] });
    const other2 = (await call('POST', '', me.headers, { name: 'Other', state })).json<SavedView>();
    expect((await call('PUT', `/${other2.id}`, me.headers, { name: 'twice' })).statusCode).toBe(409);
    await call('DELETE', `/${first.id}`);
    expect((await call('POST', '', me.headers, { name: 'Twice', state })).statusCode).toBe(201);
  });

  it.each([
    ['an empty name', { name: ' ', state }],
    ['a long name', { name: 'x'.repeat(81), state }],
    ['an unknown filter', { name: 'n', state: { ...state, filters: { NOPE: 'x' } } }],
    ['a bad filter value', { name: 'n', state: { ...state, filters: { STATUS: 'NEW,SOLD' } } }],
    ['a bad day', { name: 'n', state: { ...state, filters: { FROM: '2026-02-30' } } }],
    ['an unknown sort', { name: 'n', state: { ...state, sort: '-password' } }],
    ['an unknown column', { name: 'n', state: { ...state, columns: ['secret'] } }],
    ['no state', { name: 'n' }],
  ])('refuses %s with a 400', async (_what, body) => {
    const res = await call('POST', '', me.headers, body);
    expect(res.statusCode, res.body).toBe(400);
  });

  it(`keeps at most ${SAVED_VIEWS_MAX} live views per user`, async () => {
    const { user, headers } = await actorWith(t, 'sales');
    await t.database.db.execute(
      sql`INSERT INTO saved_views (user_id, name, state)
          SELECT ${user.id}::uuid, 'v' || g, ${JSON.stringify(state)}::jsonb FROM generate_series(1, ${SAVED_VIEWS_MAX}) g`,
    );
    const res = await call('POST', '', headers, { name: 'one more', state });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ key: MSG.messages.savedViewsFull });
    expect(me.user.id).not.toBe(user.id);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/savedViews' })).statusCode).toBe(401);
  });
});
