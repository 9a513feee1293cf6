import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Picture, pictureFits, pictureRoundings } from './Picture';
import { brokenPicture, dishPicture } from './sample-pictures';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const meta = {
  title: 'Components/Picture',
  tags: ['autodocs'],
  component: Picture,
  args: { src: dishPicture(3), alt: 'Gyoza di maiale', rounded: 'md', onError: fn() },
  argTypes: {
    fit: { control: 'inline-radio', options: pictureFits },
    rounded: { control: 'inline-radio', options: pictureRoundings },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240, height: 180 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Gyoza di maiale' });
    await waitFor(() => expect(img).toHaveAttribute('data-loaded'));
    await expect(img).toHaveAttribute('loading', 'lazy');
  },
};

export const Failed: Story = {
  args: { src: brokenPicture },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(1));
    // The frame keeps its name and shows the glyph, not a broken-image icon.
    await expect(canvas.getByRole('img', { name: 'Gyoza di maiale' }).tagName).toBe('DIV');
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-icon="image"]')).toBeVisible();
  },
};

export const FailedWithDescription: Story = {
  args: {
    src: brokenPicture,
    alt: 'Lunch all you can eat: € 16.90 from Monday to Friday',
    describeOnError: true,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status="failed"]')).toHaveTextContent(
        'Lunch all you can eat',
      ),
    );
  },
};

export const NoAddress: Story = {
  args: { src: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Gyoza di maiale' })).toBeVisible();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const Contain: Story = {
  args: { fit: 'contain', rounded: 'none' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img')).toHaveAttribute('data-loaded'));
  },
};

export const Themes: Story = {
  decorators: [],
  render: (args) => (
    <ThemeGrid>
      <div style={{ display: 'flex', gap: 8, width: '100%' }}>
        <div style={{ width: 140, height: 105 }}>
          <Picture {...args} />
        </div>
        <div style={{ width: 140, height: 105 }}>
          <Picture {...args} src={brokenPicture} />
        </div>
      </div>
    </ThemeGrid>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('img[data-loaded]')).toHaveLength(3));
  },
};
