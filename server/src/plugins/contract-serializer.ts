import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * The reply serializer of the hottest calls (`destinations.json`, `trip_request.json`), a route's
 * `serializerCompiler`: fast-json-stringify compiled once from the JSON Schema zod writes of the reply's contract,
 * instead of zod's encode of every reply and `JSON.stringify` of its copy (docs/decisions/057-throughput.md). What goes
 * out is still what the contract names: only its fields, each of its type, a missing required field an error. The
 * lengths and counts the contract caps are not checked per reply; the services that build these replies keep to them.
 * A contract zod cannot write as JSON Schema (a transform, a codec) fails here, when the route is registered.
 */
export function contractSerializer({ schema }: { schema: unknown }): (reply: unknown) => string {
  if (!(schema instanceof z.core.$ZodType)) throw new TypeError('contractSerializer serializes zod contracts only');
  return fastJsonStringify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as Schema);
}
