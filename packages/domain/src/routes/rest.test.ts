import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OkResponseSchema } from '../common.js';
import { restResource } from './rest.js';

const things = restResource('test', 'things', '/things', { feature: 'pools' });
const Thing = z.object({ id: z.string() });
const ThingInput = z.object({ name: z.string() });
const ThingQuery = z.object({ page: z.number().optional() });

const list = things.list('List things', Thing, { query: ThingQuery });
const detail = things.detail('One thing', Thing);
const create = things.create('Add a thing', ThingInput, Thing);
const update = things.update('Edit a thing', ThingInput, Thing);
const remove = things.remove('Delete a thing');
const archive = things.action('archive')('Archive a thing', Thing, { body: ThingInput });

describe('restResource: the REST convention of a resource, stated once', () => {
  it.each([
    ['list', list, 'GET /things', { 200: Thing }, [400, 401, 403]],
    ['detail', detail, 'GET /things/:id', { 200: Thing }, [400, 401, 403, 404]],
    ['create', create, 'POST /things', { 201: Thing }, [400, 401, 403, 409]],
    ['update', update, 'PUT /things/:id', { 200: Thing }, [400, 401, 403, 404, 409]],
    ['remove', remove, 'DELETE /things/:id', { 200: OkResponseSchema }, [400, 401, 403, 404]],
    ['archive', archive, 'POST /things/:id/archive', { 200: Thing }, [400, 401, 403, 404]],
  ] as const)('things.%s: its line, answers and error statuses', (name, route, line, responses, errors) => {
    expect(`${route.method} ${route.path}`).toBe(line);
    expect(route).toMatchObject({ id: `things.${name}`, tag: 'test', access: { feature: 'pools' } });
    expect(route.responses).toEqual(responses);
    expect(route.errors).toEqual(errors);
  });

  it('takes the list query, the bodies and the :id as strict schemas (an undeclared key is refused)', () => {
    expect(list.query.safeParse({ page: 1, other: 1 }).success).toBe(false);
    expect(create.body.safeParse({ name: 'a', other: 1 }).success).toBe(false);
    expect(update.body.safeParse({ name: 'a' }).success).toBe(true);
    expect(archive.body.safeParse({ name: 'a', other: 1 }).success).toBe(false);
    expect(detail.params.safeParse({ id: 'not-a-uuid' }).success).toBe(false);
  });

  it("replaces the writes' 409 by the statuses a route states (none, or its own)", () => {
    expect(things.update('Edit a thing', ThingInput, Thing, { extraErrors: [] }).errors).toEqual([
      400, 401, 403, 404,
    ]);
    expect(things.create('Add a thing', ThingInput, Thing, { extraErrors: [404] }).errors).toEqual([
      400, 401, 403, 404,
    ]);
  });
});
