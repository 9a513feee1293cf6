import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { SetMenuDialog } from './SetMenuDialog';
import type { MenuDish } from '../menu-store';
import { menuDishFixture } from '../fixtures';
import { storyLanguage, storyTexts } from '../../../.storybook/story-language';
import { demoCourseGroupName, demoDishName, sameDishIn } from '../../../mocks/demo-dishes';

/** The bento's main-course group (required, choose one) and its first dish, salmon teriyaki (+2). */
const mainCourse = 4;
const salmonTeriyaki = 902;

/** The demo's "Lunch bento" set menu of the lunch menu (its course groups come from the mocks). */
const bento: MenuDish = menuDishFixture(1602, {
  menu_item_id: 11602,
  item_name1: 'Bento del pranzo',
  item_name2: '午餐便当',
  item_type: 3,
  dmi_slu_id: 116,
});

const meta = {
  title: 'Screens/Menu/SetMenuDialog',
  component: SetMenuDialog,
  args: { dish: bento, dishName: demoDishName(1602, 'EN'), onClose: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, context) => {
      const own = (context.parameters as { courseMocks?: RequestHandler[] }).courseMocks ?? [];
      const worker = (context as unknown as { msw?: { use: (...h: RequestHandler[]) => void } })
        .msw;
      if (own.length && worker) worker.use(...own);
      // The set menu's name in the toolbar's language, as the menu names it.
      const dishName = sameDishIn(context.args.dishName, storyLanguage(context.globals));
      return <Story args={{ ...context.args, dishName }} />;
    },
  ],
} satisfies Meta<typeof SetMenuDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Required groups start filled where the set says "all", the main course waits for a choice. */
export const Groups: Story = {
  play: async ({ globals }) => {
    const { t, language } = storyTexts(globals);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await dialog.findByRole('heading', { name: demoCourseGroupName(mainCourse, language) });
    await dialog.findByText(t('setMenu.required', { n: 1 }));
    await expect(dialog.getByText('0/1')).toBeVisible();
  },
};

/** Confirming with a group unfilled marks it and adds nothing; choosing a main course shows the total. */
export const FailingThenChosen: Story = {
  play: async ({ args, globals }) => {
    const { t, price, language } = storyTexts(globals);
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog'));
    const mainName = demoCourseGroupName(mainCourse, language);
    await dialog.findByRole('heading', { name: mainName });
    await userEvent.click(dialog.getByRole('button', { name: t('setMenu.confirmIncluded') }));
    await dialog.findByText(t('setMenu.requiredShort'));
    await expect(args.onClose).not.toHaveBeenCalled();
    const main = dialog.getByRole('region', { name: mainName });
    const salmon = demoDishName(salmonTeriyaki, language);
    await userEvent.click(
      within(main).getByRole('button', { name: t('stepper.increase', { dish: salmon }) }),
    );
    await waitFor(() =>
      expect(
        dialog.getByRole('button', {
          // The price's no-break spaces read as plain ones, as `price` writes them.
          name: (name) => name.replace(/\s/g, ' ') === t('setMenu.confirm', { total: price(2) }),
        }),
      ).toBeVisible(),
    );
  },
};

/** The same in Chinese: every text the play looks for is the Chinese one. */
export const FailingThenChosenInChinese: Story = {
  ...FailingThenChosen,
  globals: { locale: 'ZH' },
};

/** The same in Italian. */
export const FailingThenChosenInItalian: Story = {
  ...FailingThenChosen,
  globals: { locale: 'IT' },
};

/** While the course groups load. */
export const Loading: Story = {
  parameters: {
    courseMocks: [
      http.get('*/api/v3/dish/course', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    ],
  },
  play: async ({ globals }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      storyTexts(globals).t('common.loading'),
    );
  },
};

/** The course groups fail to load. */
export const LoadError: Story = {
  parameters: {
    courseMocks: [
      http.get('*/api/v3/dish/course', () =>
        HttpResponse.json(
          { statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: 'x' },
          { status: 500 },
        ),
      ),
    ],
  },
  play: async ({ globals }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await dialog.findByText(storyTexts(globals).t('menu.loadFailed'));
  },
};

/** Light theme. */
export const Light: Story = { globals: { theme: 'light' }, play: Groups.play };

/** Gold theme. */
export const Gold: Story = { globals: { theme: 'gold' }, play: Groups.play };
