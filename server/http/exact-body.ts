// Validation without coercion, for bodies whose every value matters as sent (the settings editor,
// the restaurant document): Fastify's default validator coerces types (0 becomes null where null
// is allowed, '5' becomes 5), which would turn a mistake into a silent change. This one checks
// the body against its typebox schema as it is and names the first failing field by its JSON
// pointer: `Invalid body: /rounds/minutes must be >= 1`.
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/** The first reason `value` does not match `schema`, as `<pointer> <message>`, or null when it does. */
export function firstSchemaError(
  check: { Check(v: unknown): boolean; Errors(v: unknown): unknown },
  value: unknown,
): string | null {
  if (check.Check(value)) return null;
  const errors = check.Errors(value) as SchemaError[];
  // An unknown key says which key; a union's own error says less than its members' do.
  const extra = errors.find((e) => e.keyword === 'additionalProperties');
  if (extra) {
    const names = (extra.params.additionalProperties as string[] | undefined) ?? [];
    return `${extra.instancePath || '/'} has an unknown field '${names[0] ?? ''}'`;
  }
  const first =
    errors.find((e) => e.keyword !== 'anyOf' && e.keyword !== 'boolean') ?? errors[0] ?? null;
  return first ? `${first.instancePath || '/'} ${first.message}` : 'does not match the schema';
}

/** A route's validatorCompiler that checks without coercing (see the file's comment). */
export const exactValidator: FastifySchemaCompiler<TSchema> = ({ schema }) => {
  const check = Compile(schema);
  return (data: unknown) => {
    const why = firstSchemaError(check, data);
    if (why === null) return { value: data };
    // Shaped as Fastify's own validation errors, so the error handler words it the same way.
    const error = Object.assign(new Error(why), {
      statusCode: 400,
      validation: [{ message: why }],
    });
    return { error };
  };
};
