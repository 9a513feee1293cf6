import { Profiler, act, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULE_CONFIG, createCart, reduceCart, toCartMetadata } from '../../../core';
import type { CartMetadata, RuleDish } from '../../../core';
import { messagesFor } from '../../../locales/catalogues';
import { clientState, updateClientState } from '../../../lib/session';
import { testRoot } from '../../../ui/testing/test-root';
import { resetCartStore } from '../../cart';
import { menuDishFixture } from '../fixtures';
import type { MenuDish } from '../menu-store';
import { MenuDishCard } from './MenuDishCard';

const dom = testRoot();

const EDAMAME = 101;
const WAKAME = 102;
const MISO = 103;
// Each dish in a category of its own, without a category cap: a line of one counts toward no
// limit of another.
const noCap = { category_order_limit: undefined, table_category_order_limit: undefined };
const edamame = menuDishFixture(EDAMAME, {
  item_name1: 'Edamame',
  price_1: 4,
  dmi_slu_id: 1,
  ...noCap,
});
const wakame = menuDishFixture(WAKAME, {
  item_name1: 'Wakame salad',
  price_1: 5,
  dmi_slu_id: 2,
  ...noCap,
});
const miso = menuDishFixture(MISO, {
  item_name1: 'Miso soup',
  price_1: 3,
  dmi_slu_id: 3,
  ...noCap,
});

/** A cart whose lines are `adds` in order: [dish id, count, diner]. */
function cartWith(adds: ReadonlyArray<[number, number, string]>): CartMetadata {
  const dishes = new Map<number, RuleDish>(
    [edamame, wakame, miso].map((d) => [
      d.menu_item_id,
      {
        menu_item_id: d.menu_item_id,
        item_name1: d.item_name1,
        item_type: 0,
        price_1: d.price_1,
        dmi_slu_id: d.dmi_slu_id,
      },
    ]),
  );
  let cart = createCart({ id: 'cart-5', orderId: 41, tableId: 5, now: 0 });
  let n = 0;
  for (const [originId, count, userId] of adds) {
    const result = reduceCart(
      cart,
      { type: 'add', originId, count, userId, userName: `Guest ${userId}` },
      {
        now: 0,
        config: DEFAULT_RULE_CONFIG,
        history: [],
        orderCustomerNum: 4,
        isBusinessTime: true,
        getDish: (id) => dishes.get(id),
        newId: () => `line-${++n}`,
      },
    );
    if (!result.ok) throw new Error(result.violation.message);
    cart = result.cart;
  }
  return toCartMetadata(cart, [], DEFAULT_RULE_CONFIG, 4);
}

describe('MenuDishCard', () => {
  const tab = clientState.peek().orderTab;
  beforeEach(() => {
    updateClientState({
      orderTab: {
        person: 4,
        orderId: 41,
        menuList: [],
        customer: '1',
        childNum: 0,
        otherNum: 0,
        normalNum: 4,
        orderCode: '',
        eatType: 0,
      },
    });
    resetCartStore(cartWith([]));
  });
  // The cards are still mounted: the stores' reset renders them, inside act.
  afterEach(() => {
    act(() => {
      resetCartStore();
      updateClientState({ orderTab: tab });
    });
  });

  /** Renders the cards of `dishes`, in the list's row layout, in English. */
  const renderDishes = (dishes: MenuDish[], wrap = (card: ReactNode, _dish: MenuDish) => card) =>
    act(() =>
      dom.root.render(
        <IntlProvider locale="en" messages={messagesFor('EN')}>
          {dishes.map((dish) =>
            wrap(
              <MenuDishCard
                key={dish.menu_item_id}
                dish={dish}
                layout="row"
                nameField="item_name1"
                outsideBusinessTime={false}
                onOpen={() => undefined}
              />,
              dish,
            ),
          )}
        </IntlProvider>,
      ),
    );

  /** The two cards, each in a profiler that counts its renders. */
  function renderCards() {
    const renders = new Map<string, number>();
    const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
    renderDishes([edamame, wakame], (card, dish) => (
      <Profiler key={dish.menu_item_id} id={dish.item_name1} onRender={count}>
        {card}
      </Profiler>
    ));
    renders.clear();
    return renders;
  }
  const label = (id: string, dish: string) => String(messagesFor('EN')[id]).replace('{dish}', dish);
  const removeButton = (name: string) =>
    dom.host.querySelector(`button[aria-label="${label('stepper.decrease', name)}"]`);

  it("renders again only the card whose own figures change: another diner's line changes no card", () => {
    const renders = renderCards();
    // Another diner adds two miso soups: a new cart, but this diner's counts and the limits of
    // both dishes are as they were.
    act(() => resetCartStore(cartWith([[MISO, 2, '2']])));
    expect(renders.get('Edamame') ?? 0).toBe(0);
    expect(renders.get('Wakame salad') ?? 0).toBe(0);

    // This diner adds a Wakame salad: its card shows one, the Edamame card is left alone.
    act(() =>
      resetCartStore(
        cartWith([
          [MISO, 2, '2'],
          [WAKAME, 1, '1'],
        ]),
      ),
    );
    expect(renders.get('Wakame salad') ?? 0).toBeGreaterThan(0);
    expect(renders.get('Edamame') ?? 0).toBe(0);
    expect(removeButton('Wakame salad')).not.toBeNull();
    expect(removeButton('Edamame')).toBeNull();
  });

  it('follows a new dish object for the same menu item (a menu loaded again)', () => {
    renderCards();
    act(() => resetCartStore(cartWith([[EDAMAME, 1, '1']])));
    const increase = () =>
      dom.host.querySelector<HTMLButtonElement>(
        `button[aria-label="${label('stepper.increase', 'Edamame (salted)')}"]`,
      );
    // The menu comes again with the dish renamed: the card shows the new name and its count.
    renderDishes([{ ...edamame, item_name1: 'Edamame (salted)' }]);
    expect(increase()?.disabled).toBe(false);
    // Then with a limit of one per table: the one in the cart is the most, "+" is disabled.
    renderDishes([
      {
        ...edamame,
        item_name1: 'Edamame (salted)',
        rule_lnr_enable: 1,
        rule_lnr_max_num: 5,
        rule_table_max_num: 1,
      },
    ]);
    expect(increase()?.disabled).toBe(true);
  });
});
