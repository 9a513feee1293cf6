import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, diner, dish, table, T0, TOPPING, type TestTable } from '../testing/fixtures';
import type { RuleConfig } from '../rules/config';
import { r1Limits, r3TurnLimit, r8Limits, countUnits } from '../rules/limits';
import { lineTotalCents } from './lines';
import type { CartOperation } from './reducer';
import type { CartDish, RuleDish } from './types';
import { toCartMetadata } from './view';

const RUNS = Number(process.env.CORE_PROPERTY_RUNS ?? 120);

const dishArb = (id: number): fc.Arbitrary<RuleDish> =>
  fc
    .record({
      r1: fc.constantFrom('off', 'off', 'hard', 'soft'),
      max: fc.integer({ min: 0, max: 5 }),
      tableMax: fc.constantFrom(0, 2, 5, 999),
      exempt: fc.boolean(),
      category: fc.constantFrom(1, 2),
      bargain: fc.constantFrom(null, null, null, null, 0, 3),
      price: fc.constantFrom(0, 0.1, 1.25, 3.3, -2),
      excessPrice: fc.constantFrom(0, 0.7, 2.5),
    })
    .map((p) =>
      dish(id, {
        price_1: p.price,
        dmi_slu_id: p.category,
        not_joining_global_limit: p.exempt ? 1 : 0,
        rule_lnr_enable: p.r1 === 'off' ? 0 : 1,
        rule_lnr_max_num: p.max,
        rule_lnr_limit_enable: p.r1 === 'soft' ? 1 : 0,
        rule_lnr_limit_price: p.excessPrice,
        rule_table_max_num: p.tableMax,
        ...(p.bargain === null ? {} : { bargain_stype: 2, bargain_num_cur: p.bargain }),
      }),
    );

/** Category limits belong to the category: every dish of it carries the same ones. */
const categoryLimitsArb = fc.tuple(
  fc.constantFrom(1, 2, 3, 999, undefined),
  fc.constantFrom(2, 4, 999, undefined),
  fc.constantFrom(1, 2, 3, 999, undefined),
  fc.constantFrom(2, 4, 999, undefined),
);

const withCategoryLimits = (dishes: RuleDish[], limits: (number | undefined)[]): RuleDish[] =>
  dishes.map((d) => {
    const at = d.dmi_slu_id === 1 ? 0 : 2;
    return {
      ...d,
      category_order_limit: limits[at] ?? null,
      table_category_order_limit: limits[at + 1] ?? null,
    };
  });

const configArb: fc.Arbitrary<RuleConfig> = fc.record({
  autonomous: fc.boolean(),
  localDishLimit: fc.boolean(),
  turnLimitEnabled: fc.boolean(),
  turnDishes: fc.integer({ min: 1, max: 4 }),
  turnMinutes: fc.constantFrom(1, 10),
  maxTurn: fc.integer({ min: 1, max: 3 }),
  oneTurnOneTimeSend: fc.boolean(),
});

type Step =
  | { kind: 'add'; dish: number; who: number; count: number; remark: string; condiment: boolean }
  | { kind: 'increment'; line: number; who: number }
  | { kind: 'decrement'; line: number; who: number }
  | { kind: 'edit'; line: number; who: number; remark: string }
  | { kind: 'delete'; line: number; who: number }
  | { kind: 'clear'; who: number }
  | { kind: 'submit'; who: number }
  | { kind: 'nextTurn' }
  | { kind: 'wait'; ms: number }
  | { kind: 'closing'; open: boolean };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      dish: fc.nat(4),
      who: fc.nat(3),
      count: fc.integer({ min: 1, max: 3 }),
      remark: fc.constantFrom('', 'no ice', 'no  ice', 'spicy'),
      condiment: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('increment' as const),
      line: fc.nat(6),
      who: fc.nat(3),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('decrement' as const),
      line: fc.nat(6),
      who: fc.nat(3),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      line: fc.nat(6),
      who: fc.nat(3),
      remark: fc.constantFrom('', 'no ice', 'spicy'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('delete' as const), line: fc.nat(6), who: fc.nat(3) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), who: fc.nat(3) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('submit' as const), who: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'nextTurn' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.constantFrom(1_000, 30_000, 4 * 60_000, 11 * 60_000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('closing' as const), open: fc.boolean() }),
  },
);

function toOperation(step: Step, t: TestTable, diners: number): CartOperation | null {
  const actor = (who: number) => diner(String((who % diners) + 1));
  const lineId = (i: number) => t.cart.lines[i % Math.max(1, t.cart.lines.length)]?.id ?? 'missing';
  switch (step.kind) {
    case 'add':
      return {
        type: 'add',
        originId: step.dish + 1,
        count: step.count,
        remark: step.remark,
        condimentIds: step.condiment ? [TOPPING.ginger] : [],
        ...actor(step.who),
      };
    case 'increment':
      return { type: 'increment', lineId: lineId(step.line), ...actor(step.who) };
    case 'decrement':
      return { type: 'decrement', lineId: lineId(step.line), ...actor(step.who) };
    case 'edit':
      return { type: 'edit', lineId: lineId(step.line), remark: step.remark, ...actor(step.who) };
    case 'delete':
      return { type: 'deleteLines', lineIds: [lineId(step.line)], ...actor(step.who) };
    case 'clear':
      return { type: 'clear', ...actor(step.who) };
    case 'submit':
      return { type: 'submit', ...actor(step.who) };
    case 'nextTurn':
      return { type: 'nextTurn' };
    case 'wait':
      t.now += step.ms;
      return null;
    case 'closing':
      t.isBusinessTime = step.open;
      return null;
  }
}

/** Every limit holds over the cart plus history. */
function assertWithinLimits(t: TestTable): void {
  const all: CartDish[] = [...t.cart.lines, ...t.history];
  const users = [...new Set(all.map((l) => l.userId))];
  const persons = t.orderCustomerNum;
  for (const d of t.menu.values()) {
    const id = d.menu_item_id;
    const r1 = r1Limits(d, t.config, persons);
    if (r1) {
      const tableUnits = countUnits(all, (l) => l.originId === id);
      if (r1.tableLimit !== null) expect(tableUnits).toBeLessThanOrEqual(r1.tableLimit);
      if (r1.dishLimit !== null) {
        const scopes =
          r1.scope === 'customer'
            ? users.map((u) => (l: CartDish) => l.userId === u)
            : [() => true];
        for (const inScope of scopes) {
          const lines = all.filter((l) => l.originId === id && inScope(l));
          const units = countUnits(lines, () => true);
          const normal = lines.reduce((s, l) => s + l.totalNum - l.excessedNum, 0);
          if (r1.excessAllowed) {
            // Cart lines carry their excess; sent lines were priced when sent, so count the cart only.
            const sentUnits = countUnits(
              lines.filter((l) => 'submittedAt' in l),
              () => true,
            );
            const cartNormal = lines
              .filter((l) => !('submittedAt' in l))
              .reduce((s, l) => s + l.totalNum - l.excessedNum, 0);
            expect(cartNormal).toBeLessThanOrEqual(Math.max(0, r1.dishLimit - sentUnits));
          } else {
            expect(units).toBeLessThanOrEqual(r1.dishLimit);
            expect(normal).toBe(units);
          }
        }
      }
    }
    if (d.bargain_stype === 2) {
      expect(countUnits(t.cart.lines, (l) => l.originId === id)).toBeLessThanOrEqual(
        d.bargain_num_cur ?? 0,
      );
    }
  }
  for (const category of [1, 2]) {
    const sample = [...t.menu.values()].filter((d) => d.dmi_slu_id === category);
    for (const d of sample) {
      const limits = r8Limits(d, t.config, persons);
      if (limits.table !== null)
        expect(countUnits(all, (l) => l.secondMenuId === category)).toBeLessThanOrEqual(
          limits.table,
        );
      if (limits.customer !== null) {
        for (const u of users)
          expect(
            countUnits(all, (l) => l.secondMenuId === category && l.userId === u),
          ).toBeLessThanOrEqual(limits.customer);
      }
    }
  }
  if (t.config.turnLimitEnabled) {
    const limit = r3TurnLimit(t.config, persons);
    const turns = [...new Set(all.map((l) => l.turn))];
    for (const turn of turns) {
      const scopes = t.config.autonomous
        ? users.map((u) => (l: CartDish) => l.userId === u)
        : [() => true];
      for (const inScope of scopes)
        expect(
          countUnits(all, (l) => l.r3Enable && l.turn === turn && inScope(l)),
        ).toBeLessThanOrEqual(limit);
    }
  }
  for (const l of all) if (l.r3Enable) expect(l.turn).toBeLessThanOrEqual(t.config.maxTurn);
}

function assertTotals(t: TestTable): void {
  const meta = toCartMetadata(t.cart, t.history, t.config, t.orderCustomerNum);
  for (const [items, lines] of [
    [meta.items, t.cart.lines],
    [meta.historyItems, t.history],
  ] as const) {
    let cents = 0;
    let units = 0;
    for (const turn of Object.values(items)) {
      const lineCents = turn.ALL.reduce((s, l) => s + lineTotalCents(l), 0);
      expect(Math.round(turn.ANALYSIS_OBJECT.totalPrice * 100)).toBe(lineCents);
      expect(turn.ANALYSIS_OBJECT.totalNum).toBe(countUnits(turn.ALL, () => true));
      cents += lineCents;
      units += turn.ANALYSIS_OBJECT.totalNum;
    }
    expect(cents).toBe(lines.reduce((s, l) => s + lineTotalCents(l), 0));
    expect(units).toBe(countUnits(lines, () => true));
  }
  const ids = t.cart.lines.map((l) => l.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const l of t.cart.lines) {
    expect(l.totalNum).toBeGreaterThan(0);
    expect(l.excessedNum).toBeGreaterThanOrEqual(0);
    expect(l.excessedNum).toBeLessThanOrEqual(l.totalNum);
    expect(l.turn).toBe(t.cart.nowTurn);
  }
}

describe('the cart reducer under any sequence of diners operations', () => {
  it('never takes a table past R1, R3, R8, the bargain stock or the max rounds, and totals always add up', () => {
    fc.assert(
      fc.property(
        fc.tuple(dishArb(1), dishArb(2), dishArb(3), dishArb(4), dishArb(5)),
        categoryLimitsArb,
        configArb,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(stepArb, { minLength: 1, maxLength: 45 }),
        (dishes, categoryLimits, config, persons, diners, steps) => {
          const t = table(withCategoryLimits(dishes, categoryLimits), {
            config,
            orderCustomerNum: persons,
          });
          const sentTurns: number[] = [];
          for (const step of steps) {
            const op = toOperation(step, t, diners);
            if (!op) continue;
            const before = structuredClone(t.cart);
            const historyBefore = t.history.length;
            const open = t.isBusinessTime;
            const result = apply(t, op);
            if (!result.ok) {
              expect(t.cart).toEqual(before);
              expect(t.history.length).toBe(historyBefore);
            } else if (result.submitted.length > 0) {
              const roundLines = result.submitted.filter((h) => h.r3Enable);
              if (!open) expect(roundLines).toEqual([]);
              if (roundLines.length > 0) sentTurns.push(roundLines[0]!.turn);
            }
            assertWithinLimits(t);
            assertTotals(t);
          }
          if (config.oneTurnOneTimeSend) expect(new Set(sentTurns).size).toBe(sentTurns.length);
          expect(t.now).toBeGreaterThanOrEqual(T0);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('lets a diner change only their own lines, other lines at most losing excess units', () => {
    const soft = (id: number) =>
      dish(id, {
        rule_lnr_enable: 1,
        rule_lnr_max_num: 2,
        rule_lnr_limit_enable: 1,
        rule_lnr_limit_price: 1.5,
      });
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(stepArb, { minLength: 1, maxLength: 30 }),
        (autonomous, steps) => {
          const t = table([soft(1), soft(2), dish(3), dish(4), dish(5)], {
            config: { ...table([]).config, autonomous },
            orderCustomerNum: 2,
          });
          for (const step of steps) {
            const op = toOperation(step, t, 3);
            if (!op || !('userId' in op) || op.type === 'submit') continue;
            const others = t.cart.lines.filter((l) => l.userId !== op.userId);
            const result = apply(t, op);
            if (!result.ok) continue;
            for (const line of others) {
              const now = t.cart.lines.find((l) => l.id === line.id);
              expect(now).toBeDefined();
              const {
                excessedNum,
                isExcessed: _i,
                excessPriceAndCondimentsPriceForView: _v,
                turn: _t,
                ...rest
              } = now!;
              const {
                excessedNum: before,
                isExcessed: _bi,
                excessPriceAndCondimentsPriceForView: _bv,
                turn: _bt,
                ...restBefore
              } = line;
              expect(rest).toEqual(restBefore);
              expect(excessedNum).toBeLessThanOrEqual(before);
            }
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
