import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BottomBar, bottomBarTabs } from './BottomBar';
import type { BottomBarTab } from './BottomBar';
import { themeClass, themeNames, vars } from '../../tokens';
import { storyTexts } from '../../.storybook/story-language';
import { demoDishName } from '../../mocks/demo-dishes';
import { tap } from '../../.storybook/tap';

/** The demo dish the live bar adds (Edamame), named in the toolbar's language. */
const EDAMAME = 101;

const meta = {
  title: 'Components/BottomBar',
  tags: ['autodocs'],
  component: BottomBar,
  args: { selected: 'menuPage', onAction: fn() },
  argTypes: {
    selected: { control: 'select', options: [null, ...bottomBarTabs] },
  },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four tabs every table has, the menu on screen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const buttons = within(nav).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Menu', 'Home', 'Cart', 'Orders']);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** Every tab the spec names: call waiter, notices and VIP shown because the settings say so. */
export const AllTabs: Story = {
  args: {
    showCallWaiter: true,
    showNoticeCenter: true,
    showVipCenter: true,
    cartCount: 3,
    noticeCount: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Cart 3 dishes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notices 2 new notices' })).toBeVisible();
  },
};

/** Pressing a tab reports which one; the cart tab opens the drawer. */
export const PressCart: Story = {
  args: { cartCount: 1 },
  play: async ({ canvas, userEvent, args }) => {
    await tap(canvas.getByRole('button', { name: 'Cart 1 dish' }), userEvent);
    await expect(args.onAction).toHaveBeenCalledWith('shoppingCartPage');
    await tap(canvas.getByRole('button', { name: 'Orders' }), userEvent);
    await expect(args.onAction).toHaveBeenLastCalledWith('orderHistory');
  },
};

/** Keyboard: Tab walks the bar, Enter and Space press. */
export const Keyboard: Story = {
  args: { showCallWaiter: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Waiter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('callWaiter');
  },
};

function LiveBar({ addLabel }: { addLabel: string }) {
  const [view, setView] = useState<BottomBarTab>('menuPage');
  const [cart, setCart] = useState(2);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <button
        type="button"
        onClick={() => setCart((c) => c + 1)}
        style={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </button>
      <BottomBar
        selected={view}
        cartCount={cart}
        showCallWaiter
        onAction={(tab) => {
          if (tab === 'menuPage' || tab === 'homePage' || tab === 'orderHistory') setView(tab);
        }}
      />
    </div>
  );
}

/** The live bar's "Add Edamame", as the dish card says it in the toolbar's language. */
function addEdamame(globals: Readonly<Record<string, unknown>>) {
  const { t, language } = storyTexts(globals);
  return t('dishCard.add', { dish: demoDishName(EDAMAME, language) });
}

/** The current view follows presses; the cart count pops when it changes. */
export const Interactive: Story = {
  render: (_args, { globals }) => <LiveBar addLabel={addEdamame(globals)} />,
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const orders = t('bottomBar.orderHistory');
    await tap(canvas.getByRole('button', { name: orders }), userEvent);
    await expect(canvas.getByRole('button', { name: orders })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: t('bottomBar.menuPage') })).not.toHaveAttribute(
      'aria-current',
    );
    await userEvent.click(canvas.getByRole('button', { name: addEdamame(globals) }));
    const cart = `${t('bottomBar.shoppingCartPage')} ${t('bottomBar.cartCount', { count: 3 })}`;
    await expect(canvas.getByRole('button', { name: cart })).toBeVisible();
    await expect(
      canvasElement.querySelector('[data-tab="shoppingCartPage"] [data-count]'),
    ).toHaveAttribute('data-bumped');
  },
};

export const EmptyCart: Story = {
  args: { cartCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart' })).toBeVisible();
  },
};

export const CartOverflow: Story = {
  args: { cartCount: 146, selected: 'shoppingCartPage' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cart 146 dishes' })).toBeVisible();
  },
};

/** Quick service (table -1): no call-waiter tab. */
export const Takeaway: Story = {
  args: { showCallWaiter: false, showNoticeCenter: true, selected: 'homePage' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Waiter' })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { showCallWaiter: true, disabledTabs: ['callWaiter', 'shoppingCartPage'], cartCount: 2 },
  play: async ({ canvas, args }) => {
    const waiter = canvas.getByRole('button', { name: 'Waiter' });
    await expect(waiter).toBeDisabled();
    waiter.click();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** The longest labels: German, all seven tabs, on a 390 px phone. */
export const German: Story = {
  globals: { locale: 'DE' },
  args: { ...AllTabs.args, selected: 'shoppingCartPage' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Warenkorb 3 Gerichte' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Italian: Story = {
  globals: { locale: 'IT' },
  args: { ...AllTabs.args, selected: 'orderHistory' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cameriere' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'FR' },
  args: { ...AllTabs.args, selected: 'menuPage' },
};

export const Chinese: Story = {
  globals: { locale: 'ZH' },
  args: { ...AllTabs.args, cartCount: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '购物车 12 道菜' })).toBeVisible();
  },
};

/** At the bottom of the window with room for the home indicator. */
export const Fixed: Story = {
  args: { fixed: true, showCallWaiter: true, cartCount: 5 },
};

/** Dark, light and gold. (Each bar gets its own name: a page must not have two landmarks alike.) */
export const Themes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {themeNames.map((theme) => (
        <section
          key={theme}
          aria-label={theme}
          className={themeClass[theme]}
          style={{ background: vars.color.surface, padding: '24px 0 0' }}
        >
          <BottomBar
            {...args}
            label={`Main (${theme})`}
            showCallWaiter
            showNoticeCenter
            cartCount={4}
            noticeCount={1}
          />
        </section>
      ))}
    </div>
  ),
};

/** Lite mode's page offers only home, cart and call (entry-home-service.md §2 /LiteMain). */
export const Lite: Story = {
  args: {
    tabs: ['homePage', 'shoppingCartPage', 'callWaiter'],
    selected: null,
    showCallWaiter: true,
    cartCount: 2,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const buttons = within(nav).getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Cart 2 dishes' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Orders' })).toBeNull();
  },
};
export const LiteLight: Story = { ...Lite, globals: { theme: 'light' } };
export const LiteGold: Story = { ...Lite, globals: { theme: 'gold' } };
