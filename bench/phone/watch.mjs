// The page's own watch for bench:phone: on every frame, the buttons a diner waits for, reported to
// the bench the frame they become usable (enabled, not covered, where they were the frame before:
// the checks Playwright makes before a click), in ms since the navigation started.
//
// It is a few lines put into the page at its start and a binding of the DevTools protocol, not
// Playwright's locators or `waitForFunction`: those evaluate Playwright's own injected script in
// the page first (~8,000 lines), 200–400 ms of the 4× slowed CPU on the main thread, which a
// diner's phone never runs. On a repeat visit, where the phone waits on nothing but its CPU, the
// bench counted that as the app's time.

const BINDING = '__benchSaw';

/**
 * Runs in the page, from its first script on: reports `home` (the home page's button, or
 * `{ at: -1 }` when the page opened on the menu), `skip` (the guided tour's skip button) and
 * `add` (the first dish's add button), each once.
 */
function watchPage(binding) {
  const w = /** @type {any} */ (window);
  const boxes = {};
  const reported = {};
  const report = (kind, data) => {
    reported[kind] = true;
    w[binding](JSON.stringify({ kind, ...data }));
  };
  /** The middle of `el` when a tap there reaches it and it did not move since the last frame. */
  const usable = (key, el) => {
    const r = el.getBoundingClientRect();
    const x = r.x + r.width / 2;
    const y = r.y + r.height / 2;
    const box = `${r.x},${r.y},${r.width},${r.height}`;
    const still = boxes[key] === box;
    boxes[key] = box;
    const hit = document.elementFromPoint(x, y);
    return still && hit && el.contains(hit) ? { x, y } : null;
  };
  const labelOf = (b) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '';
  const frame = () => {
    const at = performance.now();
    const list = document.querySelector('[role="list"][aria-label="Dishes"]');
    if (!reported.home) {
      const home = [...document.querySelectorAll('button:enabled')].find(
        (b) => b.textContent?.trim() === 'Look at the menu',
      );
      const spot = home && usable('home', home);
      if (spot) report('home', { at, ...spot });
      else if (!home && list?.querySelector('button:enabled')) report('home', { at: -1 });
    }
    if (!reported.skip) {
      const skip = [...document.querySelectorAll('[role="dialog"] button:enabled')].find(
        (b) => b.textContent?.trim() === 'Skip tour',
      );
      const spot = skip && usable('skip', skip);
      if (spot) report('skip', spot);
    }
    if (!reported.add) {
      const add = [...(list?.querySelectorAll('button:enabled') ?? [])].find((b) =>
        /^Add (one )?/.test(labelOf(b)),
      );
      if (add && usable('add', add)) {
        w.__seen?.push([at, 'DOM: the add button enabled, not covered, still']);
        report('add', { at });
      }
    }
    if (!reported.skip || !reported.add) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Puts the watch into every document `cdp`'s page opens from now on. Returns `seen(kind)`, a
 * promise of the first report of that kind (`{ at, x, y }`).
 */
export async function watchButtons(cdp) {
  const waiting = new Map();
  const reports = new Map();
  const entry = (kind) => {
    if (!waiting.has(kind)) {
      let resolve;
      const promise = new Promise((r) => (resolve = r));
      waiting.set(kind, { promise, resolve });
    }
    return waiting.get(kind);
  };
  cdp.on('Runtime.bindingCalled', (e) => {
    if (e.name !== BINDING) return;
    const { kind, ...data } = JSON.parse(e.payload);
    if (reports.has(kind)) return;
    reports.set(kind, data);
    entry(kind).resolve(data);
  });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: BINDING });
  await cdp.send('Page.enable');
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', {
    source: `(${watchPage.toString()})(${JSON.stringify(BINDING)});`,
  });
  return { seen: (kind) => entry(kind).promise };
}
