// Validation without coercion, for bodies whose every value matters as sent (the settings editor,
// the restaurant document): Fastify's default validator coerces types (0 becomes null where null
// is allowed, '5' becomes 5), which would turn a mistake into a silent change. This one checks
// the body against its typebox schema as it is and names the first failing field by its JSON
// pointer (`Invalid body: /rounds/minutes must be >= 1`, field `/rounds/minutes`).
// A route's validator checks its path and query too, and those are text on the wire: `/printers/7`
// carries the string '7'. A text that is exactly a number (or true/false) is read as one where the
// schema asks for that type (as Fastify's own validator does for every other route), then checked
// as exactly as a body: `abc`, `0` or `1.5` for an id is still refused.
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/** Why a value does not match its schema: the JSON pointer of the field, and what is wrong there. */
export interface SchemaProblem {
  field: string;
  why: string;
}

/** The first reason `value` does not match `schema`, or null when it does. */
export function firstSchemaProblem(
  check: { Check(v: unknown): boolean; Errors(v: unknown): unknown },
  value: unknown,
): SchemaProblem | null {
  if (check.Check(value)) return null;
  const errors = check.Errors(value) as SchemaError[];
  // An unknown key says which key; a union's own error says less than its members' do.
  const extra = errors.find((e) => e.keyword === 'additionalProperties');
  if (extra) {
    const names = (extra.params.additionalProperties as string[] | undefined) ?? [];
    return {
      field: `${extra.instancePath}/${names[0] ?? ''}`,
      why: `${extra.instancePath || '/'} has an unknown field '${names[0] ?? ''}'`,
    };
  }
  const first =
    errors.find((e) => e.keyword !== 'anyOf' && e.keyword !== 'boolean') ?? errors[0] ?? null;
  const field = first?.instancePath || '/';
  return { field, why: first ? `${field} ${first.message}` : '/ does not match the schema' };
}

const NUMBER_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A text value read as the type its schema asks for, when it is exactly one; else as it is. */
function fromText(schema: TSchema, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const s = schema as { type?: unknown; anyOf?: TSchema[] };
  const types = s.anyOf ? s.anyOf.map((x) => (x as { type?: unknown }).type) : [s.type];
  if ((types.includes('integer') || types.includes('number')) && NUMBER_TEXT.test(value))
    return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** Path or query parameters (an object of texts) read as their schema's types. */
function paramsFromText(schema: TSchema, data: unknown): unknown {
  const props = (schema as { properties?: Record<string, TSchema> }).properties;
  if (!props || typeof data !== 'object' || data === null) return data;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [k, v] of Object.entries(out)) if (props[k]) out[k] = fromText(props[k], v);
  return out;
}

/** A route's validatorCompiler that checks without coercing (see the file's comment). */
export const exactValidator: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const textual = httpPart === 'params' || httpPart === 'querystring';
  return (sent: unknown) => {
    const data = textual ? paramsFromText(schema, sent) : sent;
    const problem = firstSchemaProblem(check, data);
    if (problem === null) return { value: data };
    // Shaped as Fastify's own validation errors, so the error handler words it the same way.
    const error = Object.assign(new Error(problem.why), {
      statusCode: 400,
      validation: [{ message: problem.why, instancePath: problem.field, params: {} }],
    });
    return { error };
  };
};
