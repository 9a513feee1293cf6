// HTTP hardening: security headers (CSP and friends, through @fastify/helmet), JSON bodies
// without NUL characters or deep nesting, URLs without NUL, and secure cookies behind HTTPS.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** Deepest JSON nesting a request body may have (the API's own bodies stay under 6). */
export const MAX_JSON_DEPTH = 32;

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
 * The Content-Security-Policy of everything the server serves. The built app has no inline
 * script (vite.config.ts emits files only) and React sets style properties through the CSSOM,
 * which CSP does not govern. The one inline style is react-aria's: usePress adds a fixed
 * <style> (touch-action on pressable elements), allowed by its hash (hardening.test.ts checks
 * the hash against the installed react-aria). Images may be data: URLs (QR codes, placeholders)
 * and blob: URLs (photos picked for upload).
 */
export const REACT_ARIA_PRESS_STYLE_HASH = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
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

export const hardeningPlugin = fp(
  async (app: FastifyInstance, opts: { connectSrc?: string[] }) => {
    // An external member provider's origin is the one address besides ours the app may call.
    const directives = opts.connectSrc?.length
      ? { ...CSP_DIRECTIVES, connectSrc: [...CSP_DIRECTIVES.connectSrc, ...opts.connectSrc] }
      : CSP_DIRECTIVES;
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives },
      // HSTS only means something over HTTPS; browsers ignore it on plain HTTP.
      strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
      referrerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    });

    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      // parseAs 'string' hands over a string.
      const text = body as string;
      const problem = jsonProblem(text);
      if (problem) return done(badRequest(problem), undefined);
      parseJson(request, text, done);
    });

    app.addHook('onRequest', async (request) => {
      if (/%00/.test(request.url)) throw badRequest('NUL characters are not allowed');
    });
  },
  { name: 'tavola-hardening' },
);
