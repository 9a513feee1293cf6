import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyState, emptyStateSizes } from './EmptyState';
import { Button } from '../Button/Button';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const meta = {
  title: 'Components/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
  args: {
    icon: 'search',
    title: 'No dish found',
    message: 'Try another name, or search in the other menus.',
  },
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizes } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoSearchResults: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No dish found' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/Try another name/)).toBeInTheDocument();
  },
};

const clearFilters = fn();

export const WithAction: Story = {
  args: {
    icon: 'filter',
    title: 'No dish without these allergens',
    message: 'Every dish in this category contains gluten or milk.',
    action: (
      <Button variant="secondary" onPress={clearFilters}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(clearFilters).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, message: undefined, title: 'No data', size: 'compact', headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('No data');
  },
};

export const NoPicture: Story = {
  args: { icon: 'image', title: 'No picture', message: undefined },
};

export const LongGerman: Story = {
  args: {
    icon: 'clock',
    title: 'Einige Menüs wurden deaktiviert, weil die Küche bereits geschlossen ist',
    message:
      'Getränke und Desserts können Sie weiterhin bestellen. Fragen Sie das Personal nach den Öffnungszeiten der Küche.',
  },
};

export const UnbrokenChinese: Story = {
  args: {
    icon: 'search',
    title: '没有找到菜品麻婆豆腐宫保鸡丁鱼香肉丝回锅肉水煮牛肉东坡肉红烧狮子头',
    message: '请尝试其他名称或在其他菜单中搜索麻婆豆腐宫保鸡丁鱼香肉丝回锅肉水煮牛肉',
  },
};

export const Themes: Story = {
  args: { size: 'compact', action: <Button variant="secondary">Show all dishes</Button> },
  render: (args) => (
    <ThemeGrid>
      <EmptyState {...args} />
    </ThemeGrid>
  ),
};
