import { useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CategoryRail } from './CategoryRail';
import type { CategoryLimitAlert, MenuCategory } from '../CategoryTabs/category';
import {
  sampleCategories,
  longCategoryNames,
  chineseCategoryNames,
  manyCategories,
} from '../CategoryTabs/sample-categories';
import { Button } from '../Button/Button';
import { ThemeGrid } from '../../.storybook/ThemeGrid';
import { vars } from '../../tokens';

const dishesOf: Record<string, [string, string][]> = {
  Antipasti: [
    ['Edamame', '1 porzione'],
    ['Gyoza di maiale', '4 pezzi'],
    ['Involtini primavera', '2 pezzi'],
  ],
  Nigiri: [
    ['Nigiri salmone', '2 pezzi'],
    ['Nigiri tonno', '2 pezzi'],
    ['Nigiri gambero cotto', '2 pezzi'],
  ],
  Sashimi: [
    ['Sashimi salmone', '5 fette'],
    ['Sashimi branzino', '5 fette'],
  ],
  Uramaki: [
    ['California roll', '8 pezzi'],
    ['Uramaki tempura', '8 pezzi'],
    ['Philadelphia roll', '8 pezzi'],
  ],
};

function Dishes({ category }: { category: MenuCategory }) {
  const names = dishesOf[category.name] ?? [[`${category.name} della casa`, '1 porzione']];
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {names.map(([n, portion]) => (
        <li
          key={n}
          style={{
            padding: 12,
            borderBottom: `1px solid ${vars.color.border}`,
            display: 'flex',
            justifyContent: 'space-between',
            gap: 8,
          }}
        >
          <span>{n}</span>
          <span style={{ color: vars.color.textMuted }}>{portion}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Components/CategoryRail',
  tags: ['autodocs'],
  component: CategoryRail,
  args: {
    categories: sampleCategories,
    onSelectionChange: fn(),
    children: (c) => <Dishes category={c} />,
  },
  decorators: [
    (Story) => (
      <div style={{ height: 560, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryRail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Categories' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    await expect(canvas.getByRole('tab', { name: 'Antipasti' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Nigiri 3 of 6 ordered' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Edamame');
  },
};

export const Press: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /^Uramaki/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(104);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('California roll');
  },
};

/** Up and down arrows walk the rail. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Antipasti' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(102);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Sashimi branzino');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: /^Nigiri/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const LimitReached: Story = {
  args: { selectedId: 103 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('tab', { name: 'Sashimi 4 of 4 ordered, limit reached' }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

function AlertDemo() {
  const [alert, setAlert] = useState<CategoryLimitAlert | null>(null);
  const [selected, setSelected] = useState<Key>(103);
  return (
    <>
      <Button size="sm" onPress={() => setAlert((a) => ({ id: 103, seq: (a?.seq ?? 0) + 1 }))}>
        Add one more Sashimi
      </Button>
      <div style={{ flex: 1, minHeight: 0, marginTop: 8 }}>
        <CategoryRail
          categories={sampleCategories}
          selectedId={selected}
          onSelectionChange={setSelected}
          limitAlert={alert}
        >
          {(c) => <Dishes category={c} />}
        </CategoryRail>
      </div>
    </>
  );
}

/** The server refused a dish for the category's limit: the entry nudges, each time. */
export const LimitHit: Story = {
  render: () => <AlertDemo />,
  play: async ({ canvas, userEvent }) => {
    const tab = () => canvas.getByRole('tab', { name: /^Sashimi/ });
    await expect(tab().querySelector('[data-alert]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add one more Sashimi' }));
    const first = tab().querySelector('[data-alert]');
    await expect(first).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add one more Sashimi' }));
    await expect(tab().querySelector('[data-alert]')).not.toBe(first);
  },
};

export const Takeout: Story = {
  args: { isTakeout: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Sashimi' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-limit-count]')).toBeNull();
  },
};

/** Twenty categories: the rail scrolls and keeps the selected one in view. */
export const ManyCategories: Story = {
  args: { categories: manyCategories, defaultSelectedId: 417 },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await waitFor(() => {
      const l = list.getBoundingClientRect();
      const t = canvas.getByRole('tab', { selected: true }).getBoundingClientRect();
      expect(t.top).toBeGreaterThanOrEqual(l.top);
      expect(t.bottom).toBeLessThanOrEqual(l.bottom);
    });
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent('Griglia');
  },
};

/** Long German and Italian names wrap inside the narrow rail. */
export const LongNames: Story = {
  globals: { locale: 'DE' },
  args: { categories: longCategoryNames, selectedId: 202 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('tab', {
        name: 'Specialità della casa alla griglia 2 von 2 bestellt, Limit erreicht',
      }),
    ).toBeVisible();
  },
};

export const ItalianNames: Story = {
  globals: { locale: 'IT' },
  args: { categories: longCategoryNames },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Categorie' })).toBeVisible();
    await expect(
      canvas.getByRole('tab', {
        name: 'Hausgemachte Teigwaren mit Meeresfrüchten 1 di 4 ordinati',
      }),
    ).toBeVisible();
  },
};

/** Chinese names without spaces wrap by character. */
export const ChineseNames: Story = {
  globals: { locale: 'ZH' },
  args: { categories: chineseCategoryNames },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '寿司 已点 5 份，已达上限 5 份' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: {
    categories: sampleCategories.map((c) => (c.id === 102 ? { ...c, isDisabled: true } : c)),
  },
  play: async ({ canvas, userEvent, args }) => {
    const nigiri = canvas.getByRole('tab', { name: /^Nigiri/ });
    await expect(nigiri).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(nigiri);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Antipasti' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(103);
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const Themes: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => (
    <ThemeGrid minWidth={300}>
      <div style={{ height: 220, width: '100%', display: 'flex' }}>
        <CategoryRail {...args} categories={sampleCategories.slice(0, 4)} defaultSelectedId={103} />
      </div>
    </ThemeGrid>
  ),
};
