import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DishCard, dishCardLayouts } from './DishCard';
import type { DishCardProps } from './DishCard';
import { allergenKeys, labelKeys } from '../icons';
import { brokenPicture, dishPicture } from '../Picture/sample-pictures';
import { ThemeGrid } from '../../.storybook/ThemeGrid';

/** The menu page's cells: NORMAL cards in two columns (row 308), CAROUSEL rows of 128. */
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

/** Waits for the pictures in the page, so the screenshot shows them. */
async function picturesSettled(root: HTMLElement) {
  await waitFor(() => {
    for (const frame of root.ownerDocument.querySelectorAll('[data-status]')) {
      expect(frame.getAttribute('data-status')).not.toBe('loading');
    }
  });
}

const meta = {
  title: 'Components/DishCard',
  tags: ['autodocs'],
  component: DishCard,
  decorators: [cell],
  args: {
    layout: 'card',
    name: 'Gyoza di maiale',
    pictureSrc: dishPicture(3),
    price: 4.5,
    tags: ['gluten', 'soya', 'sesame', 'pig', 'cooked'],
    onAdd: fn(),
    onRemove: fn(),
    onOpen: fn(),
  },
  argTypes: { layout: { control: 'inline-radio', options: dishCardLayouts } },
} satisfies Meta<typeof DishCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const asRow = (story: Story): Story => ({ ...story, args: { ...story.args, layout: 'row' } });

export const Card: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const card = canvas.getByRole('article', { name: 'Gyoza di maiale' });
    await expect(within(card).getByText('€4.50')).toBeVisible();
    await expect(within(card).getByRole('img', { name: 'Gluten' })).toBeVisible();
    await expect(within(card).getByRole('img', { name: 'Contains pork' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Gyoza di maiale' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Gyoza di maiale' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await picturesSettled(canvasElement);
  },
};
export const Row = asRow(Card);

export const Flags: Story = {
  decorators: [],
  render: (args) => (
    <div style={grid}>
      <DishCard {...args} flag="hot" name="Uramaki dragon" pictureSrc={dishPicture(1)} />
      <DishCard {...args} flag="new" name="Ramen tonkotsu" pictureSrc={dishPicture(2)} />
      <DishCard {...args} flag="sale" name="Edamame" pictureSrc={dishPicture(4)} />
      <DishCard {...args} name="Sashimi misto" pictureSrc={dishPicture(5)} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      within(canvas.getByRole('article', { name: 'Uramaki dragon' })).getByText('Popular'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Ramen tonkotsu' })).getByText('New'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Edamame' })).getByText('Sale'),
    ).toBeVisible();
    // No flag, no tag.
    const plain = canvas.getByRole('article', { name: 'Sashimi misto' });
    await expect(within(plain).queryByText(/Popular|New|Sale/)).not.toBeInTheDocument();
    await picturesSettled(canvasElement);
  },
};
export const RowFlags: Story = {
  decorators: [],
  render: (args) => (
    <div style={rows}>
      <DishCard
        {...args}
        layout="row"
        flag="hot"
        name="Uramaki dragon"
        pictureSrc={dishPicture(1)}
      />
      <DishCard
        {...args}
        layout="row"
        flag="new"
        name="Ramen tonkotsu"
        pictureSrc={dishPicture(2)}
      />
      <DishCard {...args} layout="row" flag="sale" name="Edamame" pictureSrc={dishPicture(4)} />
    </div>
  ),
  play:
    Flags.play &&
    (async (ctx) => {
      await expect(ctx.canvas.getByText('Popular')).toBeVisible();
      await expect(ctx.canvas.getByText('New')).toBeVisible();
      await expect(ctx.canvas.getByText('Sale')).toBeVisible();
      await picturesSettled(ctx.canvasElement);
    }),
};

export const InCart: Story = {
  args: { quantity: 2 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Add Gyoza di maiale' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Gyoza di maiale' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove one Gyoza di maiale' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await picturesSettled(canvasElement);
  },
};
export const RowInCart = asRow(InCart);

export const AtMaximum: Story = {
  args: { quantity: 2, maxQuantity: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Add one Gyoza di maiale' })).toBeDisabled();
    await picturesSettled(canvasElement);
  },
};

export const AlreadyOrdered: Story = {
  args: { orderedCount: 3, quantity: 1 },
  play: async ({ canvas, canvasElement }) => {
    const badge = canvas.getByRole('img', { name: '3 already ordered by this table' });
    await expect(badge).toHaveTextContent('×3 ordered');
    // Ordered is not the same as a favourite of the table (that needs the popular hint).
    await expect(canvas.queryByText('Table favourite')).not.toBeInTheDocument();
    await picturesSettled(canvasElement);
  },
};
export const RowAlreadyOrdered = asRow(AlreadyOrdered);

/** Most of the table ordered it: a "Table favourite" flag, beside the restaurant's own flag. */
export const TableFavourite: Story = {
  args: { popular: true, flag: 'hot', orderedCount: 4 },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Gyoza di maiale' });
    await expect(within(card).getByText('Popular')).toBeVisible();
    const flag = within(card).getByText('Table favourite');
    await expect(flag).toBeVisible();
    await expectInsidePicture(card, flag);
    await picturesSettled(canvasElement);
  },
};
/** A row's small picture shows the star alone, named for screen readers. */
export const RowTableFavourite: Story = {
  args: { ...TableFavourite.args, layout: 'row' },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Gyoza di maiale' });
    const star = within(card).getByRole('img', { name: 'Table favourite' });
    await expectInsidePicture(card, star);
    await expectInsidePicture(card, within(card).getByText('Popular'));
    await picturesSettled(canvasElement);
  },
};

export const SoldOut: Story = {
  args: { stock: 0 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Sold out')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add Gyoza di maiale' });
    await expect(add).toBeDisabled();
    add.click();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await picturesSettled(canvasElement);
  },
};
export const RowSoldOut = asRow(SoldOut);

export const OutsideBusinessTime: Story = {
  args: { outsideBusinessTime: true, quantity: 1 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText('Not available at this time')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add one Gyoza di maiale' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove one Gyoza di maiale' })).toBeDisabled();
    // The detail still opens: the diner may read about the dish.
    await userEvent.click(canvas.getByRole('button', { name: 'Gyoza di maiale' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await picturesSettled(canvasElement);
  },
};
export const RowOutsideBusinessTime = asRow(OutsideBusinessTime);

/** An all-you-can-eat dish: nothing to pay beyond the menu's price, so no "€0.00". */
export const Included: Story = {
  args: { price: 0, included: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Included')).toBeVisible();
    await expect(canvas.getByText('Included in the menu price')).toBeInTheDocument();
    await expect(canvas.queryByText('€0.00')).toBeNull();
    await picturesSettled(canvasElement);
  },
};
export const RowIncluded = asRow(Included);

export const Bargain: Story = {
  args: { promotion: { remaining: null }, price: 2.9, originalPrice: 4.5 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Special offer')).toBeVisible();
    await expect(canvas.getByText('€2.90')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toHaveTextContent('€4.50');
    await picturesSettled(canvasElement);
  },
};
export const RowBargain = asRow(Bargain);

export const BargainLimited: Story = {
  args: {
    promotion: { remaining: 3 },
    price: 1.5,
    originalPrice: 3.8,
    name: 'Tempura di gamberi',
    pictureSrc: dishPicture(7),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Tempura di gamberi' })).toBeEnabled();
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
    name: 'Tempura di gamberi',
    pictureSrc: dishPicture(7),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
    await expect(canvas.getByText('Included')).toBeVisible();
    await expect(canvas.queryByText('€0.00')).toBeNull();
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
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
    const box = canvasElement.querySelector('article')!.getBoundingClientRect();
    // The units left stay in sight, whole.
    const left = canvas.getByText('Only 3 left').getBoundingClientRect();
    await expect(
      left.left >= box.left &&
        left.right <= box.right &&
        left.top >= box.top &&
        left.bottom <= box.bottom,
    ).toBe(true);
    // Every icon drawn lies wholly inside the card; the rest wrap out of sight.
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
        await expect(r.right).toBeLessThanOrEqual(box.right);
      }
    }
    // Those out of sight are counted, and named, by the "+N" beside them, which stays in sight.
    const more = await canvas.findByRole('img', { name: /^Also: / });
    const m = more.getBoundingClientRect();
    await expect(m.right <= box.right && m.bottom <= box.bottom).toBe(true);
    await expect(inSight + Number(more.textContent!.replace('+', ''))).toBe(5);
    await expect(more).toHaveAccessibleName(/pork/);
    await picturesSettled(canvasElement);
  },
};

export const BargainGone: Story = {
  args: {
    promotion: { remaining: 0 },
    price: 1.5,
    originalPrice: 3.8,
    name: 'Tempura di gamberi',
    pictureSrc: dishPicture(7),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Tempura di gamberi' })).toBeDisabled();
    await picturesSettled(canvasElement);
  },
};

export const ManyIcons: Story = {
  args: { tags: [...allergenKeys, ...labelKeys] },
  play: async ({ canvasElement }) => {
    // Card cap: 9 allergens and 4 labels, the rest behind "+N".
    const icons = canvasElement.querySelectorAll(
      '[data-icon]:not([data-icon="plus"]):not([data-icon="image"])',
    );
    await expect(icons).toHaveLength(13);
    const more = within(canvasElement).getByRole('img', { name: /^Also: / });
    await expect(more).toHaveTextContent('+14');
    await expect(more).toHaveAccessibleName(/Lupin/);
    await picturesSettled(canvasElement);
  },
};

export const RowManyIcons: Story = {
  args: { layout: 'row', tags: [...allergenKeys, ...labelKeys] },
  play: async ({ canvasElement }) => {
    // Row cap: 6 in all.
    const icons = canvasElement.querySelectorAll(
      '[data-icon]:not([data-icon="plus"]):not([data-icon="image"])',
    );
    await expect(icons).toHaveLength(6);
    await expect(within(canvasElement).getByRole('img', { name: /^Also: / })).toHaveTextContent(
      '+21',
    );
    await picturesSettled(canvasElement);
  },
};

export const RowManyIconsWithHistory: Story = {
  args: { layout: 'row', orderedCount: 2, tags: [...allergenKeys, ...labelKeys] },
  play: async ({ canvasElement }) => {
    // Row cap with the ordered badge: 4.
    const icons = canvasElement.querySelectorAll(
      '[data-icon]:not([data-icon="plus"]):not([data-icon="image"])',
    );
    await expect(icons).toHaveLength(4);
    await picturesSettled(canvasElement);
  },
};

export const SetMenu: Story = {
  args: {
    isSetMenu: true,
    name: 'Menù degustazione sushi',
    price: 24.9,
    tags: ['fish', 'soya', 'gluten', 'raw'],
    pictureSrc: dishPicture(8),
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText('Set menu')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Choose the dishes of Menù degustazione sushi' }),
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
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Gyoza di maiale' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await picturesSettled(canvasElement);
  },
};

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
  render: (args) => (
    <div style={grid}>
      <DishCard
        {...args}
        name="Nigiri salmone"
        price={3.2}
        tags={['fish', 'raw']}
        pictureSrc={dishPicture(1)}
        flag="hot"
      />
      <DishCard {...args} name="Gyoza di maiale" quantity={2} pictureSrc={dishPicture(3)} />
      <DishCard
        {...args}
        name="Tempura di gamberi"
        price={1.5}
        originalPrice={3.8}
        promotion={{ remaining: 5 }}

        tags={['crustaceans', 'gluten', 'eggs']}
        pictureSrc={dishPicture(7)}
      />
      <DishCard
        {...args}
        name="Edamame"
        price={3}
        tags={['soya', 'vegan', 'gluten_free']}
        pictureSrc={dishPicture(4)}
        orderedCount={2}
        flag="new"
      />
      <DishCard
        {...args}
        name="Pollo teriyaki"
        stock={0}
        tags={['soya', 'gluten', 'sesame', 'cooked']}
        pictureSrc={dishPicture(9)}
      />
      <DishCard
        {...args}
        name="Menù bambini"
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
  render: (args) => (
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
            name="Tempura di gamberi"
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Sold out')).toHaveLength(3);
    await picturesSettled(canvasElement);
  },
};
