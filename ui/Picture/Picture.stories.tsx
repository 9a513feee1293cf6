import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Picture, pictureFits, pictureRoundings } from './Picture';
import { brokenPicture, dishPicture, pictureControl } from './sample-pictures';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { storyLanguage } from '../../.storybook/story-language';
import { demoDishName, sameDishIn } from '../../mocks/demo-dishes';
import type { PictureProps } from './Picture';

/** A dish's picture is named as the menu names the dish, in the toolbar's language. */
const inToolbarLanguage: Decorator = (Story, { args, globals }) => {
  const { alt } = args as unknown as PictureProps;
  return <Story args={{ ...args, alt: sameDishIn(alt, storyLanguage(globals)) }} />;
};

/** The picture's name on screen, in the toolbar's language. */
const shownAlt = ({ args, globals }: Pick<StoryContext<PictureProps>, 'args' | 'globals'>) =>
  sameDishIn(args.alt, storyLanguage(globals));

const meta = {
  title: 'Components/Picture',
  tags: ['autodocs'],
  component: Picture,
  args: { src: dishPicture(3), alt: demoDishName(803, 'EN'), rounded: 'md', onError: fn() },
  argTypes: {
    src: pictureControl,
    fit: { control: 'inline-radio', options: pictureFits },
    rounded: { control: 'inline-radio', options: pictureRoundings },
  },
  decorators: [
    inToolbarLanguage,
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
  play: async ({ canvas, args, globals }) => {
    const img = canvas.getByRole('img', { name: shownAlt({ args, globals }) });
    await waitFor(() => expect(img).toHaveAttribute('data-loaded'));
    await expect(img).toHaveAttribute('loading', 'lazy');
  },
};

export const Failed: Story = {
  args: { src: brokenPicture },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(1));
    // The frame keeps its name and shows the glyph, not a broken-image icon.
    await expect(canvas.getByRole('img', { name: shownAlt({ args, globals }) }).tagName).toBe(
      'DIV',
    );
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
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByRole('img', { name: shownAlt({ args, globals }) })).toBeVisible();
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
  decorators: [inToolbarLanguage],
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
