import { describe, expect, it } from 'vitest';
import {
  buildRows,
  PULL_SWITCH_DISTANCE,
  adjacentMenu,
  categoryAt,
  categoryAtOffset,
  categoryStarts,
  orderedMenus,
  pullPastEdge,
  rowHeight,
  matchesSearch,
  menuListHeight,
  passesFilter,
  titleIndexOf,
} from './menu-logic';
import { menuDishFixture } from './fixtures';

const dish = menuDishFixture;

describe('Menu page rules', () => {
  it('sizes the list as the window minus 50 and 30, and 47 more in NORMAL', () => {
    expect(menuListHeight(844, 'CAROUSEL')).toBe(764);
    expect(menuListHeight(844, 'NORMAL')).toBe(717);
  });

  it('finds dishes by a case-insensitive part of the displayed or the localised name', () => {
    const d = dish(1, { item_name1: 'Salmone Sashimi', item_name2: '三文鱼刺身' });
    expect(matchesSearch(d, 'SASHIMI', 'item_name1', 'Salmon sashimi')).toBe(true);
    expect(matchesSearch(d, '三文鱼', 'item_name2', '')).toBe(true);
    expect(matchesSearch(d, '三文鱼', 'item_name1', 'Salmon sashimi')).toBe(false);
    expect(matchesSearch(d, 'salmon', 'item_name1', 'Salmon sashimi')).toBe(true);
    expect(matchesSearch(d, 'tonno', 'item_name1', 'Salmon sashimi')).toBe(false);
  });

  it('hides dishes with an excluded allergen and keeps only dishes with every chosen label', () => {
    // The spec's star-separated string is read as well as a list.
    const tofu = dish(1, {
      allergen: 'soya*sesame' as unknown as string[],
      other_detail_info: ['vegan', 'vegetarian'],
    });
    expect(passesFilter(tofu, new Set(['gluten']), new Set())).toBe(true);
    expect(passesFilter(tofu, new Set(['sesame']), new Set())).toBe(false);
    expect(passesFilter(tofu, new Set(), new Set(['vegan', 'vegetarian']))).toBe(true);
    expect(passesFilter(tofu, new Set(), new Set(['vegan', 'raw']))).toBe(false);
  });

  it('lays out two dishes per row in NORMAL and one in CAROUSEL, and follows the scroll to the category in view', () => {
    const shown = [
      { id: 1, name: 'Antipasti', category: null, dishes: [dish(1), dish(2), dish(3)] },
      { id: 2, name: 'Zuppe', category: null, dishes: [dish(4)] },
    ];
    const normal = buildRows(shown, 'NORMAL');
    expect(normal.map((r) => r.kind)).toEqual(['title', 'dishes', 'dishes', 'title', 'dishes']);
    expect(buildRows(shown, 'CAROUSEL')).toHaveLength(6);
    expect(titleIndexOf(normal, 2)).toBe(3);
    // Title 40 + two card rows of 256: the second category starts at 552.
    expect(categoryAtOffset(normal, 'NORMAL', 0)).toBe(1);
    expect(categoryAtOffset(normal, 'NORMAL', 551)).toBe(1);
    expect(categoryAtOffset(normal, 'NORMAL', 552)).toBe(2);
  });

  it('finds the category in view of a long menu from its category starts, as a walk down the rows would', () => {
    const shown = Array.from({ length: 40 }, (_, c) => ({
      id: 100 + c,
      name: `C${c}`,
      category: null,
      dishes: Array.from({ length: 1 + (c % 7) }, (_, d) => dish(c * 10 + d)),
    }));
    for (const mode of ['NORMAL', 'CAROUSEL'] as const) {
      const rows = buildRows(shown, mode);
      const starts = categoryStarts(rows, mode);
      expect(starts.map((s) => s.categoryId)).toEqual(shown.map((c) => c.id));
      const walk = (offset: number) => {
        let y = 0;
        let current = rows[0]?.categoryId ?? null;
        for (const row of rows) {
          if (y > offset) break;
          current = row.categoryId;
          y += rowHeight(row, mode);
        }
        return current;
      };
      for (const s of starts)
        for (const offset of [s.start - 1, s.start, s.start + 1])
          expect(categoryAt(starts, offset)).toBe(walk(offset));
      expect(categoryAt(starts, -50)).toBe(100);
      expect(categoryAt(starts, 1e9)).toBe(139);
    }
    expect(categoryAt([], 10)).toBeNull();
  });

  it('switches first-level menu only on a pull past the top (previous) or the bottom (next)', () => {
    const top = { atTop: true, atBottom: false };
    const bottom = { atTop: false, atBottom: true };
    const middle = { atTop: false, atBottom: false };
    expect(pullPastEdge(top, 30)).toEqual({ direction: 'previous', distance: 30, armed: false });
    expect(pullPastEdge(top, PULL_SWITCH_DISTANCE)?.armed).toBe(true);
    expect(pullPastEdge(bottom, -PULL_SWITCH_DISTANCE - 1)).toEqual({
      direction: 'next',
      distance: PULL_SWITCH_DISTANCE + 1,
      armed: true,
    });
    // Scrolling back into the list, or dragging in its middle, is no pull.
    expect(pullPastEdge(top, -200)).toBeNull();
    expect(pullPastEdge(bottom, 200)).toBeNull();
    expect(pullPastEdge(middle, -200)).toBeNull();
  });

  it('goes through the menus in the restaurant order, whichever is current, stopping at the ends', () => {
    const lunch = { main_group_id: 1, main_group_name: 'Lunch' };
    const dinner = { main_group_id: 2, main_group_name: 'Dinner' };
    const allDay = { main_group_id: 4, main_group_name: 'All day' };
    // The table keeps its current menu first; the restaurant lists all day, lunch, dinner.
    const ordered = orderedMenus([dinner, lunch, allDay], [4, 1, 2, 3]);
    expect(ordered).toEqual([allDay, lunch, dinner]);
    expect(adjacentMenu(ordered, 1, 'next')).toBe(dinner);
    expect(adjacentMenu(ordered, 1, 'previous')).toBe(allDay);
    expect(adjacentMenu(ordered, 2, 'next')).toBeNull();
    expect(adjacentMenu(ordered, 4, 'previous')).toBeNull();
    expect(adjacentMenu(ordered, 9, 'next')).toBeNull();
    // Without the restaurant's list, by id.
    expect(orderedMenus([dinner, allDay, lunch], [])).toEqual([lunch, dinner, allDay]);
  });

  it('shows each of the last, short categories as current in turn when the list reaches its end', () => {
    // A long first category, then two short ones that can never reach the top of a 600 px view.
    const shown = [
      {
        id: 1,
        name: 'Sushi',
        category: null,
        dishes: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => dish(n)),
      },
      { id: 2, name: 'Dolci', category: null, dishes: [dish(9)] },
      { id: 3, name: 'Bevande', category: null, dishes: [dish(10)] },
    ];
    const rows = buildRows(shown, 'CAROUSEL');
    // 40 + 8 × 128 = 1064: Dolci starts there, Bevande at 1232; the list is 1400 tall.
    const total = rows.reduce((h, r) => h + rowHeight(r, 'CAROUSEL'), 0);
    const at = (top: number) =>
      categoryAtOffset(rows, 'CAROUSEL', top, { height: 600, remaining: total - 600 - top });
    expect(at(0)).toBe(1);
    // More than a screen left to scroll: the top of the view decides.
    expect(at(150)).toBe(1);
    // At the very end the last category is current, and just before it the one before.
    expect(at(total - 600)).toBe(3);
    expect(at(total - 600 - 100)).toBe(2);
  });
});
