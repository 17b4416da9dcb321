import { describe, expect, it } from 'vitest';
import { ENGINES, useTestApp } from '../../test/test-app.js';
import { expectedMigrations } from '../../db/migrate.js';

describe.each(ENGINES)('health on %s', (engine) => {
  const t = useTestApp(engine);

  it('reports the engine, a reachable database and every migration applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.engine).toBe(engine);
    expect(body.database.reachable).toBe(true);
    expect(body.database.migrations.applied).toBe(expectedMigrations());
    expect(body.database.migrations.upToDate).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with a JSON 404, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3/);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth', '/api/users', '/api/pools']));
  });
});
