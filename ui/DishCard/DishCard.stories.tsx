import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DishCard, dishCardLayouts } from './DishCard';
import type { DishCardProps } from './DishCard';
import { allergenKeys, labelKeys } from '../icons';
import { brokenPicture, dishPicture, pictureControl } from '../Picture/sample-pictures';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { storyLanguage, storyTexts } from '../../.storybook/story-language';
import { tap } from '../../.storybook/tap';
import { demoDishName, sameDishIn } from '../../mocks/demo-dishes';

/**
 * Dish names come from the demo restaurant (`server/seed/demo`) in the toolbar's language, as the
 * menu picks them: args name a dish as written in any language, this shows it in the chosen one.
 */
const inToolbarLanguage: Decorator = (Story, { args, globals }) => {
  const { name } = args as unknown as DishCardProps;
  return <Story args={{ ...args, name: sameDishIn(name, storyLanguage(globals)) }} />;
};

/** What a play function expects on screen, in the toolbar's language: the name and the texts. */
function shown({ args, globals }: Pick<StoryContext<DishCardProps>, 'args' | 'globals'>) {
  return { name: sameDishIn(args.name, storyLanguage(globals)), ...storyTexts(globals) };
}

/** Demo dishes the stories draw, by item id. */
const dish = {
  edamame: 101,
  mixedSashimi: 304,
  salmonNigiri: 401,
  dragonRoll: 505,
  shrimpTempura: 801,
  porkGyoza: 803,
  tonkotsuRamen: 1001,
  teriyakiChicken: 1107,
  sakuraBoat: 1601,
  tasting: 1603,
} as const;

/** The menu page's cells: NORMAL cards in two columns (row 256), CAROUSEL rows of 128. */
const cell: Decorator = (Story, { args }) => (
  <div
    style={
      (args as unknown as DishCardProps).layout === 'row'
        ? { width: '100vw', boxSizing: 'border-box', padding: 8, height: 128 + 16 }
        : { width: 175, height: 300 }
    }
  >
    <Story />
  </div>
);

const grid = {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gridAutoRows: 300,
  gap: 8,
  width: '100vw',
  boxSizing: 'border-box',
  padding: 8,
} as const;
const rows = {
  display: 'grid',
  gridAutoRows: 128,
  gap: 8,
  width: '100vw',
  boxSizing: 'border-box',
  padding: 8,
} as const;

/** The flags stay whole on the card's picture. */
async function expectInsidePicture(card: HTMLElement, el: HTMLElement) {
  const picture = card.firstElementChild!.getBoundingClientRect();
  const box = el.getBoundingClientRect();
  await expect({
    left: box.left >= picture.left,
    right: box.right <= picture.right,
    bottom: box.bottom <= picture.bottom,
  }).toEqual({ left: true, right: true, bottom: true });
}

/** Matches the "+N" mark's name ("Also: …") in the toolbar's language. */
function alsoLabel(globals: StoryContext['globals']) {
  const [prefix = ''] = storyTexts(globals)
    .t('dishCard.moreTags', { tags: '\u0000' })
    .split('\u0000');
  return (name: string) => name.startsWith(prefix);
}

/**
 * Waits for the pictures in the page, so the screenshot shows them. Those below the screen are
 * not asked for until the page is scrolled near them (Picture's lazy loading): they stay out.
 */
async function picturesSettled(root: HTMLElement) {
  const doc = root.ownerDocument;
  const belowScreen = (frame: Element) =>
    frame.getBoundingClientRect().top >= (doc.defaultView?.innerHeight ?? 0);
  await waitFor(() => {
    for (const frame of doc.querySelectorAll('[data-status]')) {
      if (belowScreen(frame)) continue;
      expect(frame.getAttribute('data-status')).not.toBe('loading');
    }
  });
}

const meta = {
  title: 'Components/DishCard',
  tags: ['autodocs'],
  component: DishCard,
  decorators: [cell, inToolbarLanguage],
  args: {
    layout: 'card',
    name: demoDishName(dish.porkGyoza, 'EN'),
    pictureSrc: dishPicture(3),
    price: 4.5,
    tags: ['gluten', 'soya', 'sesame', 'pig', 'cooked'],
    onAdd: fn(),
    onRemove: fn(),
    onOpen: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: dishCardLayouts },
    pictureSrc: pictureControl,
  },
} satisfies Meta<typeof DishCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const asRow = (story: Story): Story => ({ ...story, args: { ...story.args, layout: 'row' } });

export const Card: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const { name, t, price } = shown({ args, globals });
    const card = canvas.getByRole('article', { name });
    await expect(within(card).getByText(price(4.5))).toBeVisible();
    await expect(within(card).getByRole('img', { name: t('icon.gluten') })).toBeVisible();
    await expect(within(card).getByRole('img', { name: t('icon.pig') })).toBeVisible();
    await tap(canvas.getByRole('button', { name: t('dishCard.add', { dish: name }) }), userEvent);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await tap(canvas.getByRole('button', { name }), userEvent);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await picturesSettled(canvasElement);
  },
};
export const Row = asRow(Card);

/** The same card with the toolbar on Chinese: the dish's name and every text follow it. */
export const CardInChinese: Story = { ...Card, globals: { locale: 'ZH' } };
/** … and on Italian. */
export const RowInItalian: Story = { ...Row, globals: { locale: 'IT' } };

const flagged = [
  { flag: 'hot', id: dish.dragonRoll, picture: 1 },
  { flag: 'new', id: dish.tonkotsuRamen, picture: 2 },
  { flag: 'sale', id: dish.edamame, picture: 4 },
] as const;

export const Flags: Story = {
  decorators: [],
  render: (args, { globals }) => (
    <div style={grid}>
      {flagged.map(({ flag, id, picture }) => (
        <DishCard
          key={id}
          {...args}
          flag={flag}
          name={demoDishName(id, storyLanguage(globals))}
          pictureSrc={dishPicture(picture)}
        />
      ))}
      <DishCard
        {...args}
        name={demoDishName(dish.mixedSashimi, storyLanguage(globals))}
        pictureSrc={dishPicture(5)}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const { language, t } = storyTexts(globals);
    for (const { flag, id } of flagged) {
      const card = canvas.getByRole('article', { name: demoDishName(id, language) });
      await expect(within(card).getByText(t(`dishCard.flag.${flag}`))).toBeVisible();
    }
    // No flag, no tag.
    const plain = canvas.getByRole('article', { name: demoDishName(dish.mixedSashimi, language) });
    for (const { flag } of flagged) {
      await expect(within(plain).queryByText(t(`dishCard.flag.${flag}`))).not.toBeInTheDocument();
    }
    await picturesSettled(canvasElement);
  },
};
export const RowFlags: Story = {
  decorators: [],
  render: (args, { globals }) => (
    <div style={rows}>
      {flagged.map(({ flag, id, picture }) => (
        <DishCard
          key={id}
          {...args}
          layout="row"
          flag={flag}
          name={demoDishName(id, storyLanguage(globals))}
          pictureSrc={dishPicture(picture)}
        />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const { language, t } = storyTexts(globals);
    for (const { flag, id } of flagged) {
      const card = canvas.getByRole('article', { name: demoDishName(id, language) });
      await expect(within(card).getByText(t(`dishCard.flag.${flag}`))).toBeVisible();
    }
    await picturesSettled(canvasElement);
  },
};

export const InCart: Story = {
  args: { quantity: 2 },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const { name, t } = shown({ args, globals });
    await expect(
      canvas.queryByRole('button', { name: t('dishCard.add', { dish: name }) }),
    ).not.toBeInTheDocument();
    await tap(
      canvas.getByRole('button', { name: t('stepper.increase', { dish: name }) }),
      userEvent,
    );
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await tap(
      canvas.getByRole('button', { name: t('stepper.decrease', { dish: name }) }),
      userEvent,
    );
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await picturesSettled(canvasElement);
  },
};
export const RowInCart = asRow(InCart);

export const AtMaximum: Story = {
  args: { quantity: 2, maxQuantity: 2 },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { name, t } = shown({ args, globals });
    await expect(
      canvas.getByRole('button', { name: t('stepper.increase', { dish: name }) }),
    ).toBeDisabled();
    await picturesSettled(canvasElement);
  },
};

/**
 * At a limit, the card says which one (the menu picks the text from the rule that stops the next
 * unit): visible beside the disabled plus, and its description for screen readers.
 */
function atLimit(
  kind: 'order' | 'person' | 'category' | 'stock',
  args: Story['args'] = { quantity: 2, maxQuantity: 2 },
): Story {
  return {
    args,
    render: (a, { globals }) => (
      <DishCard {...a} limitNote={storyTexts(globals).t(`dishCard.limit.${kind}`, { limit: 2 })} />
    ),
    play: async ({ canvas, canvasElement, args: a, globals }) => {
      const { name, t } = shown({ args: a, globals });
      const note = t(`dishCard.limit.${kind}`, { limit: 2 });
      await expect(canvas.getByText(note)).toBeVisible();
      const plus = canvas.getByRole('button', {
        name: t((a.quantity ?? 0) > 0 ? 'stepper.increase' : 'dishCard.add', { dish: name }),
      });
      await expect(plus).toBeDisabled();
      await expect(plus).toHaveAccessibleDescription(note);
      await picturesSettled(canvasElement);
    },
  };
}

/** The table may order two: both are in this diner's cart. */
export const AtLimitPerOrder = atLimit('order');
export const RowAtLimitPerOrder = asRow(AtLimitPerOrder);
export const AtLimitPerOrderLight: Story = { ...AtLimitPerOrder, globals: { theme: 'light' } };
export const AtLimitPerOrderGold: Story = { ...AtLimitPerOrder, globals: { theme: 'gold' } };
/** Each diner orders for themselves, two each. */
export const AtLimitPerPerson = atLimit('person');
/** The dish's category is capped (its other dishes count too): none in this diner's cart. */
export const AtLimitOfCategory = atLimit('category', { quantity: 0, maxQuantity: 0 });
export const RowAtLimitOfCategory = asRow(AtLimitOfCategory);
/** The offer's last units are in carts already. */
export const AtLimitOfOfferStock = atLimit('stock', {
  quantity: 2,
  maxQuantity: 2,
  promotion: { remaining: 2 },
  price: 3,
  originalPrice: 4.5,
});

export const AlreadyOrdered: Story = {
  args: { orderedCount: 3, quantity: 1 },
  play: async ({ canvas, canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    const badge = canvas.getByRole('img', { name: t('dishCard.orderedLabel', { count: 3 }) });
    await expect(badge).toHaveTextContent(t('dishCard.ordered', { count: 3 }));
    // Ordered is not the same as a favourite of the table (that needs the popular hint).
    await expect(canvas.queryByText(t('dishCard.popular'))).not.toBeInTheDocument();
    await picturesSettled(canvasElement);
  },
};
export const RowAlreadyOrdered = asRow(AlreadyOrdered);

/** Most of the table ordered it: a "Table favourite" flag, beside the restaurant's own flag. */
export const TableFavourite: Story = {
  args: { popular: true, flag: 'hot', orderedCount: 4 },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { name, t } = shown({ args, globals });
    const card = canvas.getByRole('article', { name });
    await expect(within(card).getByText(t('dishCard.flag.hot'))).toBeVisible();
    const flag = within(card).getByText(t('dishCard.popular'));
    await expect(flag).toBeVisible();
    await expectInsidePicture(card, flag);
    await picturesSettled(canvasElement);
  },
};
/** A row's small picture shows the star alone, named for screen readers. */
export const RowTableFavourite: Story = {
  args: { ...TableFavourite.args, layout: 'row' },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { name, t } = shown({ args, globals });
    const card = canvas.getByRole('article', { name });
    const star = within(card).getByRole('img', { name: t('dishCard.popular') });
    await expectInsidePicture(card, star);
    await expectInsidePicture(card, within(card).getByText(t('dishCard.flag.hot')));
    await picturesSettled(canvasElement);
  },
};

export const SoldOut: Story = {
  args: { stock: 0 },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { name, t } = shown({ args, globals });
    await expect(canvas.getByText(t('dishCard.soldOut'))).toBeVisible();
    const add = canvas.getByRole('button', { name: t('dishCard.add', { dish: name }) });
    await expect(add).toBeDisabled();
    add.click();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await picturesSettled(canvasElement);
  },
};
export const RowSoldOut = asRow(SoldOut);

export const OutsideBusinessTime: Story = {
  args: { outsideBusinessTime: true, quantity: 1 },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const { name, t } = shown({ args, globals });
    await expect(canvas.getByText(t('dishCard.outsideHours'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('stepper.increase', { dish: name }) }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: t('stepper.decrease', { dish: name }) }),
    ).toBeDisabled();
    // The detail still opens: the diner may read about the dish.
    await tap(canvas.getByRole('button', { name }), userEvent);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await picturesSettled(canvasElement);
  },
};
export const RowOutsideBusinessTime = asRow(OutsideBusinessTime);

/** An all-you-can-eat dish: nothing to pay beyond the menu's price, so no "€0.00". */
export const Included: Story = {
  args: { price: 0, included: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const { t, price } = storyTexts(globals);
    await expect(canvas.getByText(t('dishCard.included'))).toBeVisible();
    await expect(canvas.getByText(t('dishCard.includedLabel'))).toBeInTheDocument();
    await expect(canvas.queryByText(price(0))).toBeNull();
    await picturesSettled(canvasElement);
  },
};
export const RowIncluded = asRow(Included);

export const Bargain: Story = {
  args: { promotion: { remaining: null }, price: 2.9, originalPrice: 4.5 },
  play: async ({ canvas, canvasElement, globals }) => {
    const { t, price } = storyTexts(globals);
    await expect(canvas.getByText(t('dishCard.bargain'))).toBeVisible();
    await expect(canvas.getByText(price(2.9))).toBeVisible();
    await expect(canvasElement.querySelector('del')).toHaveTextContent(price(4.5));
    await picturesSettled(canvasElement);
  },
};
export const RowBargain = asRow(Bargain);

export const BargainLimited: Story = {
  args: {
    promotion: { remaining: 3 },
    price: 1.5,
    originalPrice: 3.8,
    name: demoDishName(dish.shrimpTempura, 'EN'),
    pictureSrc: dishPicture(7),
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { name, t } = shown({ args, globals });
    await expect(canvas.getByText(t('dishCard.bargainLeft', { count: 3 }))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('dishCard.add', { dish: name }) }),
    ).toBeEnabled();
    await picturesSettled(canvasElement);
  },
};
export const RowBargainLimited = asRow(BargainLimited);

/** A limited all-you-can-eat promotion (a premium dish, so many per evening): included, never "€0.00". */
export const BargainLimitedIncluded: Story = {
  args: {
    promotion: { remaining: 3 },
    price: 0,
    included: true,
    name: demoDishName(dish.shrimpTempura, 'EN'),
    pictureSrc: dishPicture(7),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const { t, price } = storyTexts(globals);
    await expect(canvas.getByText(t('dishCard.bargainLeft', { count: 3 }))).toBeVisible();
    await expect(canvas.getByText(t('dishCard.included'))).toBeVisible();
    await expect(canvas.queryByText(price(0))).toBeNull();
    await expect(canvasElement.querySelector('del')).toBeNull();
    await picturesSettled(canvasElement);
  },
};

/** A row as the menu lays it beside the category rail (280 × 124 px): icons that do not fit are left out whole, never cut. */
export const RowNarrowBargain: Story = {
  args: { ...BargainLimited.args, layout: 'row' },
  decorators: [
    (Story) => (
      <div style={{ width: 280, height: 124, display: 'grid' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    const onlyThree = t('dishCard.bargainLeft', { count: 3 });
    await expect(canvas.getByText(onlyThree)).toBeVisible();
    const box = canvasElement.querySelector('article')!.getBoundingClientRect();
    // The units left stay in sight, whole.
    const left = canvas.getByText(onlyThree).getBoundingClientRect();
    await expect(
      left.left >= box.left &&
        left.right <= box.right &&
        left.top >= box.top &&
        left.bottom <= box.bottom,
    ).toBe(true);
    // Every icon drawn lies wholly inside the card; the rest wrap out of sight. The card measures
    // its line when the browser first lays it out, so the count is read once it has settled.
    const iconsInSight = () => {
      let inSight = 0;
      for (const icon of canvasElement.querySelectorAll(
        'article [data-icon]:not([data-icon="plus"]):not([data-icon="image"])',
      )) {
        const r = icon.getBoundingClientRect();
        // Drawn: inside the card and on the one line its icons container shows.
        const line = icon.parentElement!.getBoundingClientRect();
        const shown =
          r.top + 1 >= box.top &&
          r.bottom <= Math.min(box.bottom, line.bottom + 1) &&
          r.left < box.right;
        if (shown) {
          inSight++;
          if (r.right > box.right) throw new Error('An icon in sight is cut at the edge');
        }
      }
      return inSight;
    };
    // Those out of sight are counted, and named, by the "+N" beside them, which stays in sight.
    const more = await canvas.findByRole('img', { name: alsoLabel(globals) });
    await waitFor(() =>
      expect(iconsInSight() + Number(more.textContent!.replace('+', ''))).toBe(5),
    );
    const m = more.getBoundingClientRect();
    await expect(m.right <= box.right && m.bottom <= box.bottom).toBe(true);
    await expect(more.getAttribute('aria-label')).toContain(t('icon.pig'));
    await picturesSettled(canvasElement);
  },
};

export const BargainGone: Story = {
  args: {
    promotion: { remaining: 0 },
    price: 1.5,
    originalPrice: 3.8,
    name: demoDishName(dish.shrimpTempura, 'EN'),
    pictureSrc: dishPicture(7),
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { name, t } = shown({ args, globals });
    await expect(canvas.getByText(t('dishCard.soldOut'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('dishCard.add', { dish: name }) }),
    ).toBeDisabled();
    await picturesSettled(canvasElement);
  },
};

export const ManyIcons: Story = {
  args: { tags: [...allergenKeys, ...labelKeys] },
  play: async ({ canvasElement, globals }) => {
    // Card cap: 9 allergens and 4 labels, the rest behind "+N".
    const icons = canvasElement.querySelectorAll(
      '[data-icon]:not([data-icon="plus"]):not([data-icon="image"])',
    );
    await expect(icons).toHaveLength(13);
    const more = within(canvasElement).getByRole('img', { name: alsoLabel(globals) });
    await expect(more).toHaveTextContent('+14');
    await expect(more.getAttribute('aria-label')).toContain(storyTexts(globals).t('icon.lupin'));
    await picturesSettled(canvasElement);
  },
};

export const RowManyIcons: Story = {
  args: { layout: 'row', tags: [...allergenKeys, ...labelKeys] },
  play: async ({ canvasElement, globals }) => {
    // Row cap: 6 in all.
    const icons = canvasElement.querySelectorAll(
      '[data-icon]:not([data-icon="plus"]):not([data-icon="image"])',
    );
    await expect(icons).toHaveLength(6);
    await expect(
      within(canvasElement).getByRole('img', { name: alsoLabel(globals) }),
    ).toHaveTextContent('+21');
    await picturesSettled(canvasElement);
  },
};

export const RowManyIconsWithHistory: Story = {
  args: { layout: 'row', orderedCount: 2, tags: [...allergenKeys, ...labelKeys] },
  play: async ({ canvasElement }) => {
    // The ordered count sits under the price: the row keeps its full cap of 6 icons.
    const icons = canvasElement.querySelectorAll(
      '[data-icon]:not([data-icon="plus"]):not([data-icon="image"])',
    );
    await expect(icons).toHaveLength(6);
    await picturesSettled(canvasElement);
  },
};

export const SetMenu: Story = {
  args: {
    isSetMenu: true,
    name: demoDishName(dish.sakuraBoat, 'EN'),
    price: 24.9,
    tags: ['fish', 'soya', 'gluten', 'raw'],
    pictureSrc: dishPicture(8),
  },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const { name, t } = shown({ args, globals });
    await expect(canvas.getByText(t('dishCard.setMenu'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('dishCard.chooseLabel', { dish: name }) }),
    );
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).not.toHaveBeenCalled();
    await picturesSettled(canvasElement);
  },
};
export const RowSetMenu = asRow(SetMenu);

export const PictureFails: Story = {
  args: { pictureSrc: brokenPicture },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status="failed"]')).toBeVisible(),
    );
    await expect(
      canvasElement.querySelector('[data-status="failed"] [data-icon="image"]'),
    ).toBeVisible();
  },
};
export const RowPictureFails = asRow(PictureFails);

export const Pending: Story = {
  args: { quantity: 1, isPending: true },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expect(
      canvas.getByRole('group', { name: shown({ args, globals }).name }),
    ).toHaveAttribute('aria-busy', 'true');
    await picturesSettled(canvasElement);
  },
};

/**
 * Names at the limits of the layout, each in the script it is written in (a German compound, an
 * Italian phrase, Chinese without spaces): the overflow they test is the same in every language.
 */
const longNames = [
  { name: 'Rindfleischsuppenschüsselchenvariationsteller', pictureSrc: dishPicture(11) },
  {
    name: 'Precipitevolissimevolmente fritto misto di calamari e gamberi della casa',
    pictureSrc: dishPicture(12),
  },
  { name: '四川麻辣水煮牛肉配手工宽面和时令蔬菜特别加量版', pictureSrc: dishPicture(13) },
  { name: 'Uramaki', pictureSrc: dishPicture(14) },
];

export const LongNames: Story = {
  decorators: [],
  render: (args) => (
    <div style={grid}>
      {longNames.map((n) => (
        <DishCard key={n.name} {...args} {...n} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Names stay inside their card: at most two lines, the whole name still their accessible name.
    for (const { name } of longNames) {
      const card = canvas.getByRole('article', { name: name });
      const nameButton = within(card).getByRole('button', { name: name });
      await expect(nameButton.scrollWidth).toBeLessThanOrEqual(nameButton.clientWidth + 1);
      await expect(nameButton.getBoundingClientRect().height).toBeLessThanOrEqual(2 * 16 * 1.2 + 1);
    }
    await picturesSettled(canvasElement);
  },
};

export const RowLongNames: Story = {
  decorators: [],
  render: (args) => (
    <div style={rows}>
      {longNames.slice(0, 3).map((n) => (
        <DishCard key={n.name} {...args} {...n} layout="row" quantity={2} orderedCount={1} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const { name } of longNames.slice(0, 3)) {
      const nameButton = canvas.getByRole('button', { name: name });
      await expect(nameButton.getBoundingClientRect().height).toBeLessThanOrEqual(2 * 16 * 1.2 + 1);
    }
    await picturesSettled(canvasElement);
  },
};

export const TwoColumnGrid: Story = {
  decorators: [],
  render: (args, { globals }) => (
    <div style={grid}>
      <DishCard
        {...args}
        name={demoDishName(dish.salmonNigiri, storyLanguage(globals))}
        price={3.2}
        tags={['fish', 'raw']}
        pictureSrc={dishPicture(1)}
        flag="hot"
      />
      <DishCard
        {...args}
        name={demoDishName(dish.porkGyoza, storyLanguage(globals))}
        quantity={2}
        pictureSrc={dishPicture(3)}
      />
      <DishCard
        {...args}
        name={demoDishName(dish.shrimpTempura, storyLanguage(globals))}
        price={1.5}
        originalPrice={3.8}
        promotion={{ remaining: 5 }}

        tags={['crustaceans', 'gluten', 'eggs']}
        pictureSrc={dishPicture(7)}
      />
      <DishCard
        {...args}
        name={demoDishName(dish.edamame, storyLanguage(globals))}
        price={3}
        tags={['soya', 'vegan', 'gluten_free']}
        pictureSrc={dishPicture(4)}
        orderedCount={2}
        flag="new"
      />
      <DishCard
        {...args}
        name={demoDishName(dish.teriyakiChicken, storyLanguage(globals))}
        stock={0}
        tags={['soya', 'gluten', 'sesame', 'cooked']}
        pictureSrc={dishPicture(9)}
      />
      <DishCard
        {...args}
        name={demoDishName(dish.tasting, storyLanguage(globals))}
        isSetMenu
        price={9.9}
        tags={[]}
        pictureSrc={brokenPicture}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await picturesSettled(canvasElement);
  },
};

export const Themes: Story = {
  decorators: [],
  render: (args, { globals }) => (
    <div style={{ width: '100vw' }}>
      <ThemeGrid>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            gridAutoRows: 300,
            gap: 8,
            width: '100%',
          }}
        >
          <DishCard {...args} quantity={1} orderedCount={2} flag="hot" popular />
          <DishCard
            {...args}
            name={demoDishName(dish.shrimpTempura, storyLanguage(globals))}
            promotion={{ remaining: 3 }}
            price={1.5}
            originalPrice={3.8}

            pictureSrc={dishPicture(7)}
            outsideBusinessTime
          />
        </div>
        <div style={{ height: 128, width: '100%' }}>
          <DishCard {...args} layout="row" stock={0} />
        </div>
      </ThemeGrid>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    await expect(within(canvasElement).getAllByText(t('dishCard.soldOut'))).toHaveLength(3);
    await picturesSettled(canvasElement);
  },
};
