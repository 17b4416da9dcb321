import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OkResponseSchema } from '../common.js';
import { restResource } from './rest.js';

const things = restResource('test', 'things', '/things', { feature: 'pools' });
const Thing = z.object({ id: z.string() });
const ThingInput = z.object({ name: z.string() });
const ThingQuery = z.object({ page: z.number().optional() });

describe('restResource: the REST convention of a resource, stated once', () => {
  it('lists with GET on the collection (200, its query) and reads one with GET on :id', () => {
    const list = things.list('List things', Thing, { query: ThingQuery });
    expect(list).toMatchObject({ id: 'things.list', method: 'GET', path: '/things', tag: 'test' });
    expect(list).toMatchObject({
      access: { feature: 'pools' },
      summary: 'List things',
      responses: { 200: Thing },
    });
    expect(list.query.safeParse({ page: 1, other: 1 }).success).toBe(false);
    expect(list.errors).toEqual([400, 401, 403]);
    const detail = things.detail('One thing', Thing);
    expect(detail).toMatchObject({
      id: 'things.detail',
      method: 'GET',
      path: '/things/:id',
      responses: { 200: Thing },
    });
    expect(detail.params.safeParse({ id: 'not-a-uuid' }).success).toBe(false);
    expect(detail.errors).toEqual([400, 401, 403, 404]);
  });

  it('creates with POST (201) and updates with PUT on :id (200), both 409 on a clash', () => {
    const create = things.create('Add a thing', ThingInput, Thing);
    expect(create).toMatchObject({
      id: 'things.create',
      method: 'POST',
      path: '/things',
      responses: { 201: Thing },
    });
    expect(create.body.safeParse({ name: 'a', other: 1 }).success).toBe(false);
    expect(create.errors).toEqual([400, 401, 403, 409]);
    const update = things.update('Edit a thing', ThingInput, Thing);
    expect(update).toMatchObject({
      id: 'things.update',
      method: 'PUT',
      path: '/things/:id',
      responses: { 200: Thing },
    });
    expect(update.errors).toEqual([400, 401, 403, 404, 409]);
  });

  it("replaces the writes' 409 by the statuses a route states (none, or its own)", () => {
    expect(things.update('Edit a thing', ThingInput, Thing, { extraErrors: [] }).errors).toEqual([
      400, 401, 403, 404,
    ]);
    expect(things.create('Add a thing', ThingInput, Thing, { extraErrors: [404] }).errors).toEqual([
      400, 401, 403, 404,
    ]);
  });

  it('removes with DELETE on :id, answering {ok}', () => {
    const remove = things.remove('Delete a thing');
    expect(remove).toMatchObject({ id: 'things.remove', method: 'DELETE', path: '/things/:id' });
    expect(remove.responses).toEqual({ 200: OkResponseSchema });
    expect(remove.errors).toEqual([400, 401, 403, 404]);
  });
});
