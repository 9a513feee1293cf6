import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price, priceSizes, priceTones } from './Price';
import { formatLocalizedPrice } from '../../core/price/localized';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const meta = {
  title: 'Components/Price',
  tags: ['autodocs'],
  component: Price,
  args: { amount: 12.5 },
  argTypes: {
    tone: { control: 'inline-radio', options: priceTones },
    size: { control: 'inline-radio', options: priceSizes },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Intl separates the symbol with a no-break space in many locales; compare with plain spaces. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement.textContent)).toBe('€12.50');
  },
};

export const WholeAmount: Story = {
  args: { amount: 18 },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement.textContent)).toBe('€18.00');
  },
};

export const Zero: Story = {
  args: { amount: 0 },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement.textContent)).toBe('€0.00');
  },
};

export const NegativeCountsAsZero: Story = {
  args: { amount: -4.2 },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement.textContent)).toBe('€0.00');
  },
};

export const RoundedToCents: Story = {
  args: { amount: 9.999 },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement.textContent)).toBe('€10.00');
  },
};

export const BigAmount: Story = {
  args: { amount: 1234567.891, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement.textContent)).toBe('€1,234,567.89');
  },
};

export const Bargain: Story = {
  args: { amount: 9.9, was: 15.9, size: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Was €15.90')).toBeInTheDocument();
    await expect(canvasElement.querySelector('del')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-tone="bargain"]')).not.toBeNull();
  },
};

export const ExcessPrice: Story = {
  args: { amount: 2, tone: 'excess', size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+€2.00')).toBeInTheDocument();
    await expect(canvas.getByText('Extra charge €2.00')).toBeInTheDocument();
  },
};

export const German: Story = {
  globals: { locale: 'DE' },
  args: { amount: 1234.5, was: 1500 },
  play: async ({ canvas, canvasElement }) => {
    await expect(plain(canvasElement.querySelector('del')?.nextSibling?.textContent)).toBe(
      '1.234,50 €',
    );
    await expect(plain(canvas.getByText(/^Vorher/).textContent)).toBe('Vorher 1.500,00 €');
  },
};

export const Chinese: Story = {
  globals: { locale: 'ZH' },
  args: { amount: 68, currency: '¥' },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement.textContent)).toBe('¥68.00');
  },
};

export const LetterSymbol: Story = {
  args: { amount: 24.5, currency: 'CHF' },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement.textContent)).toBe('CHF 24.50');
    await expect(plain(formatLocalizedPrice(24.5, 'fr', 'CHF'))).toBe('24,50 CHF');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'baseline', gap: 16 }}>
      {priceSizes.map((size) => (
        <Price key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Themes: Story = {
  render: (args) => (
    <ThemeGrid>
      <Price {...args} size="lg" />
      <Price {...args} amount={9.9} was={15.9} size="lg" />
      <Price {...args} amount={2} tone="excess" />
      <Price {...args} tone="muted" />
    </ThemeGrid>
  ),
};
