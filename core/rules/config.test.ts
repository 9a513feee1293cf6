import { describe, expect, it } from 'vitest';
import { DEFAULT_RULE_CONFIG, normalizeCustomerId, resolveRuleConfig } from './config';

describe('resolveRuleConfig', () => {
  it('uses 100 dishes, 10 minutes (600000 ms) and 10 rounds by default', () => {
    expect(resolveRuleConfig([])).toEqual(DEFAULT_RULE_CONFIG);
    expect(DEFAULT_RULE_CONFIG).toMatchObject({
      turnDishes: 100,
      turnMinutes: 10,
      maxTurn: 10,
      turnLimitEnabled: false,
    });
  });

  it('reads the rule settings by name, as objects or JSON text', () => {
    const config = resolveRuleConfig([
      { name: 'rule-global-turn-limit', value: '{"enable":1,"turn_dishes":5,"turn_mins":15}' },
      { name: 'rule-global-turn-max-number', value: '4' },
      { name: 'rule-autonomous-meal', value: { status: 1 } },
      { name: 'rule-local-dish-limit', value: { enable: '1' } },
      { name: 'one_turn_one_time_send', value: '1' },
    ]);
    expect(config).toEqual({
      autonomous: true,
      localDishLimit: true,
      turnLimitEnabled: true,
      turnDishes: 5,
      turnMinutes: 15,
      maxTurn: 4,
      oneTurnOneTimeSend: true,
    });
  });

  it('takes the business rule values when business-hour mode is on, else falls back to 1 dish, 1 minute, 2 rounds', () => {
    const settings = [
      { name: 'rule-global-turn-limit', value: { enable: 1, turn_dishes: 5, turn_mins: 15 } },
    ];
    expect(
      resolveRuleConfig(settings, {
        mode: true,
        rule: { turn_dishes: 8, turn_mins: 20, max_turn: 6 },
      }),
    ).toMatchObject({
      turnDishes: 8,
      turnMinutes: 20,
      maxTurn: 6,
      turnLimitEnabled: true,
    });
    expect(resolveRuleConfig(settings, { mode: true, rule: null })).toMatchObject({
      turnDishes: 1,
      turnMinutes: 1,
      maxTurn: 2,
    });
    expect(
      resolveRuleConfig(settings, {
        mode: true,
        rule: { turn_dishes: 0, turn_mins: '', max_turn: null },
      }),
    ).toMatchObject({
      turnDishes: 1,
      turnMinutes: 1,
      maxTurn: 2,
    });
  });

  it('ignores unreadable values and keeps the defaults', () => {
    const config = resolveRuleConfig([
      { name: 'rule-global-turn-limit', value: '{broken' },
      { name: 'rule-global-turn-max-number', value: 'many' },
      { name: 'rule-autonomous-meal', value: { status: 0 } },
    ]);
    expect(config).toEqual(DEFAULT_RULE_CONFIG);
  });
});

describe('normalizeCustomerId', () => {
  it("treats an empty or '0' customer as '1'", () => {
    expect(normalizeCustomerId('')).toBe('1');
    expect(normalizeCustomerId('0')).toBe('1');
    expect(normalizeCustomerId(0)).toBe('1');
    expect(normalizeCustomerId(null)).toBe('1');
    expect(normalizeCustomerId(' 3 ')).toBe('3');
    expect(normalizeCustomerId('A12')).toBe('A12');
  });
});
