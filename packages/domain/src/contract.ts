import { z } from 'zod';
import { ErrorResponseSchema, IdParamSchema } from './common.js';
import type { Feature } from './roles.js';
import { strictSchema } from './strict.js';

export { allowedKeysAt, strictSchema } from './strict.js';

/*
 * Route contracts (DESIGN.md §4b "One contract"): one object per endpoint states its method, path, request
 * schemas, answers, error statuses and who may call it. The server registers its routes from these objects
 * (schema, auth, OpenAPI: apps/server/src/lib/route.ts), the web's API client is typed by them
 * (apps/web/src/lib/api-client.ts) and derives query keys from them, and the web's test double checks every
 * request body against them. Nothing about a route is written twice.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Error statuses a route may answer, each with the `{message, code, errors?}` body (DESIGN.md §3). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/**
 * Who may call a route: `public` (no token), `signedIn` (any active user), `apiKey` (no session: the
 * handler authenticates an intake API key, `Authorization: Bearer lh_…` or `X-Api-Key`), or a feature key
 * of `allowedFeatures` (spec §6), checked on the server (403) and used by the web to hide what is not
 * allowed. Finer rules (whose leads, which pool) are role predicates in roles.ts, applied by the services.
 */
export type RouteAccess = 'public' | 'signedIn' | 'apiKey' | { feature: Feature };

/** The non-JSON answers a route may stream: CSV files, Server-Sent Events (issue 21). */
export type RouteMedia = 'json' | 'csv' | 'event-stream';

export interface RouteContract {
  /** Stable id, also the first part of the web's query key: `leads.list`. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path under `/api`, with `:name` parameters: `/leads/:id`. */
  readonly path: string;
  readonly summary: string;
  /** OpenAPI tag (the module). */
  readonly tag: string;
  readonly access: RouteAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Answers by status; a `csv` route's 200 is a file (no JSON schema). */
  readonly responses: Readonly<Partial<Record<200 | 201 | 202 | 204, z.ZodType>>>;
  readonly errors: readonly ErrorStatus[];
  readonly media?: RouteMedia;
  /** Request body limit in bytes when larger than the app's 1 MiB default (bulk id lists). */
  readonly bodyLimit?: number;
  /** Multipart upload (file field `file`): the body is read by the handler, not by a schema. */
  readonly multipart?: boolean;
}

/**
 * The error statuses a route answers because of what it is, stated once (spec §7, DESIGN.md §3): 400 when it
 * takes any input (path parameters, query, body or a file), 401 unless it is `public`, 403 when it needs a
 * feature, 404 when its path names a resource (`:id`). `extra`: the statuses of its own besides those (a
 * conflict 409, a body id not found 404, a rate limit 429). Ascending.
 */
export function routeErrors(
  route: Pick<RouteContract, 'access' | 'params' | 'query' | 'body' | 'multipart'>,
  extra: readonly ErrorStatus[] = [],
): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(extra);
  if (route.params || route.query || route.body || route.multipart) statuses.add(400);
  if (route.access !== 'public') statuses.add(401);
  if (typeof route.access === 'object') statuses.add(403);
  if (route.params) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/** A route's method and path as one line, the way an HTTP request starts: `GET /pools/:id`. */
export type RouteLine = `${HttpMethod} /${string}`;
type MethodOf<L extends RouteLine> = L extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<L extends RouteLine> = L extends `${HttpMethod} ${infer P}` ? P : never;

/**
 * What a route declares besides its id, its line and its module's tag. `errors` are derived (`routeErrors`);
 * `extraErrors` adds the route's own. `params` may be left out on a path whose one parameter is `:id`: it is
 * then `IdParamSchema` (a UUID); a path with other parameters states its schema.
 */
export type RouteDeclaration = Omit<RouteContract, 'id' | 'method' | 'path' | 'tag' | 'errors' | 'params'> & {
  readonly params?: z.ZodType;
  readonly extraErrors?: readonly ErrorStatus[];
};

/** A path whose only parameter is `:id`. */
type IdOnlyPath<P extends string> = P extends `${string}:${string}:${string}`
  ? false
  : P extends `${string}/:id` | `${string}/:id/${string}`
    ? true
    : false;
/** The params schema a declaration ends with: its own, or `IdParamSchema` on an `:id` path. */
type ParamsPart<P extends string, D> = D extends { params: infer S extends z.ZodType }
  ? { params: S }
  : IdOnlyPath<P> extends true
    ? { params: typeof IdParamSchema }
    : object;

/** The contract a declaration becomes: literal types kept for the server and the web. */
export type DeclaredRoute<
  Id extends string,
  M extends HttpMethod,
  P extends string,
  T extends string,
  D,
> = Omit<D, 'params' | 'extraErrors'> & {
  id: Id;
  method: M;
  path: P;
  tag: T;
  errors: readonly ErrorStatus[];
} & ParamsPart<P, D>;

/**
 * Declares a route contract, keeping its literal types (schemas, path) for the server and the web. Its
 * params (`IdParamSchema` when left out on an `:id` path) and error statuses (`routeErrors`) are filled in.
 * Its params, query and body schemas are made strict at every depth (`strictSchema`): an undeclared key is
 * refused (400 `validation.unknownFields` on the server, a failed parse in the web's test double), never
 * dropped in silence (issue 18 item 6).
 * @throws Error when a path has a parameter other than `:id` and no params schema (a declaration mistake).
 */
export function defineRoute<
  const Id extends string,
  const M extends HttpMethod,
  const P extends string,
  const T extends string,
  const D extends RouteDeclaration,
>(route: { id: Id; method: M; path: P; tag: T } & D): DeclaredRoute<Id, M, P, T, D> {
  const { extraErrors, ...rest } = route;
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (!rest.params && names.some((name) => name !== 'id')) {
    throw new Error(`${route.id}: the path ${route.path} needs a params schema`);
  }
  const declared = { ...rest, ...(!rest.params && names.length > 0 && { params: IdParamSchema }) };
  const contract: RouteContract = { ...declared, errors: routeErrors(declared, extraErrors) };
  const strict: Record<string, z.ZodType> = {};
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = contract[part];
    if (schema) strict[part] = strictSchema(schema);
  }
  return { ...contract, ...strict } as unknown as DeclaredRoute<Id, M, P, T, D>;
}

/** A route's own declaration beside what its module's routes share (`Sh`): a shared part may be left out. */
type OwnDeclaration<Sh> = Omit<RouteDeclaration, keyof Sh> & Partial<RouteDeclaration>;
/** What the module's routes share (`Sh`) and a route's own declaration (`D`), its own parts winning. */
type WithShared<Sh, D> = Omit<Sh, keyof D> & D;

/**
 * The route declarer of one OpenAPI tag (a module's routes): `route(id, 'GET /pools/:id', declaration)` is
 * `defineRoute({ id, method: 'GET', path: '/pools/:id', tag, ...shared, ...declaration })`, literal types kept,
 * so a module states its tag once, and what all its routes share (`shared`: their access, an error status)
 * once too; each route reads like the request it answers, its own parts winning over `shared`.
 */
export function routesTagged<const T extends string, const Sh extends Partial<RouteDeclaration> = object>(
  tag: T,
  shared?: Sh,
) {
  return function route<
    const Id extends string,
    const L extends RouteLine,
    const D extends OwnDeclaration<Sh>,
  >(id: Id, line: L, declaration: D) {
    const space = line.indexOf(' ');
    const method = line.slice(0, space) as MethodOf<L>;
    const path = line.slice(space + 1) as PathOf<L>;
    const declared = { id, method, path, tag, ...shared, ...declaration } as RouteDeclaration & {
      id: Id;
      method: MethodOf<L>;
      path: PathOf<L>;
      tag: T;
    };
    return defineRoute(declared) as unknown as DeclaredRoute<
      Id,
      MethodOf<L>,
      PathOf<L>,
      T,
      WithShared<Sh, D>
    >;
  };
}

/**
 * The declarer of one kind of route of a module (a bulk action, a money call): routes alike but for their id,
 * line, summary and body. `shared` is the rest of their declaration, stated once; `kind(id, line, summary,
 * body)` is `routesTagged(tag)(id, line, { ...shared, summary, body })`, literal types kept.
 */
export function routeKind<const T extends string, const S extends Omit<RouteDeclaration, 'summary' | 'body'>>(
  tag: T,
  shared: S,
) {
  const route = routesTagged(tag);
  return <const Id extends string, const L extends RouteLine, const B extends z.ZodType>(
    id: Id,
    line: L,
    summary: string,
    body: B,
  ) => route(id, line, { ...shared, summary, body });
}

/** `z.output` of an optional schema, `undefined` when absent. */
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
/** `z.input` of an optional schema, `undefined` when absent. */
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** Request parts as the server sees them after validation. */
export interface ServerRequestOf<C extends RouteContract> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
}

/** Request parts as a client sends them (before defaults and transforms). */
export type ClientRequestOf<C extends RouteContract> = (C['params'] extends z.ZodType
  ? { params: z.input<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: In<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: z.input<C['body']> } : { body?: undefined });

/** The success answer of a route (its first success status), as parsed by a client. */
export type ResponseOf<C extends RouteContract> =
  C['responses'] extends Record<200, infer S>
    ? Out<S>
    : C['responses'] extends Record<201, infer S>
      ? Out<S>
      : C['responses'] extends Record<202, infer S>
        ? Out<S>
        : undefined;

/** The success schema of a route (200, else 201, else 202), for clients that parse answers. */
export function successSchema(contract: RouteContract): z.ZodType | undefined {
  return contract.responses[200] ?? contract.responses[201] ?? contract.responses[202];
}

/** `/leads/:id` with `{id: 'x'}` → `/leads/x` (each value URI-encoded). Throws on a missing parameter. */
export function pathOf(contract: RouteContract, params?: Record<string, unknown>): string {
  return contract.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params && Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined || value === null)
      throw new Error(`${contract.id}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Finds the contract serving `method` and a concrete path (`/leads/3f…`) among `routes`. Static segments
 * win over parameters (`/leads/search` before `/leads/:id`). Used by the web's test double.
 */
export function matchRoute<C extends RouteContract>(
  routes: readonly C[],
  method: string,
  path: string,
): { route: C; params: Record<string, string> } | undefined {
  const parts = path.split('/').filter(Boolean);
  let best: { route: C; params: Record<string, string>; score: number } | undefined;
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let ok = true;
    pattern.forEach((seg, i) => {
      const part = parts[i]!;
      if (seg.startsWith(':')) params[seg.slice(1)] = decodeURIComponent(part);
      else if (seg === part) score++;
      else ok = false;
    });
    if (ok && (!best || score > best.score)) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}

/**
 * The error answers of a contract as a response-schema map (server registration, OpenAPI): its `errors`,
 * plus 400 on every route (the contract layer refuses undeclared query keys and body fields, and text with
 * U+0000, on routes without schemas too), and for a route with a body 413 (over its `bodyLimit` or the
 * server's, before any handler) and, for a JSON body, 415 (another Content-Type is refused).
 */
export function errorResponses(contract: RouteContract): Record<number, typeof ErrorResponseSchema> {
  const statuses = new Set<number>([400, ...contract.errors]);
  if (contract.body || contract.multipart) statuses.add(413);
  if (contract.body && !contract.multipart) statuses.add(415);
  return Object.fromEntries([...statuses].map((s) => [s, ErrorResponseSchema]));
}
