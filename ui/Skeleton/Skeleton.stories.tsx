import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonVariants } from './Skeleton';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const meta = {
  title: 'Components/Skeleton',
  tags: ['autodocs'],
  component: Skeleton,
  argTypes: { variant: { control: 'inline-radio', options: skeletonVariants } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(3);
  },
};

export const ManyLines: Story = { args: { count: 8 } };

export const Card: Story = {
  args: { variant: 'card' },
  render: (args) => (
    <div style={{ width: 180 }}>
      <Skeleton {...args} />
    </div>
  ),
};

export const DishGrid: Story = {
  args: { variant: 'dishGrid', count: 6, label: 'Loading the menu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the menu');
  },
};

export const ListRows: Story = {
  args: { variant: 'list', count: 5 },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelectorAll('[data-variant="list"] > [aria-hidden] > span'),
    ).toHaveLength(5);
  },
};

export const ZeroCountShowsOne: Story = {
  args: { variant: 'list', count: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelectorAll('[data-variant="list"] > [aria-hidden] > span'),
    ).toHaveLength(1);
  },
};

export const Italian: Story = {
  globals: { locale: 'IT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Caricamento');
  },
};

export const Themes: Story = {
  args: { variant: 'list', count: 2 },
  render: (args) => (
    <ThemeGrid>
      <Skeleton {...args} />
    </ThemeGrid>
  ),
};
