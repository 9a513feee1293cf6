import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { menuItems } from '../../server/seed/demo';
import { networkDelay } from '../delay';
import type { NetworkSpeed } from '../delay';

const ORDER_ID = 42;

/** A history dish shaped as GET /api/v2/orders/{id} lists it, from a demo menu item. */
function historyDish(
  detailId: number,
  menuItemId: number,
  turn: number,
  quantity: number,
  customer: string,
  isMake: number | null,
  excess = 0,
  remark = '',
) {
  const m =
    menuItems.find((d) => d.menu_item_id === menuItemId) ?? menuItems[detailId % menuItems.length]!;
  return {
    order_detail_id: detailId,
    menu_item_id: m.menu_item_id,
    item_id: m.menu_item_id,
    item_name1: m.item_name1,
    item_name2: m.item_name2,
    name_i18n: m.item_i18n,
    order_time: `2026-11-21T19:${String(10 + turn * 11).padStart(2, '0')}:00.000Z`,
    quantity,
    product_price: Number(m.price_1),
    excess_price: excess ? 3.5 : 0,
    count: quantity - excess,
    excess_count: excess,
    is_make: isMake,
    customer_name: customer,
    turn,
    remark,
    condiments: [],
    contents: [],
  };
}

function section(turn: number, dishes: ReturnType<typeof historyDish>[]) {
  return { turn, quantity: dishes.reduce((n, d) => n + d.quantity, 0), dishes };
}

/** Two rounds of two diners, one waiter dish and the cover charges: a dinner well under way. */
export function demoOrderHistory() {
  const plain = menuItems.filter((m) => m.item_type === 0).slice(0, 12);
  const id = (i: number) => plain[i % plain.length]!.menu_item_id;
  const customer = [
    section(1, [
      historyDish(1, id(0), 1, 2, '1', 2),
      historyDish(2, id(1), 1, 1, '2', 2),
      historyDish(3, id(2), 1, 3, '2', 1, 1),
    ]),
    section(2, [
      historyDish(4, id(3), 2, 1, '1', null, 0, 'no_sesame_please'),
      historyDish(5, id(4), 2, 2, '1', 3),
      historyDish(6, id(5), 2, 1, '2', 5),
    ]),
  ];
  const waiter = [section(2, [historyDish(7, id(6), 2, 1, 'waiter', 11)])];
  const extra = [section(1, [historyDish(8, id(7), 1, 2, '', 2)])];
  return {
    order_head_id: ORDER_ID,
    table_id: 6,
    status: 'open',
    customer_num: 2,
    should_amount: 59.8,
    dishes_history: { customer, waiter, other: [], extra },
    extra_dishes: extra[0]!.dishes,
  };
}

export function emptyOrderHistory() {
  return {
    ...demoOrderHistory(),
    should_amount: 0,
    dishes_history: { customer: [], waiter: [], other: [], extra: [] },
    extra_dishes: [],
  };
}

/** GET /api/v2/orders/{id} and /api/v2.5/orders/history-dish/{id} for the history view. */
export function historyHandlers(
  speed: NetworkSpeed = 'normal',
  body: ReturnType<typeof demoOrderHistory> = demoOrderHistory(),
): RequestHandler[] {
  return [
    http.get('*/api/v2/orders/:id', async () => {
      await networkDelay(speed);
      return HttpResponse.json(body);
    }),
    http.get('*/api/v2.5/orders/history-dish/:id', async () => {
      await networkDelay(speed);
      return HttpResponse.json({
        dish_round_customer_data: {},
        round_customer_dish_data: {},
        dishRuleData: {},
      });
    }),
  ];
}

/** The history calls failing (the view shows the retry). */
export function historyErrorHandlers(): RequestHandler[] {
  return [
    http.get('*/api/v2/orders/:id', () =>
      HttpResponse.json(
        { code: 'INTERNAL_ERROR', message: 'Internal server error' },
        { status: 500 },
      ),
    ),
    http.get('*/api/v2.5/orders/history-dish/:id', () =>
      HttpResponse.json(
        { code: 'INTERNAL_ERROR', message: 'Internal server error' },
        { status: 500 },
      ),
    ),
  ];
}
