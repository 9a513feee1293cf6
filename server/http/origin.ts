// Which web origins may open the socket (and, with a cookie, act as the diner or the staff).
// A browser always names the page's origin in the Origin header of a WebSocket handshake and of
// a cross-origin request; a page on another site, or on another port of the same host, must not
// reach the socket with the diner's cookie. Allowed: the app's own origin (the Origin's host
// and port equal the request's Host, or X-Forwarded-Host when it came from a trusted proxy, the
// same peers Fastify's trustProxy trusts: any with TRUST_PROXY=1, else the listed ones) and every
// origin listed in TAVOLA_ORIGINS (comma-separated, e.g. https://order.example.com). A request
// without Origin comes from no web page (a native client or a script with its own token) and
// carries no ambient authority of a browser, so it passes.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Normalises 'https://Example.com:443/' to 'https://example.com'; null when not an origin. */
export function normaliseOrigin(value: string): string | null {
  try {
    const u = new URL(value.trim());
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.origin;
  } catch {
    return null;
  }
}

/** Parses TAVOLA_ORIGINS-style lists; throws on an entry that is not an http(s) origin. */
export function parseOrigins(list: string | undefined): string[] {
  if (!list) return [];
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const o = normaliseOrigin(s);
      if (!o) throw new Error(`Not an origin: ${s} (expected e.g. https://order.example.com)`);
      return o;
    });
}

const first = (h: string | string[] | undefined) =>
  (Array.isArray(h) ? h[0] : h)?.split(',')[0]?.trim();

export interface OriginPolicy {
  allowed: string[];
  /** True when the peer is a proxy whose X-Forwarded-Host is believed. */
  trustsPeer: (address: string | undefined) => boolean;
}

/**
 * Which peers' X-Forwarded-* headers are believed, as Fastify reads its trustProxy option: true
 * any, false none, a string the comma-separated addresses or ranges listed.
 */
export function peerTrust(trustProxy: boolean | string): OriginPolicy['trustsPeer'] {
  if (trustProxy === true) return () => true;
  if (!trustProxy) return () => false;
  const trusted = proxyAddr.compile(trustProxy.split(',').map((a) => a.trim()));
  return (address) => address !== undefined && trusted(address, 0);
}

/** The client's address of a request, as Fastify's request.ip reads it with this trustProxy. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean | string): string {
  const trusts = peerTrust(trustProxy);
  return proxyAddr(req, (address) => trusts(address));
}

export function originAllowed(req: IncomingMessage, policy: OriginPolicy): boolean {
  const raw = req.headers.origin;
  if (raw === undefined) return true;
  const origin = normaliseOrigin(raw);
  if (!origin) return false;
  if (policy.allowed.includes(origin)) return true;
  const forwarded = policy.trustsPeer(req.socket.remoteAddress)
    ? first(req.headers['x-forwarded-host'])
    : undefined;
  const host = forwarded || req.headers.host;
  if (!host) return false;
  return new URL(origin).host === host.toLowerCase();
}
