// The page's own inline scripts (http/intl-warm-up.ts, http/menu-ahead.ts): how the page carries
// them, and how the Content-Security-Policy allows each one and no other (http/hardening.ts).
import { createHash } from 'node:crypto';

/** The CSP source expression that allows exactly `script` inline: its SHA-256. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * `script` as the page carries it: an inline module marked async runs as soon as the page is
 * parsed, neither waiting for the stylesheet nor holding the parser.
 */
export function asyncModuleTag(script: string): string {
  return `<script type="module" async>${script}</script>`;
}
