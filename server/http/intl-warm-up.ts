// The browser's internationalisation data, made ready while the app's script is on its way.
//
// A page's first Intl calls load the browser's locale data (ICU) and list the locales it has:
// about 100 ms of a slow phone's CPU (bench:phone's 4× slowed CPU: 80–170 ms on one machine,
// 220–700 ms on another; the same calls made once the data is loaded, in any language: about
// 10 ms). The app makes them in its first task: react-aria's default locale
// (DateTimeFormat.supportedLocalesOf, Locale#maximize), the messages' formatter
// (NumberFormat.supportedLocalesOf, PluralRules), prices and opening hours (NumberFormat,
// DateTimeFormat). That task is on the way to the home page's first usable button, while before
// it a first visit's phone sits idle, waiting for the script to download. The menu page's first
// render, after the diner's tap, makes one more: the dish cards name the tags they have no room
// for in a list (ListFormat, 7–16 ms the first time even with the rest loaded).
//
// This script, in the page itself, makes those calls as soon as the page is parsed, in that idle
// time (on a repeat visit the service worker answers the script within tens of milliseconds: the
// calls are then made a little earlier, at about the same cost). It changes nothing the app sees:
// it keeps no state and sets nothing. The Content-Security-Policy allows it, and no other inline
// script, by its hash (http/hardening.ts).
//
// It is an inline module script marked async: it runs as soon as the page is parsed. A classic
// inline script after the page's stylesheet waits for that stylesheet to arrive (a script may read
// styles), and the stylesheet comes with the app's own script on a slow link: on bench:phone's cold
// scan it ran 0.6–0.9 s after the page was in, at times as the app's script arrived, which then
// waited for it. Not a classic script before the stylesheet either: that one would hold the parser.
import { asyncModuleTag, scriptHash } from './inline-script';

/** The script's text (ES5, guarded: a browser lacking one of these skips the rest). */
export const INTL_WARM_UP_SCRIPT =
  '(function(){try{' +
  "var l=[navigator.language||'en'];" +
  'Intl.DateTimeFormat.supportedLocalesOf(l);' +
  'Intl.NumberFormat.supportedLocalesOf(l);' +
  "new Intl.NumberFormat(l,{style:'currency',currency:'EUR'}).format(1);" +
  'new Intl.PluralRules(l).select(1);' +
  "new Intl.DateTimeFormat(l,{hour:'2-digit',minute:'2-digit'}).formatToParts(0);" +
  "new Intl.ListFormat(l,{type:'conjunction'}).format(['a','b']);" +
  'new Intl.Locale(l[0]).maximize()' +
  '}catch(e){}})()';

/** The script's CSP source expression. */
export const INTL_WARM_UP_HASH = scriptHash(INTL_WARM_UP_SCRIPT);

/** The script as the page carries it: at once, neither waiting for the stylesheet nor holding the parser. */
export const INTL_WARM_UP_TAG = asyncModuleTag(INTL_WARM_UP_SCRIPT);
