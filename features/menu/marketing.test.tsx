import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKETING_TIP_THROTTLE_MS, PROMOTION_STOCK, type PromotionStock } from '../../core';
import { messagesFor } from '../../locales/catalogues';
import {
  addFromMenu,
  applyAvailability,
  applyPromotionStock,
  menuDish,
  receiveMarketing,
  TipThrottle,
  type PromotionTipInfo,
} from './marketing';
import { currentMenu, type FullMenu, type MenuDish } from './menu-store';
import { menuCategoryFixture, menuDishFixture, menuFixture } from './fixtures';

const dish = (id: number, over: Partial<MenuDish> = {}): MenuDish =>
  menuDishFixture(id, { item_name1: `Dish ${id}`, item_name2: '', price_1: 4, ...over });

const mochi = dish(5, { bargain_stype: 2, bargain_num_cur: 6, bargain_price: 2 });
const menu = (): FullMenu =>
  menuFixture(9, {
    main_group_name: 'Dinner',
    menu_item_slu: [
      menuCategoryFixture(1, { dmi_slu_name: 'Starters', menu_item: [dish(1), dish(2)] }),
      menuCategoryFixture(2, { dmi_slu_name: 'Desserts', menu_item: [mochi] }),
    ],
  });
const stock = (menu_item_id: number, bargain_num_cur: number): PromotionStock => ({
  menu_item_id,
  bargain_item_id: 100 + menu_item_id,
  bargain_stype: 2,
  bargain_num_cur,
});

beforeEach(() => {
  currentMenu.value = menu();
});
afterEach(() => {
  currentMenu.value = null;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('dishes sold out during service (IS_UPDATE_MENU)', () => {
  it('greys the named dish and brings it back, touching only its category', () => {
    const before = currentMenu.value!;
    applyAvailability({ menu_item_ids: [2], sold_out: true });
    expect(menuDish(2)?.sold_out).toBe(1);
    expect(menuDish(1)?.sold_out).toBe(0);
    expect(currentMenu.value!.menu_item_slu[1]).toBe(before.menu_item_slu[1]);
    applyAvailability({ menu_item_ids: [2], sold_out: false });
    expect(menuDish(2)?.sold_out).toBe(0);
  });

  it('ignores a malformed message', () => {
    const before = currentMenu.value!;
    applyAvailability({ menu_item_ids: 'all', sold_out: true });
    applyAvailability(null);
    expect(currentMenu.value).toBe(before);
  });
});

describe('promotion stock on the menu', () => {
  it('writes the units left into the changed dish only, keeping the other categories as they were', () => {
    const before = currentMenu.value!;
    applyPromotionStock([stock(5, 2)]);
    const after = currentMenu.value!;
    expect(after).not.toBe(before);
    expect(menuDish(5)?.bargain_num_cur).toBe(2);
    expect(after.menu_item_slu[0]).toBe(before.menu_item_slu[0]);
    expect(after.menu_item_slu[1]).not.toBe(before.menu_item_slu[1]);
  });

  it('leaves the menu untouched when nothing it shows changed', () => {
    const before = currentMenu.value!;
    applyPromotionStock([stock(77, 0)]);
    applyPromotionStock([stock(5, 6)]);
    expect(currentMenu.value).toBe(before);
  });
});

describe('MARKETING', () => {
  it('updates the menu and offers a tip for a promotion running low that the diner can see', () => {
    const tips: PromotionTipInfo[] = [];
    receiveMarketing({ kind: PROMOTION_STOCK, dishes: [stock(5, 3), stock(77, 0)] }, (t) =>
      tips.push(t),
    );
    expect(menuDish(5)?.bargain_num_cur).toBe(3);
    expect(tips).toEqual([{ dish: menuDish(5), left: 3 }]);
  });

  it('updates without a tip while the stock is still plentiful, and ignores malformed payloads', () => {
    const tips: PromotionTipInfo[] = [];
    receiveMarketing({ kind: PROMOTION_STOCK, dishes: [stock(5, 40)] }, (t) => tips.push(t));
    expect(menuDish(5)?.bargain_num_cur).toBe(40);
    receiveMarketing(
      { kind: PROMOTION_STOCK, dishes: [{ menu_item_id: 5, bargain_num_cur: 'none' }] },
      (t) => tips.push(t),
    );
    receiveMarketing('sold out', (t) => tips.push(t));
    expect(menuDish(5)?.bargain_num_cur).toBe(40);
    expect(tips).toEqual([]);
  });

  it('has both tips in the seven languages', () => {
    for (const lang of ['EN', 'IT', 'ZH', 'ES', 'DE', 'PT', 'FR'] as const) {
      const m = messagesFor(lang);
      expect(m['menuPage.promotionLeft'], lang).toContain('{name}');
      expect(m['menuPage.promotionSoldOut'], lang).toContain('{name}');
    }
  });
});

describe('TipThrottle', () => {
  it('shows the first tip at once and the newest of the following ones when 5 s have passed', () => {
    vi.useFakeTimers();
    const shown: string[] = [];
    const throttle = new TipThrottle<string>(
      (t) => shown.push(t),
      MARKETING_TIP_THROTTLE_MS,
      () => Date.now(),
    );
    throttle.offer('a');
    expect(shown).toEqual(['a']);
    vi.advanceTimersByTime(1000);
    throttle.offer('b');
    throttle.offer('c');
    vi.advanceTimersByTime(MARKETING_TIP_THROTTLE_MS - 1000 - 1);
    expect(shown).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['a', 'c']);
    // The next one waits for the interval after 'c'.
    throttle.offer('d');
    expect(shown).toEqual(['a', 'c']);
    vi.advanceTimersByTime(MARKETING_TIP_THROTTLE_MS);
    expect(shown).toEqual(['a', 'c', 'd']);
    vi.advanceTimersByTime(MARKETING_TIP_THROTTLE_MS);
    throttle.offer('e');
    expect(shown).toEqual(['a', 'c', 'd', 'e']);
  });

  it('drops what waits when disposed', () => {
    vi.useFakeTimers();
    const shown: string[] = [];
    const throttle = new TipThrottle<string>((t) => shown.push(t));
    throttle.offer('a');
    throttle.offer('b');
    throttle.dispose();
    vi.advanceTimersByTime(MARKETING_TIP_THROTTLE_MS * 2);
    expect(shown).toEqual(['a']);
  });
});

describe('adding from the menu', () => {
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('sends a dish without a count at once, without asking for its stock', () => {
    const fetch = vi.spyOn(window, 'fetch');
    const add = vi.fn();
    void addFromMenu(dish(1), add);
    expect(add).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('re-reads a limited promotion first: sends it while units are left', async () => {
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockResolvedValue(
        answer({ bargain_item_id: 105, menu_item_id: 5, bargain_stype: 2, bargain_num_cur: 1 }),
      );
    const add = vi.fn();
    expect(await addFromMenu(mochi, add)).toBe(true);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v3/bargain_price_item?menu_item_id=5');
    expect(add).toHaveBeenCalledWith(mochi);
    expect(menuDish(5)?.bargain_num_cur).toBe(1);
  });

  it('at 0 sends nothing and the menu shows the promotion sold out', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(
      answer({ bargain_item_id: 105, menu_item_id: 5, bargain_stype: 2, bargain_num_cur: 0 }),
    );
    const add = vi.fn();
    expect(await addFromMenu(mochi, add)).toBe(false);
    expect(add).not.toHaveBeenCalled();
    expect(menuDish(5)?.bargain_num_cur).toBe(0);
  });

  it('leaves the decision to the server when the stock cannot be read', async () => {
    vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('offline'));
    const add = vi.fn();
    expect(await addFromMenu(mochi, add)).toBe(true);
    expect(add).toHaveBeenCalledTimes(1);
    expect(menuDish(5)?.bargain_num_cur).toBe(6);
  });
});
