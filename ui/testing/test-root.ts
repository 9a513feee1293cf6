// For browser tests that render by hand: a React root in an element of its own for each test.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * For a whole test file: React's act environment set as the file needs it (on, unless its tests
 * wait for real frames and timers); before each test, a fresh element appended to the page and a
 * React root in it (`host`, `root`); after each, the root unmounted and the element removed.
 */
export function testRoot({ actEnvironment = true }: { actEnvironment?: boolean } = {}): {
  readonly host: HTMLDivElement;
  readonly root: Root;
} {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  let current: { host: HTMLDivElement; root: Root } | null = null;
  beforeEach(() => {
    const host = document.createElement('div');
    document.body.append(host);
    current = { host, root: createRoot(host) };
  });
  afterEach(() => {
    const ended = current;
    current = null;
    if (!ended) return;
    // Outside an act environment (tests that wait for real frames), React warns of act itself.
    if (actEnvironment) act(() => ended.root.unmount());
    else ended.root.unmount();
    ended.host.remove();
  });
  const running = () => {
    if (!current) throw new Error('the test root exists only while a test runs');
    return current;
  };
  return {
    get host() {
      return running().host;
    },
    get root() {
      return running().root;
    },
  };
}
