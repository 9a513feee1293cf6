import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { loadMessages, type Messages } from '../../locales';
import { themeClass } from '../../tokens';
import { testRoot } from '../testing/test-root';
import { TableInfoWindow, type TableInfoWindowProps } from './TableInfoWindow';

const dom = testRoot();
let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('EN');
});

/** The window as the menu page places it: held by its right edge, above the bottom bar. */
function render(props: Partial<TableInfoWindowProps>) {
  // Sized as in the app: the window's spacing and type are the theme's.
  dom.host.className = themeClass.dark;
  act(() =>
    dom.root.render(
      <IntlProvider locale="en" messages={messages}>
        <div style={{ position: 'relative', width: 390, height: 200 }}>
          <div style={{ position: 'absolute', right: 8, bottom: 8 }}>
            <TableInfoWindow tableName="T1" persons={2} ordered={null} {...props} />
          </div>
        </div>
      </IntlProvider>,
    ),
  );
  const box = dom.host.querySelector('[role="group"]')!.getBoundingClientRect();
  return { left: box.left, width: box.width, height: box.height };
}

describe('TableInfoWindow', () => {
  it('keeps its size when the round and its time arrive, on a table whose rounds run on a timer', () => {
    const before = render({ timedRounds: true });
    const timer = dom.host.querySelector('[role="timer"]');
    expect(timer).toHaveAttribute('aria-busy', 'true');
    expect(timer).toHaveTextContent('Loading');
    const after = render({ timedRounds: true, ordered: 0, turnLimit: 6, secondsLeft: 589 });
    expect(dom.host.querySelector('[role="timer"]')).toHaveTextContent('9 minutes 49 seconds left');
    // The window is held by its right edge: a wider one would move its left edge, and what the
    // diner was reading under it (a layout shift).
    expect(after.left).toBeCloseTo(before.left, 0);
    expect(after.width).toBeCloseTo(before.width, 0);
    expect(after.height).toBe(before.height);
  });

  it('keeps no room for a time when rounds have no timer, and does not grow as the count arrives', () => {
    const pending = render({ ordered: null });
    expect(dom.host.querySelector('[role="timer"]')).toBeNull();
    const loaded = render({ ordered: 3 });
    expect(dom.host.querySelector('[role="timer"]')).toBeNull();
    expect(loaded.width).toBeLessThanOrEqual(pending.width);
  });

  it('is not ending while its time is unknown', () => {
    render({ timedRounds: true, defaultExpanded: true });
    expect(dom.host.querySelector('[role="group"]')).not.toHaveAttribute('data-ending');
    expect(dom.host.textContent).not.toContain('The round is ending');
  });
});
