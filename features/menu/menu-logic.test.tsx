import { describe, expect, it } from 'vitest';
import {
  buildRows,
  categoryAtOffset,
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
    // Title 40 + two card rows of 308: the second category starts at 656.
    expect(categoryAtOffset(normal, 'NORMAL', 0)).toBe(1);
    expect(categoryAtOffset(normal, 'NORMAL', 655)).toBe(1);
    expect(categoryAtOffset(normal, 'NORMAL', 656)).toBe(2);
  });
});
