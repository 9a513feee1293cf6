// Registers a route from its endpoint in protocol/: the method, the path and every schema come
// from the one declaration the app and the mocks use too, so a route and its contract cannot
// disagree. The answer is serialised through the endpoint's response schema.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { AnyEndpoint, EndpointAnswer } from '../../protocol/endpoint';
import { errorResponses } from '../../protocol/http';

type StaticOr<S, Else> = S extends TSchema ? Static<S> : Else;

/** The request of an endpoint's route, typed by its schemas. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: StaticOr<E['params'], Record<string, never>>;
  Querystring: StaticOr<E['query'], Record<string, never>>;
  Body: StaticOr<E['body'], undefined>;
}>;

export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>;

/** What a route may add to its endpoint: hooks, config, limits. Never its own schema. */
export type RouteOptions = Omit<RouteShorthandOptions, 'schema'>;

/** Any Fastify instance, whatever its type provider (the endpoint types the handler itself). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the type provider varies per plugin; the handler is typed from the endpoint instead
type AnyFastify = FastifyInstance<RawServerDefault, any, any, any, any>;

/** Registers the endpoint's route on `app`. */
export function route<E extends AnyEndpoint>(
  app: AnyFastify,
  ep: E,
  options: RouteOptions,
  handler: EndpointHandler<E>,
): void {
  const schema: Record<string, unknown> = {
    response: { 200: ep.response, ...errorResponses(...ep.errors) },
  };
  if (ep.params) schema.params = ep.params;
  if (ep.query) schema.querystring = ep.query;
  if (ep.body) schema.body = ep.body;
  app.route<RouteGenericInterface>({
    ...options,
    method: ep.method,
    url: ep.path,
    schema,
    // The request's parts were validated against the endpoint's schemas above.
    handler: handler as unknown as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
