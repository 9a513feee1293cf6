// One error format for every failure: `{ code, message }` with a 4xx status for anything the
// caller did wrong, and 500 INTERNAL_ERROR (without details) only for our own faults.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody as WireErrorBody } from '../../protocol/http';
import { plainText } from '../../core/text/plain-text';

export { ErrorBodySchema } from '../../protocol/http';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'GONE'
  | 'MENU_NOT_OFFERED'
  | 'ORDER_CLOSED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE'
  | 'INTERNAL_ERROR'
  // A diner session on an order with a table PIN that has not entered it (403).
  | 'PIN_REQUIRED'
  // The order the diner session names has ended: scan the table code again (409).
  | 'ORDER_CHANGED'
  // The table code was scanned longer than time_interval hours ago: scan again (401).
  | 'SCAN_EXPIRED'
  // Every place of the order's head count has a customer id already (409).
  | 'TOO_MANY_CUSTOMERS'
  // The order has its dining review already: one per order (409).
  | 'ALREADY_REVIEWED'
  // Lite mode's call: the typed table name is empty, or 30 characters or more (400).
  | 'TABLE_NAME_EMPTY'
  | 'TABLE_NAME_TOO_LONG';

/** The wire's error body, with the codes this server sends. */
export type ErrorBody = WireErrorBody & { code: ErrorCode };

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** The JSON pointer of the input field the refusal is about, if one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, 'BAD_REQUEST', message, field);
export const unauthorized = (message = 'Sign in first') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
/** Something that existed and is no longer usable (an expired or spent member verify id). */
export const gone = (message: string) => new HttpError(410, 'GONE', message);
/** Any action on an order staff have closed (the table was freed). */
export const orderClosed = (message = 'The table has been closed') =>
  new HttpError(409, 'ORDER_CLOSED', message);
export const tooManyRequests = (message: string) =>
  new HttpError(429, 'TOO_MANY_REQUESTS', message);
export const pinRequired = () =>
  new HttpError(
    403,
    'PIN_REQUIRED',
    'Enter the table PIN first (ask the person who opened the table)',
  );
export const orderChanged = () =>
  new HttpError(
    409,
    'ORDER_CHANGED',
    'Your order at this table has ended: please scan the table code again',
  );
export const tooManyCustomers = (places: number) =>
  new HttpError(
    409,
    'TOO_MANY_CUSTOMERS',
    `All ${places} places of this table have a customer ID already: ask the staff to add a person`,
  );
export const alreadyReviewed = () =>
  new HttpError(409, 'ALREADY_REVIEWED', 'This table has already sent its review: thank you');
export const scanExpired = () =>
  new HttpError(401, 'SCAN_EXPIRED', 'Your scan of the table code has expired: please scan again');

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'UNAVAILABLE',
};

/** PostgreSQL error of the database itself (possibly wrapped by drizzle in `cause`). */
function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The JSON pointer a schema refusal is about: the value's path, or the key missing or extra. */
function validationField(
  v: FastifyError['validation'] extends (infer T)[] | undefined ? T | undefined : never,
): string | undefined {
  if (!v) return undefined;
  const params = (v.params ?? {}) as { missingProperty?: unknown; additionalProperty?: unknown };
  const key = params.missingProperty ?? params.additionalProperty;
  const path = v.instancePath ?? '';
  return typeof key === 'string' ? `${path}/${key}` : path || undefined;
}

/** Maps any thrown value to a status and body. */
export function toErrorResponse(err: unknown): {
  status: number;
  body: ErrorBody;
  internal: boolean;
} {
  if (err instanceof HttpError)
    return {
      status: err.statusCode,
      body: {
        code: err.code,
        message: err.message,
        ...(err.field !== undefined ? { field: err.field } : {}),
      },
      internal: false,
    };
  const fe = err as Partial<FastifyError>;
  if (fe && fe.validation) {
    const where = fe.validationContext ?? 'request';
    const field = validationField(fe.validation[0]);
    return {
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: `Invalid ${where}: ${fe.message ?? 'bad input'}`,
        ...(field !== undefined ? { field } : {}),
      },
      internal: false,
    };
  }
  const sqlState = pgCode(err);
  if (sqlState) {
    // Class 22: data exceptions (numbers out of range, bad text); 23: integrity violations.
    if (sqlState.startsWith('22'))
      return {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'A value is out of range or malformed' },
        internal: false,
      };
    if (sqlState === '23505')
      return {
        status: 409,
        body: { code: 'CONFLICT', message: 'This already exists' },
        internal: false,
      };
    if (sqlState.startsWith('23'))
      return {
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message: 'A referenced record does not exist or a value is not allowed',
        },
        internal: false,
      };
  }
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      body: { code: codeByStatus[status] ?? 'BAD_REQUEST', message: fe.message ?? 'Bad request' },
      internal: false,
    };
  }
  if (status === 503)
    return {
      status,
      body: { code: 'UNAVAILABLE', message: fe.message ?? 'Unavailable' },
      internal: false,
    };
  return {
    status: 500,
    body: { code: 'INTERNAL_ERROR', message: 'Internal server error' },
    internal: true,
  };
}

export function errorHandler(
  this: unknown,
  err: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const answer = toErrorResponse(err);
  const { status, internal } = answer;
  // A message may quote what was sent (a JSON parser's snippet, a name): plain in log and answer.
  const body = { ...answer.body, message: plainText(answer.body.message) };
  if (internal) request.log.error({ err }, 'request failed');
  else request.log.info({ code: body.code, message: body.message }, 'request refused');
  return reply.status(status).send(body);
}
