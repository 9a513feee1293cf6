import { act } from 'react';
import { testRoot } from '../testing/test-root';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Key } from 'react-aria-components';
import { CategoryTabs } from './CategoryTabs';
import { CategoryRail } from '../CategoryRail/CategoryRail';
import type { MenuCategory } from './category';

const dom = testRoot();

/**
 * A long menu's 40 categories whose names count how often they are read: each tab's label reads
 * its category's name once per render, so the count is the number of tabs rendered.
 */
function countedCategories(n = 40) {
  const reads = new Map<Key, number>();
  const categories = Array.from({ length: n }, (_, i): MenuCategory => {
    const id = 100 + i;
    const category = { id, ordered: 1, limit: 5 } as MenuCategory;
    Object.defineProperty(category, 'name', {
      get: () => {
        reads.set(id, (reads.get(id) ?? 0) + 1);
        return `Category ${i + 1}`;
      },
      enumerable: true,
    });
    return category;
  });
  const total = () => [...reads.values()].reduce((a, b) => a + b, 0);
  return { categories, reads, total, reset: () => reads.clear() };
}

// The same messages each render: a new object would be a new language for every label.
const messages = {};
const quiet = () => undefined;

const bars = [
  ['CategoryTabs', CategoryTabs],
  ['CategoryRail', CategoryRail],
] as const;

describe.each(bars)('%s with 40 categories', (_, Bar) => {
  const view = (categories: MenuCategory[], selectedId: Key, onChange = vi.fn()) => (
    <IntlProvider locale="en" messages={messages} onError={quiet}>
      <Bar
        categories={categories}
        selectedId={selectedId}
        onSelectionChange={onChange}
        aria-label="Categories"
      />
    </IntlProvider>
  );

  it('renders only the two tabs whose selection changed when the selection moves', () => {
    const { categories, reads, total, reset } = countedCategories();
    act(() => dom.root.render(view(categories, 100)));
    expect(total()).toBeGreaterThanOrEqual(40);
    reset();
    act(() => dom.root.render(view(categories, 125)));
    expect([...reads.keys()].sort()).toEqual([100, 125]);
    expect(total()).toBe(2);
    const selected = dom.host.querySelector('[role="tab"][aria-selected="true"]');
    expect(selected?.textContent).toContain('Category 26');
  });

  it('renders only the two tabs concerned when one is tapped', async () => {
    const { categories, total, reset } = countedCategories();
    const onChange = vi.fn();
    act(() => dom.root.render(view(categories, 100, onChange)));
    reset();
    const tab = dom.host.querySelectorAll<HTMLElement>('[role="tab"]')[9];
    act(() => tab?.click());
    // Not inside the tap's own task: in one of its own, right after it.
    expect(onChange).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(onChange).toHaveBeenCalledWith(109);
    // The parent answers with the new selection, as the menu does.
    act(() => dom.root.render(view(categories, 109, onChange)));
    expect(total()).toBeLessThanOrEqual(2);
  });

  it('renders no tab again when nothing about the tabs changed', () => {
    const { categories, total, reset } = countedCategories();
    act(() => dom.root.render(view(categories, 103)));
    reset();
    act(() => dom.root.render(view(categories, 103)));
    expect(total()).toBe(0);
  });
});
