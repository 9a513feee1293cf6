// No loose coercion of request values. Fastify's validator coerces types ('array' mode) so that
// path and query strings can become numbers; it does the same to JSON bodies, where it reads
// `table_id: true` as table 1, `null` as 0 and a lone value as a one-item array. This hook runs
// before validation and refuses (400) what coercion would have changed:
// - in a JSON body, any value whose JSON type the schema does not accept;
// - in the path and query, a number written other than plainly (`1abc`, `true`, ` 1`, `0x10`,
//   `1e3`, ``): only digits, with a sign and, for a non-integer, a decimal part.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema | Schema[];
}

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** The JSON types a schema accepts; null when it does not say (anything goes). */
function typesOf(s: Schema | undefined): Set<JsonType> | null {
  if (!s || typeof s !== 'object') return null;
  if (s.type !== undefined)
    return new Set((Array.isArray(s.type) ? s.type : [s.type]) as JsonType[]);
  const alternatives = s.anyOf ?? s.oneOf;
  if (!alternatives) return null;
  const all = new Set<JsonType>();
  for (const a of alternatives) {
    const t = typesOf(a);
    if (!t) return null;
    for (const x of t) all.add(x);
  }
  return all;
}

function typeOfValue(v: unknown): JsonType {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  const t = typeof v;
  return t === 'number' || t === 'string' || t === 'boolean' ? t : 'object';
}

function accepts(types: Set<JsonType>, v: unknown): boolean {
  const t = typeOfValue(v);
  if (t === 'number') return types.has('number') || (types.has('integer') && Number.isInteger(v));
  return types.has(t);
}

/** The schema of property `key` of an object schema (or of its alternatives when only one has it). */
function propertySchema(s: Schema, key: string): Schema | undefined {
  if (s.properties?.[key]) return s.properties[key];
  if (typeof s.additionalProperties === 'object') return s.additionalProperties;
  const alternatives = s.anyOf ?? s.oneOf ?? s.allOf;
  const found = alternatives?.map((a) => propertySchema(a, key)).filter(Boolean) ?? [];
  return found.length === 1 ? found[0] : undefined;
}

function itemSchema(s: Schema, index: number): Schema | undefined {
  if (Array.isArray(s.items)) return s.items[index];
  if (s.items) return s.items;
  const alternatives = s.anyOf ?? s.oneOf;
  const found = alternatives?.map((a) => itemSchema(a, index)).filter(Boolean) ?? [];
  return found.length === 1 ? found[0] : undefined;
}

/** Where a JSON value has a type its schema does not accept, or null. Iterative (no recursion). */
function bodyTypeProblem(
  value: unknown,
  schema: Schema | undefined,
): { field: string; why: string } | null {
  const stack: [unknown, Schema | undefined, string][] = [[value, schema, '']];
  while (stack.length > 0) {
    const [v, s, path] = stack.pop()!;
    if (!s) continue;
    const types = typesOf(s);
    if (types && !accepts(types, v))
      return { field: path || '/', why: `body${path} must be ${[...types].join(' or ')}` };
    if (Array.isArray(v))
      v.forEach((item, i) => stack.push([item, itemSchema(s, i), `${path}/${i}`]));
    else if (v !== null && typeof v === 'object')
      for (const [k, item] of Object.entries(v as Record<string, unknown>))
        stack.push([item, propertySchema(s, k), `${path}/${k}`]);
  }
  return null;
}

const PLAIN_INTEGER = /^-?\d{1,15}$/;
const PLAIN_NUMBER = /^-?\d{1,15}(?:\.\d{1,15})?$/;

/** Where a path or query value is a number written loosely, or null. */
function textNumberProblem(
  values: unknown,
  schema: Schema | undefined,
  part: 'params' | 'querystring',
): string | null {
  if (!schema || values === null || typeof values !== 'object') return null;
  for (const [k, raw] of Object.entries(values as Record<string, unknown>)) {
    const types = typesOf(propertySchema(schema, k));
    if (!types || types.has('string') || !(types.has('integer') || types.has('number'))) continue;
    const plain = types.has('number') ? PLAIN_NUMBER : PLAIN_INTEGER;
    for (const v of Array.isArray(raw) ? raw : [raw])
      if (typeof v === 'string' && !plain.test(v))
        return `${part}/${k} must be ${types.has('number') ? 'number' : 'integer'}`;
  }
  return null;
}

function check(request: FastifyRequest): void {
  const schema = request.routeOptions.schema as
    { body?: Schema; params?: Schema; querystring?: Schema } | undefined;
  if (!schema) return;
  // Worded as the validator words its own refusals (http/errors.ts).
  const body = request.body !== undefined ? bodyTypeProblem(request.body, schema.body) : null;
  if (body) throw badRequest(`Invalid body: ${body.why}`, body.field);
  for (const part of ['params', 'querystring'] as const) {
    const values = part === 'params' ? request.params : request.query;
    const problem = textNumberProblem(values, schema[part], part);
    if (problem) throw badRequest(`Invalid ${part}: ${problem}`);
  }
}

/** Refuses loosely typed values before a route's schema coerces them (see above). */
export const strictTypesPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => check(request));
  },
  { name: 'tavola-strict-types' },
);
