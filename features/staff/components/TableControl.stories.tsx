import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLanguage, storyTexts } from '../../../.storybook/story-language';
import { ConsoleShell } from './StaffConsole';
import { resetStaffStore } from '../staff-store';
import { pinnedNow } from '../use-now';
import { floorFixture } from '../fixtures';
import type { StaffMenu } from '../names';

const SESSION = { employee_id: 1, name: 'Giulia', role: 'manager', exp: 4_000_000_000 };

/** The restaurant's menus, its own names Italian: lunch, dinner and drinks. */
const NAMES = {
  1: { IT: 'Pranzo', EN: 'Lunch', ZH: '午餐' },
  2: { IT: 'Cena', EN: 'Dinner', ZH: '晚餐' },
  3: { IT: 'Bevande', EN: 'Drinks', ZH: '饮品' },
} as const;
const MENUS: StaffMenu[] = ([1, 2, 3] as const).map((id) => ({
  main_group_id: id,
  main_group_name: NAMES[id].IT,
  name_i18n: NAMES[id],
}));
const nameIn = (globals: Readonly<Record<string, unknown>>, id: 1 | 2 | 3) => {
  const l = storyLanguage(globals);
  return l === 'IT' || l === 'ZH' ? NAMES[id][l] : NAMES[id].EN;
};

/** At dinner the rule in force hides lunch and opens with dinner (the floor's open_menus). */
function seedAtDinner(offered: number[] = [2, 3], default_menu: number | null = 2) {
  const now = Date.now();
  pinnedNow.value = now;
  resetStaffStore({
    session: SESSION,
    tables: floorFixture(now),
    menus: MENUS,
    openMenus: { offered, default_menu },
  });
}

const meta = {
  title: 'Screens/Staff/Table control',
  component: ConsoleShell,
  parameters: {
    layout: 'fullscreen',
    // A tablet held sideways (1024 × 768), as the console is used on the floor.
    viewport: {
      options: {
        tabletLandscape: {
          name: 'Tablet landscape',
          styles: { width: '1024px', height: '768px' },
          type: 'tablet',
        },
      },
    },
  },
  globals: { viewport: { value: 'tabletLandscape', isRotated: false } },
  beforeEach: () => seedAtDinner(),
} satisfies Meta<typeof ConsoleShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog of the free table T1 and answers it. */
async function openFreeTable(
  canvas: { findByRole: (role: string, o: object) => Promise<HTMLElement> },
  userEvent: { click: (e: HTMLElement) => Promise<void> },
  globals: Readonly<Record<string, unknown>>,
) {
  const { t } = storyTexts(globals);
  const free = `T1 ${t('staff.floor.state.free')}`;
  await userEvent.click(
    await canvas.findByRole('button', { name: (name: string) => name.startsWith(free) }),
  );
  return within(
    await within(document.body).findByRole('dialog', {
      name: t('staff.table.title', { name: 'T1' }),
    }),
  );
}

/** The kitchen is closed: no menu is offered, the dialog says so and cannot open the table. */
export const KitchenClosed: Story = {
  beforeEach: () => seedAtDinner([], null),
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const dialog = await openFreeTable(canvas, userEvent, globals);
    await expect(dialog.getByText(t('staff.table.noMenuNow'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('staff.table.open') })).toBeDisabled();
  },
};

/**
 * Opening a free table at dinner: the menus the rule in force offers (dinner and drinks, not
 * lunch), in the staff's language, dinner (the rule's default) already chosen.
 */
export const OpenAtDinner: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const dialog = await openFreeTable(canvas, userEvent, globals);
    const choice = dialog.getByRole('button', {
      name: (name) => name.startsWith(nameIn(globals, 2)),
    });
    await expect(choice).toBeVisible();
    await userEvent.click(choice);
    const list = within(await within(document.body).findByRole('listbox'));
    await expect(list.getByRole('option', { name: nameIn(globals, 2) })).toBeVisible();
    await expect(list.getByRole('option', { name: nameIn(globals, 3) })).toBeVisible();
    await expect(list.queryByRole('option', { name: nameIn(globals, 1) })).toBeNull();
    // Choosing dinner again closes the list, the dialog at rest (no keyboard focus ring).
    await userEvent.click(list.getByRole('option', { name: nameIn(globals, 2) }));
  },
};

/** The same in Italian: the restaurant's own names. */
export const OpenAtDinnerInItalian: Story = { ...OpenAtDinner, globals: { locale: 'IT' } };
