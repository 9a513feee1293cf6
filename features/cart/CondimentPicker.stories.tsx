import { useEffect, useMemo, useState } from 'react';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedName } from '../../core';
import { NotificationRegion } from '../../ui/Notifications/Notifications';
import { NotificationQueue } from '../../ui/Notifications/queue';
import { storyLanguage, storyTexts } from '../../.storybook/story-language';
import { demoCondimentGroups, demoDish, demoDishName } from '../../mocks/demo-dishes';
import { cartErrorNotice } from './cart-store';
import { CondimentPicker } from './CondimentPicker';
import { condimentGroupsOf, offerCondiments, unmetGroupIds } from './condiments';

/** Demo dishes: a roll with sauces and extras, a ramen whose spice level must be chosen. */
const ROLL = 502;
const RAMEN = 1001;

interface ChoiceProps {
  /** The demo dish whose own groups are offered. */
  itemId: number;
  /** The server's refusal the app shows as a notice, when the story has one. */
  refusal?: string;
}

/**
 * The picker as the dish's condiment choice holds it (CondimentChoice, LineEditor): the groups the
 * menu offers for this dish, the choice kept here, the groups still missing a choice marked.
 */
function Choice({ itemId, refusal }: ChoiceProps) {
  const groups = useMemo(() => {
    const dish = demoDish(itemId);
    offerCondiments([
      {
        menu_item_id: itemId,
        condiments: demoCondimentGroups(itemId),
        required_condiment: dish.required_condiment,
      },
    ]);
    return condimentGroupsOf(itemId);
  }, [itemId]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [queue] = useState(() => new NotificationQueue({ duration: 10 * 60_000 }));
  useEffect(() => {
    if (refusal) queue.warning(refusal);
  }, [queue, refusal]);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 390, padding: 16 }}>
      <CondimentPicker
        groups={groups}
        chosen={chosen}
        onChange={setChosen}
        unmet={unmetGroupIds(groups, chosen)}
      />
      <NotificationRegion queue={queue} />
    </div>
  );
}

const meta = {
  title: 'Screens/Cart/CondimentPicker',
  component: Choice,
  args: { itemId: ROLL },
} satisfies Meta<typeof Choice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names the picker shows for a demo dish's groups and condiments, in the toolbar's language. */
function shown(itemId: number, globals: StoryContext['globals']) {
  const language = storyLanguage(globals);
  const groups = demoCondimentGroups(itemId);
  return {
    ...storyTexts(globals),
    dish: demoDishName(itemId, language),
    group: (i: number) => localizedName(groups[i]!.name_i18n, language, ''),
    condiment: (g: number, i: number) => {
      const c = groups[g]!.condiments[i]!;
      return localizedName(c.name_i18n, language, c.item_name1);
    },
  };
}

const chip = (canvas: HTMLElement, name: string) =>
  within(canvas).getByRole('button', { name: new RegExp(`^${name}`) });

/** Optional groups (sauces, extras): any number of each, none needed, paid extras priced. */
export const Optional: Story = {
  play: async ({ canvasElement, globals, userEvent }) => {
    const { group, condiment } = shown(ROLL, globals);
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: group(0) })).toBeVisible();
    await expect(c.getByRole('group', { name: group(1) })).toBeVisible();
    await expect(c.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(chip(canvasElement, condiment(0, 0)));
    await userEvent.click(chip(canvasElement, condiment(0, 2)));
    await userEvent.click(chip(canvasElement, condiment(1, 0)));
    await expect(c.getAllByRole('button', { pressed: true })).toHaveLength(3);
  },
};

/** A required group (the ramen's spice level): marked until one is chosen, and one at most. */
export const RequiredGroup: Story = {
  args: { itemId: RAMEN },
  play: async ({ canvasElement, globals, userEvent }) => {
    const { t, group, condiment } = shown(RAMEN, globals);
    const c = within(canvasElement);
    const spice = c.getByRole('group', {
      name: `${group(0)} · ${t('condiments.required')}`,
    });
    await expect(spice).toHaveAttribute('aria-invalid', 'true');
    await expect(within(spice).getByRole('alert')).toHaveTextContent(t('condiments.chooseOne'));
    await userEvent.click(chip(canvasElement, condiment(0, 0)));
    await expect(spice).not.toHaveAttribute('aria-invalid');
    await expect(c.queryByRole('alert')).not.toBeInTheDocument();
    // One spice level: choosing another swaps it.
    await userEvent.click(chip(canvasElement, condiment(0, 2)));
    await expect(c.getAllByRole('button', { pressed: true })).toHaveLength(1);
    await expect(chip(canvasElement, condiment(0, 2))).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The required group before any choice, as the dish's + opens it. */
export const RequiredGroupMissing: Story = {
  args: { itemId: RAMEN },
  play: async ({ canvasElement, globals }) => {
    const { t } = shown(RAMEN, globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('condiments.chooseOne'),
    );
  },
};

/**
 * The server refused a condiment the dish does not offer (CONDIMENT_NOT_OFFERED: a stale menu, or
 * a crafted request): the cart is unchanged and the diner is told, in their language.
 */
export const NotOffered: Story = {
  render: (args, { globals }) => {
    const [notice] = cartErrorNotice({
      serverEventName: '/cart2/update',
      code: 'CONDIMENT_NOT_OFFERED',
      rule: null,
      message: 'This condiment is not offered with this dish',
    });
    return <Choice {...args} refusal={notice && storyTexts(globals).t(notice.id)} />;
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = shown(ROLL, globals);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(t('condiments.notOffered')),
    ).toBeVisible();
    await expect(within(canvasElement).getAllByRole('button', { pressed: false }).length).toBe(
      demoCondimentGroups(ROLL).flatMap((g) => g.condiments).length,
    );
  },
};

export const OptionalLight: Story = { ...Optional, globals: { theme: 'light' } };
export const OptionalGold: Story = { ...Optional, globals: { theme: 'gold' } };
export const RequiredGroupMissingLight: Story = {
  ...RequiredGroupMissing,
  globals: { theme: 'light' },
};
export const RequiredGroupMissingGold: Story = {
  ...RequiredGroupMissing,
  globals: { theme: 'gold' },
};
export const NotOfferedLight: Story = { ...NotOffered, globals: { theme: 'light' } };
export const NotOfferedGold: Story = { ...NotOffered, globals: { theme: 'gold' } };
