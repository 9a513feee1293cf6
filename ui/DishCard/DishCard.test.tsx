import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { testRoot } from '../testing/test-root';
import { themeClass } from '../../tokens';
import { allergenKeys, labelKeys } from '../icons';
import { PlainIconButton } from '../IconButton/IconButton';
import { DishCard } from './DishCard';

// Each render of the card's add button is counted (the component itself still renders).
vi.mock('../IconButton/IconButton', { spy: true });

// Rendered through the browser's own frames: the line of icons is measured after real layout.
const dom = testRoot({ actEnvironment: false });

describe('DishCard', () => {
  it('counts the icons a narrow row wraps out of sight by rendering its line of icons again, not the whole card', async () => {
    dom.host.style.width = '200px';
    // Sized as in the app: the icons' and the picture's sizes are the theme's.
    dom.host.className = themeClass.dark;
    dom.root.render(
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <DishCard
          layout="row"
          name="Pork gyoza"
          price={4.5}
          tags={[...allergenKeys, ...labelKeys]}
        />
      </IntlProvider>,
    );
    // The row's cap shows 6 icons and counts the other 21; those of the 6 that wrapped out of
    // sight are added to the "+N" once the line is measured.
    const more = () => dom.host.querySelector('[role="img"][aria-label^="dishCard.moreTags"]');
    await vi.waitFor(() => {
      const count = Number(more()?.textContent?.replace('+', ''));
      expect(count).toBeGreaterThan(21);
    });
    // The new count rendered the line alone: the add button (and the rest of the card) rendered
    // once, when the card mounted.
    expect(vi.mocked(PlainIconButton)).toHaveBeenCalledTimes(1);
  });
});
