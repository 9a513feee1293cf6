import { act } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../locales/catalogues';
import { testRoot } from '../../ui/testing/test-root';
import { usePromotionTips } from './use-promotion-tips';

const off = vi.fn();
vi.mock('./marketing', () => ({ connectMarketing: vi.fn(() => off) }));
const { connectMarketing } = await import('./marketing');

const dom = testRoot();
afterEach(() => {
  act(() => dom.root.render(null));
  vi.clearAllMocks();
});

function Page() {
  usePromotionTips();
  return <p>menu</p>;
}

/** Renders the page within act(), which runs every effect the render brings, as its first task does. */
const mount = () =>
  act(() =>
    dom.root.render(
      <IntlProvider locale="en" messages={messagesFor('EN')}>
        <Page />
      </IntlProvider>,
    ),
  );

describe('usePromotionTips', () => {
  it("listens in a task of its own, not in the page's first effects (its first listener makes the socket)", async () => {
    mount();
    expect(dom.host.textContent).toBe('menu');
    expect(connectMarketing).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(connectMarketing).toHaveBeenCalledTimes(1));
    act(() => dom.root.render(null));
    expect(off).toHaveBeenCalledTimes(1);
  });

  it('never listens when the page is gone before its task', async () => {
    mount();
    act(() => dom.root.render(null));
    await new Promise((r) => setTimeout(r, 50));
    expect(connectMarketing).not.toHaveBeenCalled();
  });
});
