import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button/Button';
import { IconButton } from '../../ui/IconButton/IconButton';
import { BottomBar } from '../../ui/BottomBar/BottomBar';
import { TableInfoWindow } from '../../ui/TableInfoWindow/TableInfoWindow';
import { vars } from '../../tokens';
import { clientState, updateClientState } from '../../lib/session';
import { demoDishName } from '../../mocks/demo-dishes';
import { GuideTour } from './GuideTour';
import { resetGuide } from './guide-store';

/** The ordering page's parts the tour points at, marked as /Main marks them. */
function OrderingPage() {
  const intl = useIntl();
  const language = clientState.value.language;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div
      style={{
        position: 'relative',
        height: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        background: vars.color.surface,
        color: vars.color.text,
      }}
    >
      <header data-guide="menu" style={{ padding: vars.space.sm }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.xs }}>
          <h1 style={{ flex: 1, margin: 0, fontSize: vars.fontSize.lg }}>
            {t('bottomBar.menuPage')}
          </h1>
          <div data-guide="find" style={{ display: 'flex' }}>
            <IconButton icon="search" label={t('menuPage.search')} />
            <IconButton icon="filter" label={t('menuPage.filter')} />
          </div>
          <div data-guide="view">
            <Button size="sm" variant="secondary">
              {t('menuPage.showList')}
            </Button>
          </div>
        </div>
      </header>
      <ul style={{ flex: 1, margin: 0, padding: vars.space.md, listStyle: 'none' }}>
        {[101, 803, 1601].map((id) => (
          <li key={id} style={{ padding: vars.space.sm }}>
            {demoDishName(id, language)}
          </li>
        ))}
      </ul>
      <div
        data-guide="round"
        style={{
          position: 'absolute',
          right: vars.space.sm,
          bottom: `calc(${vars.size.bottomBar} + ${vars.space.sm})`,
        }}
      >
        <TableInfoWindow
          tableName="T6"
          persons={2}
          ordered={3}
          turnLimit={8}
          round={2}
          maxRounds={4}
          secondsLeft={312}
        />
      </div>
      <BottomBar selected="menuPage" showCallWaiter cartCount={2} />
      <GuideTour />
    </div>
  );
}

const meta = {
  title: 'Screens/Guide/GuideTour',
  component: OrderingPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => () => resetGuide(0),
} satisfies Meta<typeof OrderingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLES = [
  'Welcome!',
  'Menus and categories',
  'Search and filter',
  'Pictures or list',
  'Your round',
  'The shared cart',
  'History and the waiter',
  "You're all set",
];
const stepDialog = (n: number) =>
  within(document.body).findByRole('dialog', { name: `Step ${n} of 8 ${TITLES[n - 1]}` });

/** Step `n` on screen: one card, with the focus on it, describing what its ring shows. */
function atStep(n: number): Story {
  return {
    beforeEach: () => {
      updateClientState({ tableId: 6, tableName: 'T6' });
      resetGuide(n);
    },
    play: async () => {
      const dialog = await stepDialog(n);
      await waitFor(() => expect(dialog).toHaveFocus());
      await expect(within(document.body).getAllByRole('dialog')).toHaveLength(1);
      if (n > 1 && n < 8)
        await waitFor(() => expect(dialog).toHaveAccessibleDescription(/Highlighted:/));
      await expect(within(dialog).queryByRole('button', { name: 'Skip tour' }) === null).toBe(
        n === 8,
      );
    },
  };
}

export const Step1Welcome = atStep(1);
export const Step2Menus = atStep(2);
export const Step3SearchFilter = atStep(3);
export const Step4ViewMode = atStep(4);
export const Step5Round = atStep(5);
export const Step6Cart = atStep(6);
export const Step7HistoryCall = atStep(7);
export const Step8Finish = atStep(8);

/** Next moves one step at a time, and the focus follows. */
export const NextStep: Story = {
  beforeEach: () => resetGuide(1),
  play: async ({ userEvent }) => {
    const first = await stepDialog(1);
    await userEvent.click(within(first).getByRole('button', { name: 'Next' }));
    const second = await stepDialog(2);
    await waitFor(() => expect(second).toHaveFocus());
    await expect(clientState.value.guideStep).toBe(2);
  },
};

/** Skipped with Escape: the page is back, the tour done and not shown again. */
export const Skipped: Story = {
  beforeEach: () => resetGuide(3),
  play: async ({ userEvent }) => {
    await stepDialog(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(clientState.value).toMatchObject({ guideStep: 0, guideDone: true });
  },
};

/** Finished: after step 8 the tour resets to 0 and is done. */
export const Finished: Story = {
  beforeEach: () => resetGuide(8),
  play: async ({ userEvent }) => {
    const last = await stepDialog(8);
    await userEvent.click(within(last).getByRole('button', { name: 'Start ordering' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(clientState.value).toMatchObject({ guideStep: 0, guideDone: true });
  },
};

const light = { globals: { theme: 'light' } } as const;
const gold = { globals: { theme: 'gold' } } as const;
export const Step1WelcomeLight: Story = { ...Step1Welcome, ...light };
export const Step1WelcomeGold: Story = { ...Step1Welcome, ...gold };
export const Step2MenusLight: Story = { ...Step2Menus, ...light };
export const Step2MenusGold: Story = { ...Step2Menus, ...gold };
export const Step3SearchFilterLight: Story = { ...Step3SearchFilter, ...light };
export const Step3SearchFilterGold: Story = { ...Step3SearchFilter, ...gold };
export const Step4ViewModeLight: Story = { ...Step4ViewMode, ...light };
export const Step4ViewModeGold: Story = { ...Step4ViewMode, ...gold };
export const Step5RoundLight: Story = { ...Step5Round, ...light };
export const Step5RoundGold: Story = { ...Step5Round, ...gold };
export const Step6CartLight: Story = { ...Step6Cart, ...light };
export const Step6CartGold: Story = { ...Step6Cart, ...gold };
export const Step7HistoryCallLight: Story = { ...Step7HistoryCall, ...light };
export const Step7HistoryCallGold: Story = { ...Step7HistoryCall, ...gold };
export const Step8FinishLight: Story = { ...Step8Finish, ...light };
export const Step8FinishGold: Story = { ...Step8Finish, ...gold };
export const SkippedLight: Story = { ...Skipped, ...light };
export const SkippedGold: Story = { ...Skipped, ...gold };
export const FinishedLight: Story = { ...Finished, ...light };
export const FinishedGold: Story = { ...Finished, ...gold };
