// For browser tests that render by hand: a React root in an element of its own for each test.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * Before each test, a fresh element appended to the page and a React root in it, handed to
 * `take`; after each, the root unmounted and the element removed.
 */
export function withTestRoot(take: (host: HTMLDivElement, root: Root) => void): void {
  let host: HTMLDivElement | null = null;
  let root: Root | null = null;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    take(host, root);
  });
  afterEach(() => {
    const r = root;
    if (r) act(() => r.unmount());
    host?.remove();
    host = null;
    root = null;
  });
}

/**
 * `withTestRoot` for a whole test file: React's act environment set as the file needs it (on,
 * unless its tests wait for real frames and timers), and the running test's element and root.
 */
export function testRoot({ actEnvironment = true }: { actEnvironment?: boolean } = {}): {
  readonly host: HTMLDivElement;
  readonly root: Root;
} {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  let current: { host: HTMLDivElement; root: Root } | null = null;
  withTestRoot((host, root) => {
    current = { host, root };
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
