// One HTTP endpoint, written once: its method, its path with parameters, the schemas of its
// parameters, query, body and answer, and the error statuses it may answer. The server registers
// the route from it (server/http/route.ts), the app calls it through `call` (lib/session/call.ts),
// and the mocks and end-to-end tests name it instead of writing its path again.
import type { Static, TSchema } from 'typebox';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Params extends TSchema | undefined = TSchema | undefined,
  Query extends TSchema | undefined = TSchema | undefined,
  Body extends TSchema | undefined = TSchema | undefined,
  Response extends TSchema = TSchema,
> {
  method: M;
  /** The path as the server routes it, parameters as `:name` (`/api/v2/tables/:id`). */
  path: P;
  params: Params;
  query: Query;
  body: Body;
  /** The 200 answer. */
  response: Response;
  /** The statuses of the refusals it may answer, each with an ErrorBody. */
  errors: readonly number[];
}

/** Any endpoint (for code that handles endpoints in general). */
export type AnyEndpoint = Endpoint<
  Method,
  string,
  TSchema | undefined,
  TSchema | undefined,
  TSchema | undefined,
  TSchema
>;

/** Declares an endpoint; the parts it does not name are undefined. */
export function endpoint<
  const M extends Method,
  const P extends string,
  Response extends TSchema,
  Params extends TSchema | undefined = undefined,
  Query extends TSchema | undefined = undefined,
  Body extends TSchema | undefined = undefined,
>(e: {
  method: M;
  path: P;
  response: Response;
  params?: Params;
  query?: Query;
  body?: Body;
  errors?: readonly number[];
}): Endpoint<M, P, Params, Query, Body, Response> {
  return {
    method: e.method,
    path: e.path,
    params: e.params as Params,
    query: e.query as Query,
    body: e.body as Body,
    response: e.response,
    errors: e.errors ?? [],
  };
}

type StaticOr<S, Else> = S extends TSchema ? Static<S> : Else;

/** What a call of the endpoint passes: its path parameters, query and body, each when it has one. */
export type EndpointInput<E extends AnyEndpoint> = (E['params'] extends TSchema
  ? { params: Static<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends TSchema ? { query?: Static<E['query']> } : { query?: undefined }) &
  (E['body'] extends TSchema ? { body: Static<E['body']> } : { body?: undefined });

/** The endpoint's 200 answer. */
export type EndpointAnswer<E extends AnyEndpoint> = Static<E['response']>;
export type EndpointBody<E extends AnyEndpoint> = StaticOr<E['body'], undefined>;

/**
 * The endpoint's path with its parameters filled in (each encoded), and its query appended:
 * `pathOf(tableStatus, { params: { id: 4 } })` → `/api/v2/tables/4`.
 */
export function pathOf(
  e: AnyEndpoint,
  input: { params?: object | undefined; query?: object | undefined } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = e.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(`${e.method} ${e.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(
    ([, v]) => v !== undefined && v !== null,
  );
  if (query.length === 0) return path;
  const search = new URLSearchParams();
  for (const [k, v] of query) search.append(k, String(v));
  return `${path}?${search.toString()}`;
}
