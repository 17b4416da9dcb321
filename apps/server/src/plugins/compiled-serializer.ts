import fastJson from 'fast-json-stringify';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * A response serializer compiled once from the route's zod response schema (its JSON Schema, output side,
 * through fast-json-stringify), for hot routes whose answers are built by typed server code: it writes only
 * the properties the schema declares (nothing else leaks), in the schema's order, without the zod
 * re-validation of `fastify-type-provider-zod`'s serializer (issue 23: 0.5 ms of a 40-row page).
 */
export const compiledSerializer: NonNullable<RouteOptions['serializerCompiler']> = ({ schema }) =>
  fastJson(
    z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any' }) as Parameters<
      typeof fastJson
    >[0],
  );
