import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { popularDishes, type DishRoundCustomerData } from './popularity';

/** History from [dish, customer, units] triples, all in round 1 unless a round is given. */
const history = (
  ...rows: [dish: number, customer: string, units: number, round?: number][]
): DishRoundCustomerData => {
  const out: Record<string, Record<string, Record<string, number>>> = {};
  for (const [dish, customer, units, round = 1] of rows) {
    const byRound = (out[String(dish)] ??= {});
    const byCustomer = (byRound[String(round)] ??= {});
    byCustomer[customer] = (byCustomer[customer] ?? 0) + units;
  }
  return out;
};

describe('popularDishes: share of guests (0.51, at least two guests)', () => {
  it('marks a dish ordered by 51% of the guests or more, not by fewer', () => {
    // 4 guests: 3 of them (75%) ordered dish 1, 2 of them (50%, one below 0.51) dish 2.
    const data = history([1, '1', 1], [1, '2', 1], [1, '3', 1], [2, '1', 1], [2, '4', 1]);
    expect(popularDishes(data, 4)).toEqual(new Map([[1, 'guests']]));
  });

  it('counts the exact boundary: 51 of 100 guests is a favourite, 50 is not', () => {
    const rows = (n: number, dish: number) =>
      Array.from({ length: n }, (_, i) => [dish, String(i + 1), 1] as [number, string, number]);
    expect(popularDishes(history(...rows(51, 7)), 100).get(7)).toBe('guests');
    expect(popularDishes(history(...rows(50, 7)), 100).get(7)).toBeUndefined();
  });

  it('needs two guests: a lone diner, or one guest of two, is not the table', () => {
    expect(popularDishes(history([1, '1', 2]), 1).get(1)).toBeUndefined();
    expect(popularDishes(history([1, '1', 1]), 2).get(1)).toBeUndefined();
    expect(popularDishes(history([1, '1', 1], [1, '2', 1]), 2).get(1)).toBe('guests');
  });

  it('counts the customers seen in the history when the order says fewer guests', () => {
    // The order says 2, but 4 customers ordered: 2 of 4 is under 0.51.
    const data = history([1, '1', 1], [1, '2', 1], [2, '3', 1], [2, '4', 1]);
    expect(popularDishes(data, 2).get(1)).toBeUndefined();
  });

  it('treats customer "" and "0" as "1" (ordering.md §5)', () => {
    const data = history([1, '0', 1], [1, '', 1], [1, '1', 1]);
    // One customer in all: not a favourite by guests; 3 items for 1 guest, all of them this dish.
    expect(popularDishes(data, 1).get(1)).toBe('items');
    expect(popularDishes(history([1, '0', 1], [1, '1', 1]), 2).get(1)).toBeUndefined();
  });
});

describe('popularDishes: share of items (0.2 once the table has 3 items per guest)', () => {
  it('waits for 3 items per guest: 5 items for 2 guests is too early, 6 is enough', () => {
    // Guest 1 alone ordered dish 9 (so the guest share cannot mark it); 2 of 5, then 2 of 6.
    const early = history([9, '1', 2], [1, '1', 1], [2, '2', 1], [3, '2', 1]);
    expect(popularDishes(early, 2).get(9)).toBeUndefined();
    const enough = history([9, '1', 2], [1, '1', 1], [2, '2', 1], [3, '2', 1], [4, '2', 1]);
    expect(popularDishes(enough, 2).get(9)).toBe('items');
  });

  it('marks 20% of the items, not 19%', () => {
    // 1 guest, 100 items: dish 1 has 20, dish 2 has 19.
    const data = history([1, '1', 20], [2, '1', 19], [3, '1', 61]);
    const hints = popularDishes(data, 1);
    expect(hints.get(1)).toBe('items');
    expect(hints.get(2)).toBeUndefined();
    expect(hints.get(3)).toBe('items');
  });

  it('adds up rounds and ignores counts that are not positive numbers', () => {
    const data: DishRoundCustomerData = {
      '1': { '1': { '1': 2 }, '2': { '1': 2 } },
      '2': { '1': { '1': -5, '2': Number.NaN } },
      x: { '1': { '1': 9 } },
    };
    expect(popularDishes(data, 1)).toEqual(new Map([[1, 'items']]));
  });

  it('has nothing to say about an empty or missing history', () => {
    expect(popularDishes(null, 4).size).toBe(0);
    expect(popularDishes({}, 4).size).toBe(0);
  });
});

describe('popularDishes: properties', () => {
  it('marks only dishes in the history, each for a reason that holds', () => {
    const row = fc.tuple(
      fc.integer({ min: 1, max: 6 }),
      fc.constantFrom('1', '2', '3', '4', '5'),
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 1, max: 3 }),
    );
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 40 }),
        fc.integer({ min: 0, max: 8 }),
        (rows, guests) => {
          const data = history(...rows);
          const hints = popularDishes(data, guests);
          const customers = new Set(rows.map((r) => r[1]));
          const g = Math.max(guests, customers.size, 1);
          const total = rows.reduce((n, r) => n + r[2], 0);
          for (const [dish, reason] of hints) {
            const mine = rows.filter((r) => r[0] === dish);
            expect(mine.length).toBeGreaterThan(0);
            const who = new Set(mine.map((r) => r[1])).size;
            const units = mine.reduce((n, r) => n + r[2], 0);
            if (reason === 'guests') expect(who >= 2 && who >= 0.51 * g).toBe(true);
            else expect(total >= 3 * g && units >= 0.2 * total).toBe(true);
          }
          // At most five dishes can each hold 20% of the items.
          expect([...hints.values()].filter((r) => r === 'items').length).toBeLessThanOrEqual(5);
        },
      ),
    );
  });
});
