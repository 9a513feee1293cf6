import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Sheet } from './Sheet';
import { OverlayThemes } from '../Dialog/OverlayThemes';
import { Button } from '../Button/Button';
import { Price } from '../Price/Price';

const dishes = [
  ['Gyoza alla piastra', 4.5],
  ['Nigiri salmone', 3.2],
  ['Edamame', 2.8],
  ['宫保鸡丁', 6.9],
  ['Tempura di gamberi', 5.5],
  ['Uramaki California', 4.9],
  ['Ravioli al vapore', 4.2],
  ['Miso soup', 2.5],
  ['Sashimi misto', 9.8],
  ['Pollo teriyaki', 6.2],
  ['Spaghetti di soia', 5.1],
  ['Mochi al tè verde', 3.5],
  ['Involtini primavera', 3.0],
  ['Hosomaki cetriolo', 2.9],
  ['Tartare di tonno', 7.4],
  ['Riso alla cantonese', 4.0],
  ['Anatra laccata', 8.9],
  ['Zuppa agropiccante', 3.6],
  ['Gamberi sale e pepe', 6.6],
  ['Manzo ai funghi neri', 6.8],
  ['Dim sum di verdure', 4.3],
  ['Udon saltati', 5.7],
  ['Insalata di alghe', 3.3],
  ['Gelato fritto', 3.9],
] as const;

function CartLines({ count = dishes.length }: { count?: number }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {dishes.slice(0, count).map(([name, price]) => (
        <li key={name} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{name}</span>
          <Price amount={price} />
        </li>
      ))}
    </ul>
  );
}

function CartFooter() {
  return (
    <>
      <span style={{ flex: 1 }}>
        Total <Price amount={59.0} size="lg" />
      </span>
      <Button>Send to kitchen</Button>
    </>
  );
}

const meta = {
  title: 'Components/Sheet',
  tags: ['autodocs'],
  component: Sheet,
  args: {
    title: 'Cart',
    subtitle: 'Table 12',
    defaultOpen: true,
    onOpenChange: fn(),
    children: <CartLines />,
    footer: <CartFooter />,
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartDrawer: Story = {
  play: async ({ userEvent }) => {
    const sheet = await screen.findByRole('dialog', { name: 'Cart' });
    await expect(sheet).toHaveTextContent('Table 12');
    const send = screen.getByRole('button', { name: 'Send to kitchen' });
    await expect(send.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    const list = sheet.querySelector('ul')!.parentElement!;
    await waitFor(() => expect(list).toHaveAttribute('tabindex', '0'));
    list.scrollTop = list.scrollHeight;
    await expect(send.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const ShortContent: Story = {
  args: { children: <CartLines count={2} /> },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Cart' });
    await expect(sheet.querySelector('ul')!.parentElement).not.toHaveAttribute('tabindex');
  },
};

export const WithHeaderAction: Story = {
  args: {
    headerActions: (
      <Button variant="ghost" size="sm">
        Clear cart
      </Button>
    ),
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Clear cart' })).toBeInTheDocument();
  },
};

export const OpenedFromAButton: Story = {
  args: { defaultOpen: undefined },
  render: (args) => (
    <DialogTrigger>
      <Button>View cart</Button>
      <Sheet {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View cart' }));
    const sheet = await screen.findByRole('dialog', { name: 'Cart' });
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
  play: async ({ args, userEvent }) => {
    const sheet = await screen.findByRole('dialog');
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: sheet.parentElement!.parentElement!,
      coords: { x: 10, y: 10 },
    });
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const LongItalianTitle: Story = {
  globals: { locale: 'IT' },
  args: {
    title: 'Richiesta al personale di sala per il tavolo della terrazza panoramica',
    subtitle: 'Tavolo 12 – Terrazza',
    children: <CartLines count={4} />,
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  },
};

export const UnbrokenChinese: Story = {
  globals: { locale: 'ZH' },
  args: {
    title: '购物车麻婆豆腐宫保鸡丁鱼香肉丝回锅肉水煮牛肉东坡肉红烧狮子头',
    subtitle: '十二号桌',
    children: <CartLines count={3} />,
  },
};

export const Themes: Story = {
  args: { children: <CartLines count={6} /> },
  render: (args) => (
    <OverlayThemes>
      <Sheet {...args} />
    </OverlayThemes>
  ),
};
