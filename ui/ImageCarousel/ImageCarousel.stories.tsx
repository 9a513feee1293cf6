import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ImageCarousel } from './ImageCarousel';
import type { CarouselImage } from './ImageCarousel';
import { brokenPicture, bulletinPicture } from '../Picture/sample-pictures';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

const bulletins: CarouselImage[] = [
  { src: bulletinPicture(1), alt: 'Lunch all you can eat: € 16.90 from Monday to Friday' },
  { src: bulletinPicture(2), alt: 'New this month: ramen tonkotsu and gyoza' },
  { src: bulletinPicture(3), alt: 'Children under 6 eat free on Sundays' },
  { src: bulletinPicture(4), alt: 'Dinner all you can eat: € 27.90, drinks excluded' },
  { src: bulletinPicture(5), alt: 'Happy hour 18:00–19:30: sake and beer € 3' },
];

/** Waits until the pictures in view have loaded, so the screenshot shows them. */
async function picturesLoaded(root: HTMLElement) {
  const doc = root.ownerDocument;
  const inView = (img: HTMLImageElement) => {
    const r = img.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    return (
      r.width > 0 && doc.elementFromPoint(x, y)?.closest('[data-status]') === img.parentElement
    );
  };
  await waitFor(() => {
    const shown = [...doc.querySelectorAll('img')].filter(inView);
    for (const img of shown) expect(img).toHaveAttribute('data-loaded');
  });
}

const meta = {
  title: 'Components/ImageCarousel',
  tags: ['autodocs'],
  component: ImageCarousel,
  args: { images: bulletins, 'aria-label': 'Offers of the week', onIndexChange: fn() },
} satisfies Meta<typeof ImageCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bulletins: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const gallery = canvas.getByRole('group', { name: 'Offers of the week' });
    await expect(within(gallery).getAllByRole('group', { name: /of 5/ })).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Previous picture' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next picture' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Picture 2' })).toBeChecked());
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('radio', { name: 'Picture 5' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Next picture' })).toBeDisabled(),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Picture 1' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Previous picture' })).toBeDisabled(),
    );
    await picturesLoaded(canvasElement);
  },
};

export const Swipe: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const slide = canvas.getByRole('group', { name: '1 of 5' });
    const track = slide.parentElement as HTMLElement;
    // A swipe is the browser scrolling the track sideways by whole slides.
    track.scrollTo({ left: track.clientWidth * 2, behavior: 'instant' });
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Picture 3' })).toBeChecked());
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await picturesLoaded(canvasElement);
  },
};

export const FullScreenViewer: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next picture' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Picture 2' })).toBeChecked());
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'View full screen: New this month: ramen tonkotsu and gyoza',
      }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const viewer = await body.findByRole('dialog', { name: 'Picture viewer' });
    await expect(within(viewer).getByRole('heading')).toHaveTextContent('2 / 5');
    await expect(
      within(viewer).getByText('New this month: ramen tonkotsu and gyoza'),
    ).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(viewer).getByRole('heading')).toHaveTextContent('3 / 5'));
    await expect(within(viewer).getByText('Children under 6 eat free on Sundays')).toBeVisible();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next picture' }));
    await waitFor(() => expect(within(viewer).getByRole('heading')).toHaveTextContent('4 / 5'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(viewer).getByRole('heading')).toHaveTextContent('3 / 5'));
    await picturesLoaded(canvasElement);
  },
};

export const ViewerClosesWithEscape: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'View full screen: Lunch all you can eat: € 16.90 from Monday to Friday',
      }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Picture viewer' });
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(body.getByRole('heading')).toHaveTextContent('4 / 5'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // The gallery shows the picture the diner was looking at.
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Picture 4' })).toBeChecked());
    const open = canvas.getByRole('button', { name: /^View full screen: Dinner/ });
    await userEvent.click(open);
    const viewer = await body.findByRole('dialog', { name: 'Picture viewer' });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // The viewer gives focus back to the picture as it closes. After a diner's tap on "Close" the
    // browser draws no ring there; after the play function's synthetic click it would (the
    // picture is a native button, whose ring is the browser's :focus-visible): let it go.
    await waitFor(() => expect(open).toHaveFocus());
    open.blur();
    await picturesLoaded(canvasElement);
  },
};

export const MoreThanFive: Story = {
  args: {
    images: [
      ...bulletins,
      { src: bulletinPicture(6), alt: 'Sushi lovers night: every Thursday' },
      { src: bulletinPicture(7), alt: 'Gift cards available at the counter' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(
      canvas.queryByRole('button', { name: /Sushi lovers night/ }),
    ).not.toBeInTheDocument();
    await picturesLoaded(canvasElement);
  },
};

export const SinglePicture: Story = {
  args: { images: bulletins.slice(0, 1) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Next picture' })).not.toBeInTheDocument();
    await picturesLoaded(canvasElement);
  },
};

export const FailedPicture: Story = {
  args: {
    images: [
      { src: brokenPicture, alt: 'Lunch all you can eat: € 16.90 from Monday to Friday' },
      ...bulletins.slice(1, 3),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    // The failed picture keeps its frame, its glyph and its description. (Until the gallery is
    // seen near the screen, the picture is an <img> not yet fetched; then it fails.)
    const failed = await waitFor(() => {
      const frame = canvas.getByRole('img', {
        name: 'Lunch all you can eat: € 16.90 from Monday to Friday',
      });
      expect(frame.tagName).toBe('DIV');
      return frame;
    });
    await expect(failed.querySelector('[data-icon="image"]')).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

export const NoPicture: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Offers of the week' })).toHaveTextContent(
      'No picture',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Themes: Story = {
  render: (args) => (
    <ThemeGrid>
      <ImageCarousel {...args} />
    </ThemeGrid>
  ),
  play: async ({ canvasElement }) => {
    await picturesLoaded(canvasElement);
  },
};
