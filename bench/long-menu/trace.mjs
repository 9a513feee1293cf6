// Reading a Chromium performance trace for bench:long-menu: the longest main-thread task, the
// bench step it came in, and what it did.

/**
 * The main-thread tasks of a Chromium trace, each labelled with the bench's step it happened in
 * (the last `performance.mark` named "bench:…" before it). `ms` is the task's wall time; `cpuMs`
 * the main thread's CPU time in it (throttling included): on a loaded machine the wall time also
 * counts the time other processes held the cores, the CPU time does not.
 */
function tasksOf(traceBuffer) {
  const { traceEvents } = JSON.parse(traceBuffer.toString());
  const isMark = (e) =>
    e.name.startsWith('bench:') && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n');
  const renderers = traceEvents
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`);
  // The page's own main thread: the one the bench's marks are on. Chromium's own pages render in
  // the trace too (its headless omnibox popup, a web app of its own, works on the same cores):
  // their tasks are not the app's.
  const marked = new Set(traceEvents.filter((e) => isMark(e)).map((e) => `${e.pid}:${e.tid}`));
  const main = new Set(renderers.filter((thread) => marked.has(thread)));
  const onMain = traceEvents.filter((e) => main.has(`${e.pid}:${e.tid}`));
  const marks = onMain
    .filter(isMark)
    .map((e) => ({ ts: e.ts, step: e.name.slice('bench:'.length) }))
    .sort((a, b) => a.ts - b.ts);
  const stepAt = (ts) => marks.filter((m) => m.ts <= ts).at(-1)?.step ?? 'start';
  const tasks = onMain
    .filter((e) => e.ph === 'X' && e.name === 'RunTask')
    .map((e) => ({
      ts: e.ts,
      end: e.ts + e.dur,
      ms: e.dur / 1000,
      cpuMs: (e.tdur ?? e.dur) / 1000,
      step: stepAt(e.ts),
    }));
  const pids = new Set([...main].map((thread) => Number(thread.split(':')[0])));
  return { traceEvents, onMain, tasks, pids };
}

const longestBy = (tasks, key) =>
  tasks.reduce((a, t) => (a === null || t[key] > a[key] ? t : a), null) ?? {
    ms: 0,
    cpuMs: 0,
    step: '-',
  };

/** What the task spent its time on: the trace events nested directly in it, summed by name. */
function eventsIn(onMain, task) {
  const inside = new Map();
  const direct = onMain
    .filter(
      (e) => e.ph === 'X' && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + e.dur <= task.end,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let reach = 0;
  for (const e of direct) {
    if (e.ts < reach) continue; // nested in an event already counted
    reach = e.ts + e.dur;
    inside.set(e.name, (inside.get(e.name) ?? 0) + e.dur / 1000);
  }
  // How much the style and layout passes covered: elements restyled, layout objects laid out.
  let restyled = 0;
  let laidOut = 0;
  for (const e of direct) {
    if (e.name === 'UpdateLayoutTree') restyled += e.args?.elementCount ?? 0;
    if (e.name === 'Layout') laidOut += e.args?.beginData?.dirtyObjects ?? 0;
  }
  const counts =
    restyled || laidOut ? ` (${restyled} elements restyled, ${laidOut} objects laid out)` : '';
  return `${[...inside]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ')}${counts}`;
}

/**
 * BENCH_PROFILE=1: the JavaScript functions the task ran, from V8's sampling profiler in the trace
 * (self time, and time with what they called), top `n` of each. Names are readable when the app
 * is built unminified (`npx vite build --minify false`, then this bench with --no-build).
 */
function functionsIn(traceEvents, pids, task, n = 12) {
  const chunks = traceEvents.filter(
    (e) => (e.name === 'ProfileChunk' || e.name === 'Profile') && pids.has(e.pid),
  );
  const byId = new Map();
  for (const e of chunks) {
    const key = `${e.pid}:${e.id}`;
    const p = byId.get(key) ?? { start: 0, nodes: new Map(), samples: [], deltas: [] };
    if (e.name === 'Profile') p.start = e.args.data.startTime;
    const cpu = e.args.data?.cpuProfile;
    for (const node of cpu?.nodes ?? []) p.nodes.set(node.id, node);
    p.samples.push(...(cpu?.samples ?? []));
    p.deltas.push(...(e.args.data?.timeDeltas ?? []));
    byId.set(key, p);
  }
  const self = new Map();
  const total = new Map();
  const nameOf = (node) => {
    const f = node.callFrame;
    const file = (f.url ?? '')
      .split('/')
      .at(-1)
      .replace(/-[\w-]{8}\.js$/, '.js');
    return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`;
  };
  for (const p of byId.values()) {
    let t = p.start;
    for (let i = 0; i < p.samples.length; i++) {
      const next = t + (p.deltas[i] ?? 0);
      const dt = (p.deltas[i + 1] ?? 0) / 1000;
      t = next;
      if (t < task.ts || t > task.end) continue;
      let node = p.nodes.get(p.samples[i]);
      if (!node) continue;
      const own = nameOf(node);
      self.set(own, (self.get(own) ?? 0) + dt);
      const seen = new Set();
      while (node) {
        const name = nameOf(node);
        if (!seen.has(name)) total.set(name, (total.get(name) ?? 0) + dt);
        seen.add(name);
        node = node.parent !== undefined ? p.nodes.get(node.parent) : undefined;
      }
    }
  }
  const top = (m) =>
    [...m]
      .filter(([name]) => !/^\((root|program|idle|garbage collector)\)/.test(name) || m === self)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `      ${ms.toFixed(1).padStart(6)} ms  ${name}`)
      .join('\n');
  // React components (capitalised by convention): the time their render bodies took.
  const components = new Map([...total].filter(([name]) => /^[A-Z]/.test(name)));
  return `    self:\n${top(self)}\n    with callees:\n${top(total)}\n    components:\n${top(components)}`;
}

/** The longest tasks (wall and CPU) of a trace, and with BENCH_VERBOSE what they did. */
export function longestTask(traceBuffer, { verbose = false, profile = false, step = null } = {}) {
  const { traceEvents, onMain, tasks, pids } = tasksOf(traceBuffer);
  // Before the first step: starting the trace (and its sampler), nothing the diner did.
  const measured = tasks.filter((t) => t.step !== 'start');
  const wall = longestBy(measured, 'ms');
  const cpu = longestBy(measured, 'cpuMs');
  let detail = '';
  // What the task with the most CPU time did (the longest by wall time may be one the machine's
  // load stretched), or the longest of the step asked for.
  const explained = step
    ? longestBy(
        measured.filter((t) => t.step === step),
        'cpuMs',
      )
    : cpu;
  if (verbose && explained.end) {
    detail += `    longest by CPU (${explained.step}), events: ${eventsIn(onMain, explained)}\n`;
    if (profile) detail += `${functionsIn(traceEvents, pids, explained)}\n`;
  }
  // Per step: the longest wall time, to see which gesture costs the most.
  const steps = new Map();
  for (const t of tasks)
    if (t.step !== 'start') steps.set(t.step, Math.max(steps.get(t.step) ?? 0, t.ms));
  return { ms: wall.ms, step: wall.step, cpuMs: cpu.cpuMs, cpuStep: cpu.step, detail, steps };
}
