import type { z } from 'zod';
import { OkResponseSchema } from '../common.js';
import { routesTagged, type RouteAccess, type RouteDeclaration, type RouteLine } from '../contract.js';

/** What a REST route may add to what the convention states: a query, an action's body, its own statuses. */
type RestExtra = Pick<RouteDeclaration, 'query' | 'body' | 'extraErrors'>;

/**
 * The routes of a REST resource under one path (docs/decisions.md "Paths the spec does not name": pools are
 * `GET/POST /api/pools`, `GET/PUT/DELETE /api/pools/:id`), the convention stated once. `name` is the first part
 * of each id (`pools` → `pools.list`), `base` the collection's path, `access` who may call every route of it:
 *
 * - `list(summary, answer, extra?)`: `GET base`, `<name>.list`, 200 `answer` (`extra.query`: its query);
 * - `detail(summary, answer)`: `GET base/:id`, `<name>.detail`, 200 `answer`;
 * - `create(summary, body, answer, extra?)`: `POST base`, `<name>.create`, 201 `answer`, 409 when it would
 *   clash with one that exists (a name taken);
 * - `update(summary, body, answer, extra?)`: `PUT base/:id`, `<name>.update`, 200 `answer`, 409 likewise;
 * - `remove(summary)`: `DELETE base/:id`, `<name>.remove`, 200 `{ok}`;
 * - `action(act)(summary, answer, extra?)`: an action on one, `POST base/:id/<act>`, `<name>.<act>`, 200
 *   `answer` (`extra.body`: what it takes).
 *
 * `extra.extraErrors` replaces the convention's own statuses (`[404]`: an id in the body not found, no clash;
 * `[]`: none). Each route is `routesTagged(tag)(id, line, declaration)`: literal types kept, the `:id`
 * params schema and the error statuses derived there.
 */
export function restResource<
  const T extends string,
  const N extends string,
  const B extends `/${string}`,
  const A extends RouteAccess,
>(tag: T, name: N, base: B, access: A) {
  const route = routesTagged(tag);
  /** A write (create, update): `body` in, `answer` out with `status`, 409 unless `extra` says otherwise. */
  const write =
    <const Op extends string, const L extends RouteLine, const Status extends 200 | 201>(
      op: Op,
      line: L,
      status: Status,
    ) =>
    <
      const S extends string,
      const Q extends z.ZodType,
      const R extends z.ZodType,
      const E extends RestExtra = object,
    >(
      summary: S,
      body: Q,
      answer: R,
      extra?: E,
    ) =>
      route(`${name}.${op}`, line, {
        access,
        summary,
        body,
        responses: { [status]: answer } as { readonly [K in Status]: R },
        extraErrors: [409],
        ...(extra as E),
      });
  /** A route answering 200 `answer` (`extra`: its query or body). */
  const answering =
    <const Op extends string, const L extends RouteLine>(op: Op, line: L) =>
    <const S extends string, const R extends z.ZodType, const E extends RestExtra = object>(
      summary: S,
      answer: R,
      extra?: E,
    ) =>
      route(`${name}.${op}`, line, { access, summary, ...(extra as E), responses: { 200: answer } });
  return {
    list: answering('list', `GET ${base}`),
    detail: answering('detail', `GET ${base}/:id`),
    create: write('create', `POST ${base}`, 201),
    update: write('update', `PUT ${base}/:id`, 200),
    remove: <const S extends string>(summary: S) =>
      route(`${name}.remove`, `DELETE ${base}/:id`, {
        access,
        summary,
        responses: { 200: OkResponseSchema },
      }),
    action: <const Act extends string>(act: Act) => answering(act, `POST ${base}/:id/${act}`),
  };
}
