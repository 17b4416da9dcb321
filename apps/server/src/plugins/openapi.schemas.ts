/*
 * Corrections of the JSON Schemas zod writes for OpenAPI 3.0 (docs/decisions.md "OpenAPI document"), applied
 * to the whole document once it is built (swagger `transformObject`).
 */

type Node = Record<string, unknown>;
const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null;

/**
 * Fixes, in place, the schemas of an OpenAPI 3.0 document, and returns it:
 * - a nullable enum lists `null` among its values (OpenAPI 3.0.3 §4.7.25: `nullable` does not widen an
 *   `enum`, so `{nullable: true, enum: ['a']}` refuses null in a validator);
 * - a record with fixed keys (`z.record(z.enum([...]), v)`) names each required key in `properties` with
 *   the value schema (3.0 has no `propertyNames`; without this Redocly reports required keys as undefined).
 * Walks iteratively (no recursion limit on deep schemas).
 */
export function fixOpenApi30Schemas<T>(doc: T): T {
  const stack: unknown[] = [doc];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (!isNode(node)) continue;
    if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) {
      node.enum = [...node.enum, null];
    }
    const extra = node.additionalProperties;
    if (Array.isArray(node.required) && isNode(extra)) {
      const properties = isNode(node.properties) ? node.properties : {};
      for (const key of node.required as string[]) properties[key] ??= extra;
      node.properties = properties;
    }
    for (const value of Object.values(node)) if (isNode(value)) stack.push(value);
  }
  return doc;
}

type ZodDef = { type?: string; options?: Array<{ _zod?: { def?: ZodDef } }> };
const isNullBranch = (s: Node) =>
  s.nullable === true && Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null;

/**
 * The zod → JSON Schema `override` for unions (replaces fastify-type-provider-zod's, which drops every
 * branch still empty when the override runs: a branch that zod fills in later, like the digits-only string
 * of the postback's `amount`, vanished from the document). Drops only the branches of an `undefined` or
 * `void` option, and folds a `null` branch into `nullable: true` (OpenAPI 3.0 has no null type).
 */
export function unionOverride(ctx: { zodSchema: unknown; jsonSchema: Node }): void {
  const def = (ctx.zodSchema as { _zod?: { def?: ZodDef } })._zod?.def;
  const branches = ctx.jsonSchema.anyOf;
  if (def?.type !== 'union' || !Array.isArray(branches)) return;
  const anyOf = (branches as Node[]).filter((_, i) => {
    const type = def.options?.[i]?._zod?.def?.type;
    return type !== 'undefined' && type !== 'void';
  });
  const others = anyOf.filter((b) => !isNullBranch(b));
  if (others.length === anyOf.length || others.length === 0) {
    ctx.jsonSchema.anyOf = anyOf;
  } else if (others.length === 1 && Object.keys(others[0]!).length > 0) {
    delete ctx.jsonSchema.anyOf;
    Object.assign(ctx.jsonSchema, others[0], { nullable: true });
  } else {
    ctx.jsonSchema.anyOf = others;
    ctx.jsonSchema.nullable = true;
  }
}
