// The menu's call, started by the page itself when it is opened on the menu.
//
// A phone that opens /Main directly (a reload, a return to the page after the phone slept, a
// restaurant that sends its diners straight to the menu) knows which menu it shows and in which
// language before any script has come: the diner's client state, kept in localStorage
// (CLIENT_STATE_KEY), names the order's menus and the language. The app reads them only once its
// scripts have arrived and run, and asks for the menu in the menu page's first effects: on the
// issue's slow link (150 ms, 1.6 Mbps) the call left at 1.7–2.1 s. Named here, its answer is in
// at about 1.0 s. The page's largest paint gains from it on a phone whose link is slower than its
// CPU (~150 ms); on a 4× slower CPU that paint waits for the page's first render, not the menu.
//
// This script, in the page itself, reads the same state as soon as the page is parsed and names
// the menu's call in a preload link: the same address (protocol/first-screen.ts menuCall), with
// credentials, as the app's fetch makes it (lib/restaurant preloadMenu), so that fetch takes the
// answer under way instead of asking again. It asks for the menu the page will show: the order's
// first menu (features/menu MenuView), not on the full page's history view, and only with a table
// and a language the app knows. It sets nothing the app reads. Every diner page carries it (the
// service worker keeps one page for all of them); it acts only on the menu pages.
//
// It names the menu's first picture too, the page's largest paint: which picture, and at which
// size, is known only from the menu's answer once the app has drawn it, so the menu page keeps it
// with the menu's address (FIRST_PICTURE_KEY, features/menu first-picture). When it is that
// menu's and the pictures are the same (the page's <meta name="tavola-pictures">), the script
// adds the image preload the card's <picture> takes (ui/Picture preloadPicture), with high
// priority, so the picture is in when the menu is first drawn instead of asked for then.
//
// An inline module script marked async, like the Intl warm-up (http/intl-warm-up.ts): it runs as
// soon as the page is parsed, neither waiting for the stylesheet nor holding the parser. The
// Content-Security-Policy allows it by its hash (http/hardening.ts).
import { LANGUAGES } from '../../core/locale/language';
import { CLIENT_STATE_KEY, FIRST_PICTURE_KEY, menuCall } from '../../protocol/first-screen';
import { MENU_PAGES } from './first-screen';
import { asyncModuleTag, scriptHash } from './inline-script';

/** The menu's address as a JavaScript expression of the script's `id` and `lang`. */
function addressExpression(): string {
  const address = menuCall("'+id+'", "'+lang+'");
  // Filled into a single-quoted string: the address itself must hold no quote nor backslash.
  if (/['"\\\n]/.test(address.replace(/'\+(id|lang)\+'/g, '')))
    throw new Error(`menu address not embeddable: ${address}`);
  return `'${address}'`;
}

/** The script's text (ES5, guarded: a browser lacking one of these asks for nothing). */
export const MENU_AHEAD_SCRIPT =
  '(function(){try{' +
  'var p=location.pathname;' +
  `if(${JSON.stringify([...MENU_PAGES])}.indexOf(p)===-1)return;` +
  `var s=JSON.parse(localStorage.getItem(${JSON.stringify(CLIENT_STATE_KEY)})||'null');` +
  "if(!s||s.tableId==null||(p==='/Main'&&s.viewPage==='orderHistory'))return;" +
  'var m=s.orderTab&&s.orderTab.menuList&&s.orderTab.menuList[0];' +
  'var id=m&&m.main_group_id,lang=s.language;' +
  "if(typeof id!=='number'||!(id>0)||id%1!==0)return;" +
  `if(${JSON.stringify(LANGUAGES)}.indexOf(lang)===-1)return;` +
  "var l=document.createElement('link');" +
  "l.rel='preload';l.as='fetch';l.crossOrigin='use-credentials';" +
  `var a=${addressExpression()};l.href=a;` +
  'document.head.appendChild(l);' +
  // The menu's first picture as the page last showed it, when it is this menu's and the pictures
  // have not changed since: a server copy (/pic/…), as the card's <picture> will take it.
  `var f=JSON.parse(localStorage.getItem(${JSON.stringify(FIRST_PICTURE_KEY)})||'null');` +
  'if(!f||f.menu!==a)return;' +
  `var v=document.querySelector('meta[name="tavola-pictures"]');` +
  "if(!v||f.version!==v.getAttribute('content'))return;" +
  "if(typeof f.href!=='string'||f.href.indexOf('/pic/')!==0)return;" +
  "if(typeof f.srcset!=='string'||typeof f.sizes!=='string')return;" +
  "var i=document.createElement('link');" +
  "i.rel='preload';i.as='image';i.type='image/webp';" +
  "i.setAttribute('imagesrcset',f.srcset);i.setAttribute('imagesizes',f.sizes);" +
  "i.setAttribute('fetchpriority','high');i.href=f.href;" +
  'document.head.appendChild(i)' +
  '}catch(e){}})()';

/** The script's CSP source expression. */
export const MENU_AHEAD_HASH = scriptHash(MENU_AHEAD_SCRIPT);

/** The script as the page carries it: at once, neither waiting for the stylesheet nor holding the parser. */
export const MENU_AHEAD_TAG = asyncModuleTag(MENU_AHEAD_SCRIPT);
