// HTTP hardening: security headers through @fastify/helmet (nosniff and CORP on everything, CSP
// and the other document headers on documents and the service worker), JSON bodies without NUL
// characters or deep nesting and with every string made plain (core/text), URLs without NUL, and
// secure cookies behind HTTPS.
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { plainTextDeep, type KeyText } from '../../core/text/plain-text';
import { badRequest } from './errors';
import { INTL_WARM_UP_HASH } from './intl-warm-up';
import { MENU_AHEAD_HASH } from './menu-ahead';

/** Deepest JSON nesting a request body may have (the API's own bodies stay under 6). */
export const MAX_JSON_DEPTH = 32;

/**
 * How the strings of a body or a socket payload are made plain, by their key: passwords are
 * compared as sent and never shown, printed or logged, so they stay as they are; names (table,
 * customer, employee, dish, menu…) are one line; everything else may have line breaks.
 */
export const textOfKey = (key: string): KeyText =>
  /password/i.test(key) ? 'as-is' : /name\d?$/i.test(key) ? 'line' : 'multiline';

/**
 * Why a JSON text is refused before parsing (a NUL character, escaped or raw, or nesting deeper
 * than maxDepth), or null. Scans once, without recursion.
 */
export function jsonProblem(text: string, maxDepth = MAX_JSON_DEPTH): string | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return 'NUL characters are not allowed';
    if (inString) {
      if (c === 0x5c /* \ */) {
        if (text[i + 1] === 'u' && /^0000$/.test(text.slice(i + 2, i + 6)))
          return 'NUL characters are not allowed';
        i++;
      } else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > maxDepth) return `JSON nested deeper than ${maxDepth} levels`;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return null;
}

/**
 * The Content-Security-Policy of the pages and the service worker. The built app has no inline
 * script (vite.config.ts emits files only); the inline scripts are the server's two in the diner
 * pages, the Intl warm-up (http/intl-warm-up.ts) and the menu's call named ahead
 * (http/menu-ahead.ts), each allowed by its hash. React sets style properties through the CSSOM,
 * which CSP does not govern. The one inline style is react-aria's: usePress adds a fixed
 * <style> (touch-action on pressable elements), allowed by its hash (hardening.test.ts checks
 * the hash against the installed react-aria). Images may be data: URLs (QR codes, placeholders)
 * and blob: URLs (photos picked for upload).
 */
export const REACT_ARIA_PRESS_STYLE_HASH = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", INTL_WARM_UP_HASH, MENU_AHEAD_HASH],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", REACT_ARIA_PRESS_STYLE_HASH],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
};

/** True when the request reached us over HTTPS (or a trusted proxy says it did). */
export function overHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * Scripts that run as workers (app/sw/register.ts registers /sw.js). A worker's CSP and
 * Referrer-Policy come from its own script's response, not from the page that started it.
 */
export const WORKER_SCRIPTS: ReadonlySet<string> = new Set(['/sw.js']);

/**
 * Types a browser opens as a document that can run script when navigated to (an SVG or XML file
 * opened on its own, too): the document-level headers protect these.
 */
const DOCUMENT_TYPE =
  /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml|(text|application)\/xml)\s*(;|$)/i;

/** True when a response of this Content-Type is rendered as a document. */
export function isDocumentType(contentType: unknown): boolean {
  return typeof contentType === 'string' && DOCUMENT_TYPE.test(contentType);
}

/**
 * What every response carries: the browser must take the Content-Type as given (nosniff) and no
 * other site may load our answers as its own resources (Cross-Origin-Resource-Policy).
 * Every other helmet header is named here, turned off, so the document set below replaces it.
 */
export const EVERY_RESPONSE_HEADERS = {
  xContentTypeOptions: true,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xPoweredBy: true,
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies FastifyHelmetOptions;

/**
 * The headers that govern a document or a worker: what it may load and run (CSP), who may frame
 * it, its browsing-context group, its referrers, HSTS (a browser records it from the page, which
 * always comes first). On a script, a stylesheet, an image or a JSON answer they mean nothing to
 * the browser (a stylesheet's own Referrer-Policy would govern its fonts and images, which CSP
 * keeps on our origin anyway), and on a phone's first load they were some 750 bytes on each of
 * about a hundred responses.
 */
function documentHeaders(connectSrc: string[] | undefined) {
  // An external member provider's origin is the one address besides ours the app may call.
  const directives = connectSrc?.length
    ? { ...CSP_DIRECTIVES, connectSrc: [...CSP_DIRECTIVES.connectSrc, ...connectSrc] }
    : CSP_DIRECTIVES;
  return {
    ...EVERY_RESPONSE_HEADERS,
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    originAgentCluster: true,
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only means something over HTTPS; browsers ignore it on plain HTTP.
    strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
    xDnsPrefetchControl: { allow: false },
    xDownloadOptions: true,
    // The same as the CSP's frame-ancestors 'none', for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    xXssProtection: true,
  } satisfies FastifyHelmetOptions;
}

export const hardeningPlugin = fp(
  async (app: FastifyInstance, opts: { connectSrc?: string[] }) => {
    await app.register(helmet, { global: true, ...EVERY_RESPONSE_HEADERS });
    // The document set is added once the answer is known, by helmet's own reply.helmet(): a
    // route option could not tell a page from the JSON error the same route may answer, nor
    // reach /sw.js, which the static files' wildcard route serves.
    const forDocuments = documentHeaders(opts.connectSrc);
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if (
        isDocumentType(reply.getHeader('content-type')) ||
        (WORKER_SCRIPTS.has(path) && reply.statusCode < 400)
      )
        reply.helmet(forDocuments);
      return payload;
    });

    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      // parseAs 'string' hands over a string.
      const text = body as string;
      const problem = jsonProblem(text);
      if (problem) return done(badRequest(problem), undefined);
      // Stored clean: no string of a body carries a control or format character.
      parseJson(request, text, (err, value) =>
        err ? done(err, undefined) : done(null, plainTextDeep(value, textOfKey)),
      );
    });

    app.addHook('onRequest', async (request) => {
      if (/%00/.test(request.url)) throw badRequest('NUL characters are not allowed');
    });
    // Query strings and path parts plain too, before their schemas read them.
    app.addHook('preValidation', async (request) => {
      plainTextDeep(request.query, textOfKey);
      plainTextDeep(request.params, textOfKey);
    });
  },
  { name: 'tavola-hardening' },
);
