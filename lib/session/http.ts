import { clientState, updateClientState } from './client-state';
import {
  pathOf,
  type AnyEndpoint,
  type EndpointAnswer,
  type EndpointInput,
} from '../../protocol/endpoint';

/** A failed call: the HTTP status and the server's machine-readable code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds the server asks to wait before trying again (429's Retry-After), or null. */
    readonly retryAfter: number | null = null,
    /** The JSON pointer of the input field the refusal is about (the body's `field`), or null. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * How many answers so far changed what the diner's session cookie says (the server's
 * `x-diner-session: renewed`, server/auth/session.ts). The socket notes the count when it
 * connects: a higher count later means its handshake read an older session.
 */
let sessionRenewals = 0;
export const sessionRenewalCount = (): number => sessionRenewals;

/** Calls the server's API (same origin), keeping the session cookie and the x-api-version header. */
export async function api<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'include',
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch {
    throw new ApiError(0, 'OFFLINE', 'network unavailable');
  }
  if (res.headers.get('x-diner-session') === 'renewed') sessionRenewals++;
  const version = res.headers.get('x-api-version');
  if (version && version !== clientState.value.apiVersion)
    updateClientState({ apiVersion: version });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const b = (body ?? {}) as { code?: string; message?: string; field?: unknown };
    const wait = Number(res.headers.get('retry-after'));
    throw new ApiError(
      res.status,
      b.code ?? 'HTTP_' + res.status,
      b.message ?? res.statusText,
      Number.isFinite(wait) && wait > 0 ? wait : null,
      typeof b.field === 'string' ? b.field : null,
    );
  }
  return body as T;
}

/**
 * Calls an endpoint of protocol/: its path filled from `params`, `query` appended, `body` sent as
 * JSON; the answer typed by the endpoint's response schema.
 */
export function call<E extends AnyEndpoint>(
  ep: E,
  input: EndpointInput<E>,
  init: Omit<RequestInit, 'method' | 'body'> = {},
): Promise<EndpointAnswer<E>> {
  const { body } = input as { body?: unknown };
  return api<EndpointAnswer<E>>(pathOf(ep, input), {
    ...init,
    method: ep.method,
    ...(body === undefined ? {} : { json: body }),
  });
}
