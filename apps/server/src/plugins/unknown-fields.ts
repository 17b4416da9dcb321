import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { allowedKeysAt, MSG } from '@leadhouse/domain';
import { AppError, type FieldError } from '../lib/app-error.js';

/*
 * Unknown request fields (issue 18 item 6, docs/decisions.md "Strict requests"): the route contracts are
 * strict at every depth (`defineRoute` → `strictSchema`), so an undeclared key fails validation with zod's
 * `unrecognized_keys` issue. This turns those issues into one 400 naming the keys and the names allowed.
 */

/** One request-validation entry as fastify-type-provider-zod reports it. */
interface ValidationEntry {
  keyword?: string;
  instancePath?: string;
  params?: { keys?: unknown; errors?: unknown };
}

/** A zod issue inside an `invalid_union` (its path relative to the union). */
interface NestedIssue {
  code?: string;
  path?: PropertyKey[];
  keys?: unknown;
}

/**
 * The unknown keys of each place inside a failed union: the keys that EVERY option refused as
 * unrecognized at that place (a key one option knows is not unknown), as `[path, keys]` entries.
 */
function unionUnknowns(options: unknown): Array<[string[], string[]]> {
  if (!Array.isArray(options) || !options.length) return [];
  const perOption = (options as NestedIssue[][]).map((issues) => {
    const found = new Map<string, Set<string>>();
    for (const i of issues) {
      if (i.code !== 'unrecognized_keys' || !Array.isArray(i.keys)) continue;
      const at = (i.path ?? []).map(String).join('/');
      const set = found.get(at) ?? new Set<string>();
      (i.keys as unknown[]).forEach((k) => set.add(String(k)));
      found.set(at, set);
    }
    return found;
  });
  const [first, ...rest] = perOption;
  const out: Array<[string[], string[]]> = [];
  for (const [at, keys] of first ?? []) {
    const common = [...keys].filter((k) => rest.every((o) => o.get(at)?.has(k)));
    if (common.length) out.push([at.split('/').filter(Boolean), common]);
  }
  return out;
}

/** Where fastify validated: `body`, `querystring`, `params` (or `headers`). */
type Part = 'body' | 'querystring' | 'params';

/** The unknown keys' dotted paths (`q`, `filters.x`, `rows.0.y`). */
function fieldOf(path: readonly string[], key: string): string {
  return [...path, key].join('.');
}

/**
 * The 400 VALIDATION for the unknown keys among `validation` (the request-schema issues of one part), or
 * undefined when there are none. `message`/`key` = `MSG.validation.unknownFields` with params `fields` (the
 * unknown names, dotted from the part's root) and `allowed` (the names declared where the first one was
 * sent, read from the route's schema); one field error per unknown key, with the same key and the names
 * allowed at its own place.
 */
export function unknownFieldsError(
  request: FastifyRequest,
  validation: readonly ValidationEntry[],
  part: string | undefined,
): AppError | undefined {
  const schema = (request.routeOptions.schema as Partial<Record<Part, z.ZodType>> | undefined)?.[
    (part ?? 'body') as Part
  ];
  const errors: FieldError[] = [];
  let allowedFirst: string[] | undefined;
  for (const entry of validation) {
    const root = (entry.instancePath ?? '').split('/').filter(Boolean);
    const places: Array<[string[], unknown[]]> =
      entry.keyword === 'unrecognized_keys' && Array.isArray(entry.params?.keys)
        ? [[root, entry.params.keys as unknown[]]]
        : entry.keyword === 'invalid_union'
          ? unionUnknowns(entry.params?.errors).map(([at, keys]) => [[...root, ...at], keys])
          : [];
    for (const [path, keys] of places) {
      const allowed = schema ? allowedKeysAt(schema, path) : [];
      allowedFirst ??= allowed;
      for (const key of keys) {
        const field = fieldOf(path, String(key));
        errors.push({ field, message: MSG.validation.unknownFields, params: listParams([field], allowed) });
      }
    }
  }
  if (!errors.length) return undefined;
  const fields = errors.map((e) => e.field);
  return unknownFields(fields, allowedFirst ?? [], errors);
}

/** `{fields, allowed}` as the catalogue message's params (comma-separated names). */
function listParams(fields: readonly string[], allowed: readonly string[]): Record<string, string> {
  return { fields: fields.join(', '), allowed: allowed.join(', ') };
}

/**
 * The 400 for `fields` sent where only `allowed` may be: `validation.unknownFields`, or
 * `validation.noFieldsAllowed` when the place takes no field at all (a route without a query or body).
 */
export function unknownFields(
  fields: readonly string[],
  allowed: readonly string[],
  errors: FieldError[] = fields.map((field) => ({
    field,
    message: allowed.length ? MSG.validation.unknownFields : MSG.validation.noFieldsAllowed,
    params: listParams([field], allowed),
  })),
): AppError {
  const key = allowed.length ? MSG.validation.unknownFields : MSG.validation.noFieldsAllowed;
  return new AppError('VALIDATION', key, errors, undefined, listParams(fields, allowed));
}

/** True for a JSON object (not an array) with at least one own key. */
const hasKeys = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length > 0;

/**
 * A `preValidation` hook for the parts a contract does not declare: a route without a query schema takes
 * no query parameter, a route without a body schema (and not multipart) no JSON body field; anything sent
 * there is a 400 `validation.noFieldsAllowed` naming it (a declared part is checked by its strict schema).
 */
export function refuseUndeclaredParts(contract: {
  query?: unknown;
  body?: unknown;
  multipart?: boolean;
}): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    if (!contract.query && hasKeys(request.query)) throw unknownFields(Object.keys(request.query), []);
    if (!contract.body && !contract.multipart && hasKeys(request.body))
      throw unknownFields(Object.keys(request.body), []);
  };
}
