import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTexts } from '../.storybook/story-language';
import { CrashScreen, ErrorBoundary } from './ErrorBoundary';

/** A part of the page that cannot be drawn (a store left in a shape its view does not expect). */
function Broken({ broken }: { broken: boolean }): ReactNode {
  if (broken) throw new Error('The view met data it cannot draw');
  return <p>Menu</p>;
}

/** The app's own boundary, around every route: the whole screen, Reload only. */
function AppCrash() {
  return (
    <ErrorBoundary fallback={() => <CrashScreen fullScreen />}>
      <Broken broken />
    </ErrorBoundary>
  );
}

/**
 * The ordering page's boundary, around the menu and the history: its part of the screen, with
 * Back to the menu (which draws the part again) beside Reload.
 */
function OrderingPageCrash() {
  const [broken, setBroken] = useState(true);
  return (
    <div style={{ height: '100dvh', display: 'grid', gridTemplateRows: '1fr' }}>
      <ErrorBoundary
        fallback={(retry) => (
          <CrashScreen
            onBackToMenu={() => {
              setBroken(false);
              retry();
            }}
          />
        )}
      >
        <Broken broken={broken} />
      </ErrorBoundary>
    </div>
  );
}

const meta = {
  title: 'Screens/App/ErrorBoundary',
  component: ErrorBoundary,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

const args = { fallback: () => null, children: null };

async function crashScreen(canvasElement: HTMLElement, globals: StoryContext['globals']) {
  const { t } = storyTexts(globals);
  const alert = within(canvasElement).getByRole('alert');
  const a = within(alert);
  await expect(a.getByRole('heading', { name: t('errorBoundary.title') })).toBeVisible();
  await expect(a.getByText(t('errorBoundary.message'))).toBeVisible();
  return { t, a };
}

/** Something broke outside the ordering page: the whole screen says so, with Reload. */
export const AppLevel: Story = {
  args,
  render: () => <AppCrash />,
  play: async ({ canvasElement, globals }) => {
    const { t, a } = await crashScreen(canvasElement, globals);
    await expect(a.getByRole('button', { name: t('errorBoundary.reload') })).toBeVisible();
    await expect(
      a.queryByRole('button', { name: t('errorBoundary.backToMenu') }),
    ).not.toBeInTheDocument();
  },
};

/** The menu or the history broke: Back to the menu draws it again, the cart and order untouched. */
export const OrderingPage: Story = {
  args,
  render: () => <OrderingPageCrash />,
  play: async ({ canvasElement, globals, userEvent }) => {
    const { t, a } = await crashScreen(canvasElement, globals);
    await expect(a.getByRole('button', { name: t('errorBoundary.reload') })).toBeVisible();
    await userEvent.click(a.getByRole('button', { name: t('errorBoundary.backToMenu') }));
    await expect(await within(canvasElement).findByText('Menu')).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The ordering page's crash screen as the diner sees it, before Back to the menu. */
export const OrderingPageShown: Story = {
  args,
  render: () => <OrderingPageCrash />,
  play: async ({ canvasElement, globals }) => {
    const { t, a } = await crashScreen(canvasElement, globals);
    await expect(a.getByRole('button', { name: t('errorBoundary.backToMenu') })).toBeVisible();
  },
};

export const AppLevelLight: Story = { ...AppLevel, globals: { theme: 'light' } };
export const AppLevelGold: Story = { ...AppLevel, globals: { theme: 'gold' } };
export const OrderingPageLight: Story = { ...OrderingPageShown, globals: { theme: 'light' } };
export const OrderingPageGold: Story = { ...OrderingPageShown, globals: { theme: 'gold' } };
