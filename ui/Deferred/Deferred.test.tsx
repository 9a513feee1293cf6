import { act, lazy } from 'react';
import { testRoot } from '../testing/test-root';
import { describe, expect, it, vi } from 'vitest';
import { Deferred, firstScreenDone, firstScreenGate, inOwnTask, whenIdle } from './Deferred';

const dom = testRoot();

/** A part whose code arrives when `release` is called, counting its loads and mounts. */
function slowPart() {
  let release!: () => void;
  const arrived = new Promise<void>((r) => (release = r));
  const load = vi.fn(async () => {
    await arrived;
    return { default: () => <p>the part</p> };
  });
  return { load, release, Part: lazy(load) };
}

describe('Deferred', () => {
  it('renders nothing and loads nothing until needed, then shows the fallback and the part', async () => {
    const { load, release, Part } = slowPart();
    const prefetch = vi.fn(() => Promise.resolve());
    const view = (when: boolean) => (
      <Deferred when={when} prefetch={prefetch} fallback={<p>loading</p>}>
        <Part />
      </Deferred>
    );
    act(() => dom.root.render(view(false)));
    expect(dom.host.textContent).toBe('');
    expect(load).not.toHaveBeenCalled();

    act(() => dom.root.render(view(true)));
    expect(dom.host.textContent).toBe('loading');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(dom.host.textContent).toBe('the part');
  });

  it('stays mounted once used, so a closing dialog can animate and keep its state', async () => {
    const { release, Part } = slowPart();
    release();
    const view = (when: boolean) => (
      <Deferred when={when} prefetch={() => Promise.resolve()}>
        <Part />
      </Deferred>
    );
    await act(async () => dom.root.render(view(true)));
    expect(dom.host.textContent).toBe('the part');
    await act(async () => dom.root.render(view(false)));
    expect(dom.host.textContent).toBe('the part');
  });

  it('prefetches the code once the first screen is done and the browser is idle, without mounting the part', async () => {
    const { load, Part } = slowPart();
    const prefetch = vi.fn(() => Promise.resolve());
    act(() =>
      dom.root.render(
        <Deferred when={false} prefetch={prefetch}>
          <Part />
        </Deferred>,
      ),
    );
    firstScreenDone();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(load).not.toHaveBeenCalled();
    expect(dom.host.textContent).toBe('');
  });

  it('runs idle tasks one at a time: the next starts once the one before has settled', async () => {
    let finishFirst!: () => void;
    const first = vi.fn(() => new Promise<void>((r) => (finishFirst = r)));
    const second = vi.fn();
    const cancelled = vi.fn();
    whenIdle(first, 10);
    const cancel = whenIdle(cancelled, 10);
    whenIdle(second, 10);
    cancel();
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1), { timeout: 2000 });
    // Idle moments come and go while the first task's code is on its way: the second waits.
    await new Promise((r) => setTimeout(r, 300));
    expect(second).not.toHaveBeenCalled();
    finishFirst();
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('firstScreenGate', () => {
  it('holds tasks until the first screen is done, then runs each once', async () => {
    const gate = firstScreenGate(60_000);
    const task = vi.fn();
    const cancelled = vi.fn();
    gate.after(task);
    gate.after(cancelled)();
    await new Promise((r) => setTimeout(r, 300));
    expect(task).not.toHaveBeenCalled();
    gate.done();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('lets tasks go after its wait when the first screen never says it is done', async () => {
    const gate = firstScreenGate(400);
    const task = vi.fn();
    const started = performance.now();
    gate.after(task);
    await new Promise((r) => setTimeout(r, 200));
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(400);
  });
});

describe('inOwnTask', () => {
  /** Resolves once a task queued now has run (tasks run in the order they are queued). */
  const aTaskLater = () =>
    new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });

  it('runs the effect in a later task, not in the one that asked, and not waiting for idle', async () => {
    const effect = vi.fn();
    inOwnTask(effect);
    // Microtasks (promises, React's sync work) belong to the asking task: not run in them either.
    await Promise.resolve();
    await Promise.resolve();
    expect(effect).not.toHaveBeenCalled();
    await aTaskLater();
    expect(effect).toHaveBeenCalledTimes(1);
  });

  it('does not run the effect when cleaned up before its task', async () => {
    const effect = vi.fn();
    inOwnTask(effect)();
    await aTaskLater();
    await aTaskLater();
    expect(effect).not.toHaveBeenCalled();
  });

  it("runs the effect's own cleanup once, when cleaned up after its task", async () => {
    const cleanup = vi.fn();
    const done = inOwnTask(() => cleanup);
    await aTaskLater();
    expect(cleanup).not.toHaveBeenCalled();
    done();
    done();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});
