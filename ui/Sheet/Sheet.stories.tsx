import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Sheet } from './Sheet';
import { OverlayThemes } from '../Dialog/OverlayThemes';
import { Button } from '../Button/Button';
import { Price } from '../Price/Price';
import { demoDishName, demoDishSample } from '../../mocks/demo-dishes';
import { storyTexts, useStoryLanguage } from '../../.storybook/story-language';

/** Two dozen of the demo restaurant's dishes, one in five down the menu, at their à la carte (takeaway) prices. */
const lines = demoDishSample(24, 5);

function CartLines({ count }: { count: number }) {
  const language = useStoryLanguage();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {lines.slice(0, count).map((dish) => (
        <li key={dish.item_id} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{demoDishName(dish.item_id, language)}</span>
          <Price amount={dish.takeout_price_1} />
        </li>
      ))}
    </ul>
  );
}

/** The cart's footer: the total of its first `count` lines and the button that sends them. */
function CartFooter({ count }: { count: number }) {
  const total = lines.slice(0, count).reduce((sum, dish) => sum + dish.takeout_price_1, 0);
  return (
    <>
      <span style={{ flex: 1 }}>
        <FormattedMessage id="cart.total" /> <Price amount={total} size="lg" />
      </span>
      <Button>
        <FormattedMessage id="cart.submit" />
      </Button>
    </>
  );
}

/** The cart of table 12, every text from the messages and every dish named in the toolbar's language. */
const meta = {
  title: 'Components/Sheet',
  tags: ['autodocs'],
  component: Sheet,
  args: {
    title: <FormattedMessage id="cart.title" />,
    subtitle: <FormattedMessage id="home.table" values={{ table: '12' }} />,
    defaultOpen: true,
    onOpenChange: fn(),
    children: <CartLines count={lines.length} />,
    footer: <CartFooter count={lines.length} />,
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartDrawer: Story = {
  play: async ({ userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const sheet = await screen.findByRole('dialog', { name: t('cart.title') });
    await expect(sheet).toHaveTextContent(t('home.table', { table: '12' }));
    const send = screen.getByRole('button', { name: t('cart.submit') });
    await expect(send.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    const list = sheet.querySelector('ul')!.parentElement!;
    await waitFor(() => expect(list).toHaveAttribute('tabindex', '0'));
    list.scrollTop = list.scrollHeight;
    await expect(send.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(screen.getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The same drawer in Chinese: the play reads its texts from the Chinese messages. */
export const CartDrawerInChinese: Story = { ...CartDrawer, globals: { locale: 'ZH' } };

export const ShortContent: Story = {
  args: { children: <CartLines count={2} />, footer: <CartFooter count={2} /> },
  play: async ({ globals }) => {
    const sheet = await screen.findByRole('dialog', { name: storyTexts(globals).t('cart.title') });
    await expect(sheet.querySelector('ul')!.parentElement).not.toHaveAttribute('tabindex');
  },
};

export const WithHeaderAction: Story = {
  args: {
    headerActions: (
      <Button variant="ghost" size="sm">
        <FormattedMessage id="cart.clear" />
      </Button>
    ),
  },
  play: async ({ globals }) => {
    const { t } = storyTexts(globals);
    await expect(await screen.findByRole('button', { name: t('cart.clear') })).toBeInTheDocument();
  },
};

export const OpenedFromAButton: Story = {
  args: { defaultOpen: undefined },
  render: (args) => (
    <DialogTrigger>
      <Button>
        <FormattedMessage id="bottomBar.shoppingCartPage" />
      </Button>
      <Sheet {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('bottomBar.shoppingCartPage') }));
    const sheet = await screen.findByRole('dialog', { name: t('cart.title') });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ScrimCloses: Story = {
  play: async ({ args, userEvent }) => {
    const sheet = await screen.findByRole('dialog');
    const overlay = sheet.parentElement!.parentElement!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { x: 10, y: 10 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, isKeyboardDismissDisabled: true },
  play: async ({ args, userEvent, globals }) => {
    const sheet = await screen.findByRole('dialog');
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: sheet.parentElement!.parentElement!,
      coords: { x: 10, y: 10 },
    });
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(
      screen.getByRole('button', { name: storyTexts(globals).t('common.close') }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const LongItalianTitle: Story = {
  globals: { locale: 'IT' },
  args: {
    title: 'Richiesta al personale di sala per il tavolo della terrazza panoramica',
    subtitle: 'Tavolo 12 – Terrazza',
    children: <CartLines count={4} />,
    footer: <CartFooter count={4} />,
  },
  play: async ({ globals }) => {
    const close = storyTexts(globals).t('common.close');
    await expect(await screen.findByRole('button', { name: close })).toBeInTheDocument();
  },
};

export const UnbrokenChinese: Story = {
  globals: { locale: 'ZH' },
  args: {
    title: '购物车麻婆豆腐宫保鸡丁鱼香肉丝回锅肉水煮牛肉东坡肉红烧狮子头',
    subtitle: '十二号桌',
    children: <CartLines count={3} />,
    footer: <CartFooter count={3} />,
  },
};

export const Themes: Story = {
  args: { children: <CartLines count={6} />, footer: <CartFooter count={6} /> },
  render: (args) => (
    <OverlayThemes>
      <Sheet {...args} />
    </OverlayThemes>
  ),
};
