import { z } from 'zod';

/*
 * Strict request schemas (issue 18 item 6, docs/decisions.md "Strict requests"): every object of a route's
 * params, query and body refuses the keys it does not declare, recursively, so a misspelt or guessed field
 * (`filters`, `assignTo`) is a 400 naming it instead of being dropped in silence. `defineRoute` applies
 * `strictSchema` to each contract, so the server, the OpenAPI document (`additionalProperties: false`) and
 * the web's test double all see the same strict schemas. An object declared open on purpose (`z.looseObject`,
 * `.catchall(…)`) stays open.
 */

/** The parts of a zod definition this walker reads (zod 4 `_zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (s: z.ZodType): Def => s._zod.def as unknown as Def;
/** Wrappers of one inner schema (`.optional()`, `.default()`, …). */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
const NEVER = z.never();

/** A copy of `s` with `changes` in its definition; its metadata (descriptions, examples) is inherited. */
function cloneWith(s: z.ZodType, changes: Partial<Def>): z.ZodType {
  return z.core.util.clone(s, { ...s._zod.def, ...changes } as z.core.$ZodTypeDef, {
    parent: true,
  }) as z.ZodType;
}

/** Rewrites the children of `s` with `run`; returns `s` itself when nothing below it changed. */
function rewrite(s: z.ZodType, run: (x: z.ZodType) => z.ZodType): z.ZodType {
  const def = defOf(s);
  const same = (a: readonly unknown[], b: readonly unknown[]) => a.every((x, i) => x === b[i]);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, run(v)]));
      const open = def.catchall !== undefined && defOf(def.catchall).type !== 'never';
      const catchall = open ? run(def.catchall!) : NEVER;
      const unchanged =
        def.catchall === catchall && same(Object.values(shape), Object.values(def.shape ?? {}));
      return unchanged ? s : cloneWith(s, { shape, catchall });
    }
    case 'array': {
      const element = run(def.element!);
      return element === def.element ? s : cloneWith(s, { element });
    }
    case 'tuple': {
      const items = def.items!.map(run);
      const rest = def.rest ? run(def.rest) : def.rest;
      return same(items, def.items!) && rest === def.rest ? s : cloneWith(s, { items, rest });
    }
    case 'record': {
      const valueType = run(def.valueType!);
      return valueType === def.valueType ? s : cloneWith(s, { valueType });
    }
    case 'union': {
      const options = def.options!.map(run);
      return same(options, def.options!) ? s : cloneWith(s, { options });
    }
    case 'intersection': {
      const left = run(def.left!);
      const right = run(def.right!);
      return left === def.left && right === def.right ? s : cloneWith(s, { left, right });
    }
    case 'pipe': {
      const input = run(def.in!);
      const output = run(def.out!);
      return input === def.in && output === def.out ? s : cloneWith(s, { in: input, out: output });
    }
    case 'lazy': {
      const getter = def.getter!;
      return cloneWith(s, { getter: () => run(getter()) });
    }
    default: {
      if (!WRAPPERS.has(def.type)) return s;
      const innerType = run(def.innerType!);
      return innerType === def.innerType ? s : cloneWith(s, { innerType });
    }
  }
}

/**
 * A copy of `schema` in which every object (at any depth: fields, array items, union options, wrappers,
 * both sides of a pipe) refuses undeclared keys with zod's `unrecognized_keys` issue. Objects with an
 * explicit catchall (`z.looseObject`, `.catchall(x)`) keep it. Refinements, transforms, defaults and
 * metadata are kept; the input and output types are unchanged.
 */
export function strictSchema<S extends z.ZodType>(schema: S): S {
  const done = new Map<z.ZodType, z.ZodType>();
  const run = (s: z.ZodType): z.ZodType => {
    const hit = done.get(s);
    if (hit) return hit;
    done.set(s, s); // a cycle (only through z.lazy) meets the node being rewritten, not a loop
    const out = rewrite(s, run);
    done.set(s, out);
    return out;
  };
  return run(schema) as S;
}

/**
 * The keys the object at `path` inside `schema` declares, in declaration order: what an `unrecognized_keys` issue at
 * that path may use instead. Through a union, the keys of every option that has an object there. Empty
 * when no object is found at the path.
 */
export function allowedKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const found = new Set<string>();
  let budget = 10_000; // a z.lazy cycle at one depth cannot loop forever
  const walk = (s: z.ZodType, at: number): void => {
    if (--budget < 0) return;
    const def = defOf(s);
    if (def.type === 'object') {
      if (at === path.length) Object.keys(def.shape ?? {}).forEach((k) => found.add(k));
      else {
        const child = def.shape?.[String(path[at])] ?? def.catchall;
        if (child) walk(child, at + 1);
      }
    } else if (def.type === 'array' && at < path.length) walk(def.element!, at + 1);
    else if (def.type === 'tuple' && at < path.length) {
      const item = def.items![Number(path[at])] ?? def.rest;
      if (item) walk(item, at + 1);
    } else if (def.type === 'record' && at < path.length) walk(def.valueType!, at + 1);
    else if (def.type === 'union') def.options!.forEach((o) => walk(o, at));
    else if (def.type === 'intersection') [def.left!, def.right!].forEach((o) => walk(o, at));
    else if (def.type === 'pipe') [def.in!, def.out!].forEach((o) => walk(o, at));
    else if (def.type === 'lazy') walk(def.getter!(), at);
    else if (WRAPPERS.has(def.type)) walk(def.innerType!, at);
  };
  walk(schema, 0);
  return [...found];
}
