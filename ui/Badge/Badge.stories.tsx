import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Badge, badgeTones } from './Badge';
import { Button } from '../Button/Button';
import { Icon } from '../icons/Icon';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { storyTexts } from '../../.storybook/story-language';
import { demoDishName } from '../../mocks/demo-dishes';

/** The cart counter's texts in the toolbar's language: it adds the demo pork gyoza (803). */
function counterTexts(globals: Readonly<Record<string, unknown>>) {
  const { t, language } = storyTexts(globals);
  return {
    add: t('dishCard.add', { dish: demoDishName(803, language) }),
    cart: t('bottomBar.shoppingCartPage'),
    count: (count: number) => t('bottomBar.cartCount', { count }),
  };
}

const meta = {
  title: 'Components/Badge',
  tags: ['autodocs'],
  component: Badge,
  args: { count: 3 },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

/** Nothing at 0: an empty cart shows no badge. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-count]')).toBeNull();
  },
};

/** Past 99 the badge says 99+; the words for screen readers keep the real count. */
export const Capped: Story = {
  args: { count: 128, label: '128 dishes in the cart' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('128 dishes in the cart')).toBeInTheDocument();
  },
};

export const CustomCap: Story = {
  args: { count: 12, max: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9+')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} />
      ))}
      <Badge {...args} count={42} />
      <Badge {...args} count={100} />
    </div>
  ),
};

/** On the corner of an icon, as on the cart tab. */
export const OnIcon: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 32, padding: 12 }}>
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <Icon name="cart" />
        <Badge {...args} corner />
      </span>
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <Icon name="cart" />
        <Badge {...args} count={250} corner />
      </span>
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <Icon name="notices" />
        <Badge {...args} count={1} corner tone="accent" />
      </span>
    </div>
  ),
};

function CartCounter({ texts }: { texts: ReturnType<typeof counterTexts> }) {
  const [count, setCount] = useState(0);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button size="sm" onPress={() => setCount((c) => c + 1)}>
        {texts.add}
      </Button>
      <Button size="sm" variant="secondary" onPress={() => setCount(0)}>
        Clear
      </Button>
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <Icon name="cart" label={texts.cart} />
        <Badge count={count} corner label={texts.count(count)} />
      </span>
    </div>
  );
}

/** The count pops each time it changes (not when the page first shows it) and hides at 0. */
export const Changing: Story = {
  render: (_args, { globals }) => <CartCounter texts={counterTexts(globals)} />,
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const texts = counterTexts(globals);
    await expect(canvasElement.querySelector('[data-count]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: texts.add }));
    await userEvent.click(canvas.getByRole('button', { name: texts.add }));
    await waitFor(() => expect(canvas.getByText(texts.count(2))).toBeInTheDocument());
    const badge = canvasElement.querySelector('[data-count]');
    await expect(badge).toHaveAttribute('data-bumped');
    await expect(badge).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvasElement.querySelector('[data-count]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: texts.add }));
  },
};

/** Shown with the page, the badge does not pop. */
export const FirstShown: Story = {
  args: { count: 5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-count]')).not.toHaveAttribute('data-bumped');
  },
};

export const Themes: Story = {
  render: (args) => (
    <ThemeGrid>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        {badgeTones.map((tone) => (
          <Badge key={tone} {...args} tone={tone} />
        ))}
        <Badge {...args} count={100} />
        <span style={{ position: 'relative', display: 'inline-flex', marginInline: 8 }}>
          <Icon name="cart" />
          <Badge {...args} count={12} corner />
        </span>
      </div>
    </ThemeGrid>
  ),
};
