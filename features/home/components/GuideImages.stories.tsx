import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyTexts } from '../../../.storybook/story-language';
import { demoGuideImageNames as guideImageNames } from '../../../mocks/handlers/home';
import { GuideImages } from './GuideImages';

/** Every picture in sight has loaded (its frame says so), so the screenshot shows it. */
async function picturesLoaded() {
  const doc = document;
  const inView = (img: HTMLImageElement) => {
    const r = img.getBoundingClientRect();
    const target = doc.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.width > 0 && target?.closest('[data-status]') === img.parentElement;
  };
  await waitFor(() => {
    const shown = [...doc.querySelectorAll('img')].filter(inView);
    expect(shown.length).toBeGreaterThan(0);
    for (const img of shown) expect(img).toHaveAttribute('data-loaded');
  });
}

/** The viewer's code is loaded when it is first opened: on a busy machine that takes a moment. */
const VIEWER_LOAD = { timeout: 10_000 };

const meta = {
  title: 'Screens/Home/GuideImages',
  component: GuideImages,
  // The demo's pictures (mocks: GET /guide/{name} draws them as the seed does).
  args: { names: guideImageNames, onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GuideImages>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The diner presses the entry: the viewer opens, named after the guide. */
async function openViewer({ canvas, globals, userEvent, args }: PlayContext) {
  const { t } = storyTexts(globals);
  await userEvent.click(
    canvas.getByRole('button', { name: t('home.guideHint', { count: args.names.length }) }),
  );
  await expect(args.onOpen).toHaveBeenCalledOnce();
  const dialog = await within(document.body).findByRole(
    'dialog',
    { name: t('home.guide') },
    VIEWER_LOAD,
  );
  return { t, dialog: within(dialog) };
}

/**
 * None: the list emptied while the page was open (the restaurant took the pictures away). The
 * entry is gone; the open viewer says there is no picture.
 */
export const None: Story = {
  args: { names: [], defaultOpen: true },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: t('home.guide') }, VIEWER_LOAD),
    );
    await expect(dialog.getByText(t('imageCarousel.noPicture'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /./ })).not.toBeInTheDocument();
  },
};
export const NoneLight: Story = { ...None, globals: { theme: 'light' } };
export const NoneGold: Story = { ...None, globals: { theme: 'gold' } };

/** One picture: no pager and no arrows, only the picture, which opens full screen on a tap. */
export const One: Story = {
  args: { names: guideImageNames.slice(0, 1) },
  play: async (context) => {
    const { t, dialog } = await openViewer(context);
    const alt = t('home.guideImage', { index: 1, total: 1 });
    await expect(
      dialog.getByRole('button', { name: t('imageCarousel.open', { alt }) }),
    ).toBeVisible();
    await expect(dialog.queryByRole('radiogroup')).not.toBeInTheDocument();
    await picturesLoaded();
  },
};
export const OneLight: Story = { ...One, globals: { theme: 'light' } };
export const OneGold: Story = { ...One, globals: { theme: 'gold' } };

/** Several pictures: the pager moves between the steps. */
export const Several: Story = {
  play: async (context) => {
    const { t, dialog } = await openViewer(context);
    const total = guideImageNames.length;
    const pager = dialog.getByRole('radiogroup', { name: t('imageCarousel.pager') });
    await expect(within(pager).getAllByRole('radio')).toHaveLength(total);
    await context.userEvent.click(
      within(pager).getByRole('radio', { name: t('imageCarousel.goTo', { index: 2 }) }),
    );
    await waitFor(() =>
      expect(
        within(pager).getByRole('radio', { name: t('imageCarousel.goTo', { index: 2 }) }),
      ).toBeChecked(),
    );
    await picturesLoaded();
  },
};
export const SeveralLight: Story = { ...Several, globals: { theme: 'light' } };
export const SeveralGold: Story = { ...Several, globals: { theme: 'gold' } };

/** A tap on a picture shows it full screen, whole, with its step in the diner's language. */
export const FullScreen: Story = {
  play: async (context) => {
    const { t, dialog } = await openViewer(context);
    const total = guideImageNames.length;
    const alt = t('home.guideImage', { index: 1, total });
    await context.userEvent.click(
      dialog.getByRole('button', { name: t('imageCarousel.open', { alt }) }),
    );
    const viewer = within(
      await within(document.body).findByRole('dialog', { name: t('imageCarousel.viewer') }),
    );
    await expect(viewer.getByText(alt)).toBeVisible();
    await context.userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(viewer.getByText(t('home.guideImage', { index: 2, total }))).toBeVisible(),
    );
    await picturesLoaded();
  },
};
export const FullScreenLight: Story = { ...FullScreen, globals: { theme: 'light' } };
export const FullScreenGold: Story = { ...FullScreen, globals: { theme: 'gold' } };
