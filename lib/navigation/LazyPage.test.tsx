import { act, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { testRoot } from '../../ui/testing/test-root';
import { lazyPage } from './LazyPage';

const dom = testRoot();

function Menu({ table }: { table: string }) {
  return <p>menu of {table}</p>;
}

/** Renders `page` under a Suspense boundary that records whether its fallback ever showed. */
async function renderCounting(page: React.ReactNode) {
  const fallbacks: string[] = [];
  function Blank() {
    fallbacks.push('blank');
    return <p>blank</p>;
  }
  await act(async () => dom.root.render(<Suspense fallback={<Blank />}>{page}</Suspense>));
  return fallbacks;
}

describe('lazyPage', () => {
  it('once preloaded, renders its page on the first render without suspending', async () => {
    let loads = 0;
    const { Page, preload } = lazyPage(async () => {
      loads += 1;
      return Menu;
    });
    await preload();
    await preload();
    const fallbacks = await renderCounting(<Page table="T1" />);
    expect(fallbacks).toEqual([]);
    expect(dom.host.textContent).toBe('menu of T1');
    expect(loads).toBe(1);
  });

  it('not preloaded, loads as a lazy page does (suspending until its code is there)', async () => {
    let release!: (c: typeof Menu) => void;
    const { Page } = lazyPage(() => new Promise<typeof Menu>((r) => (release = r)));
    const fallbacks = await renderCounting(<Page table="T2" />);
    expect(dom.host.textContent).toBe('blank');
    await act(async () => release(Menu));
    expect(dom.host.textContent).toBe('menu of T2');
    expect(fallbacks.length).toBeGreaterThan(0);
  });

  it('asks again after a failed load', async () => {
    let attempt = 0;
    const { Page, preload } = lazyPage(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return Menu;
    });
    await expect(preload()).rejects.toThrow('offline');
    await preload();
    expect(attempt).toBe(2);
    const fallbacks = await renderCounting(<Page table="T3" />);
    expect(fallbacks).toEqual([]);
    expect(dom.host.textContent).toBe('menu of T3');
  });
});
