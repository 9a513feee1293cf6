// The timeline of one scan, for `npm run bench:phone -- --timeline`: every request the page makes
// (sent, first byte, finished, from the network, the HTTP cache or the service worker), the
// socket's frames, the page's long tasks (script on the slowed CPU) and the bench's milestones,
// all in ms since the page's navigation started, printed in order. It reads the DevTools protocol
// and the page's own PerformanceObserver; the app is not changed to be measured.

/** Starts recording on `cdp` (Network already enabled); call before the navigation. */
export async function recordTimeline(page, cdp) {
  const rows = [];
  const requests = new Map();
  let origin = null; // CDP monotonic seconds of the document request
  const at = (ts) => (origin === null ? 0 : (ts - origin) * 1000);
  const short = (url) => {
    try {
      const u = new URL(url);
      const path = u.pathname + u.search;
      return path.length > 70 ? path.slice(0, 67) + '…' : path;
    } catch {
      return url.slice(0, 70);
    }
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (origin === null && e.type === 'Document') origin = e.timestamp;
    requests.set(e.requestId, { url: short(e.request.url), type: e.type, sent: at(e.timestamp) });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    // The headers' arrival as the network stack timed it. The event itself reaches the page's
    // busy main thread later: on a repeat visit it came 150–300 ms after the service worker had
    // answered, which made the worker look slow.
    const t = e.response.timing;
    r.firstByte =
      t && t.requestTime > 0 && t.receiveHeadersEnd >= 0
        ? at(t.requestTime + t.receiveHeadersEnd / 1000)
        : at(e.timestamp);
    r.status = e.response.status;
    r.from = e.response.fromServiceWorker
      ? 'sw'
      : e.response.fromDiskCache || e.response.fromPrefetchCache
        ? 'cache'
        : 'net';
    r.protocol = e.response.protocol;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.done = at(e.timestamp);
    r.bytes = e.encodedDataLength;
    rows.push({ t: r.sent, what: 'req', r });
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.done = at(e.timestamp);
    r.failed = e.errorText;
    rows.push({ t: r.sent, what: 'req', r });
  });
  cdp.on('Network.webSocketWillSendHandshakeRequest', (e) => {
    rows.push({ t: at(e.timestamp), what: 'ws', text: 'socket handshake sent' });
  });
  cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
    rows.push({ t: at(e.timestamp), what: 'ws', text: 'socket handshake answered' });
  });
  const frame = (dir) => (e) => {
    const p = e.response.payloadData;
    rows.push({
      t: at(e.timestamp),
      what: 'ws',
      text: `${dir} ${p.length} B ${p.slice(0, 60).replace(/\s+/g, ' ')}`,
    });
  };
  cdp.on('Network.webSocketFrameSent', frame('socket ↑'));
  cdp.on('Network.webSocketFrameReceived', frame('socket ↓'));
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__longTasks = [];
    // When the page's DOM first shows what the bench waits for (the bench's own milestones add
    // what Playwright checks on top: in view, steady, not covered).
    w.__seen = [];
    const watch = [
      [
        'DOM: "Look at the menu" enabled',
        () =>
          [...document.querySelectorAll('button')].some(
            (b) => b.textContent?.trim() === 'Look at the menu' && !b.disabled,
          ),
      ],
      [
        'DOM: an enabled add button',
        () =>
          [...document.querySelectorAll('button:not([disabled])')].some((b) =>
            /^Add (one )?/.test(b.getAttribute('aria-label') ?? b.textContent?.trim() ?? ''),
          ),
      ],
      ['DOM: a dialog shows (the guided tour)', () => !!document.querySelector('[role="dialog"]')],
    ];
    const check = () => {
      for (const item of watch) {
        if (item[2] || !item[1]()) continue;
        item[2] = true;
        w.__seen.push([performance.now(), item[0]]);
      }
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'aria-disabled'],
    });
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      /* no long-task timing in this browser */
    }
  });
  return {
    rows,
    /** A milestone measured by the bench: `ms` since its own start of the navigation. */
    mark(ms, text) {
      rows.push({ t: ms, what: 'mark', text });
    },
    /** Prints the timeline (collects the long tasks from `page` first). */
    async print(title) {
      const tasks = await page
        .evaluate(() => /** @type {any} */ (window).__longTasks ?? [])
        .catch(() => []);
      const seen = await page
        .evaluate(() => /** @type {any} */ (window).__seen ?? [])
        .catch(() => []);
      const all = [
        ...rows,
        ...seen.map(([t, text]) => ({ t, what: 'mark', text })),
        ...tasks.map(([start, d]) => ({
          t: start,
          what: 'task',
          text: `long task ${Math.round(d)} ms (script on the slowed CPU)`,
        })),
      ].sort((a, b) => a.t - b.t);
      const ms = (x) => (x === undefined ? '     ' : String(Math.round(x)).padStart(5));
      console.log(`\n── ${title} ──  (ms since navigation; req: sent / first byte / done)`);
      for (const row of all) {
        if (row.what === 'req') {
          const r = row.r;
          const kb = r.bytes === undefined ? '' : `${(r.bytes / 1024).toFixed(1)} kB`;
          console.log(
            `${ms(r.sent)} ${ms(r.firstByte)} ${ms(r.done)}  ${(r.from ?? '').padEnd(5)} ${String(r.status ?? r.failed ?? '').padEnd(4)} ${(r.type ?? '').padEnd(10)} ${kb.padStart(8)}  ${r.url}`,
          );
        } else if (row.what === 'task') {
          console.log(`${ms(row.t)}              ░ ${row.text}`);
        } else if (row.what === 'mark') {
          console.log(`${ms(row.t)}              ★ ${row.text}`);
        } else {
          console.log(`${ms(row.t)}              ${row.text}`);
        }
      }
    },
  };
}
