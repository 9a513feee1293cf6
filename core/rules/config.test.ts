import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULE_CONFIG,
  normalizeCustomerId,
  resolveRoundValues,
  resolveRuleConfig,
} from './config';

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

  it("takes a business rule's own round values, then the global settings, then 1 dish, 1 minute, 2 rounds", () => {
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
    // The rule leaves them empty: the global setting where set, else the business-hour fallback.
    expect(resolveRuleConfig(settings, { mode: true, rule: null })).toMatchObject({
      turnDishes: 5,
      turnMinutes: 15,
      maxTurn: 2,
    });
    expect(
      resolveRoundValues([...settings, { name: 'rule-global-turn-max-number', value: '3' }], {
        mode: true,
        rule: { turn_dishes: 0, turn_mins: '', max_turn: 7 },
      }),
    ).toEqual({
      turnDishes: 5,
      turnMinutes: 15,
      maxTurn: 7,
      from: { turnDishes: 'global', turnMinutes: 'global', maxTurn: 'rule' },
    });
    expect(resolveRoundValues([], { mode: true, rule: { turn_mins: 4 } })).toEqual({
      turnDishes: 1,
      turnMinutes: 4,
      maxTurn: 2,
      from: { turnDishes: 'fallback', turnMinutes: 'rule', maxTurn: 'fallback' },
    });
  });

  it("ignores a rule's values with business-hour mode off", () => {
    expect(
      resolveRoundValues([{ name: 'rule-global-turn-max-number', value: '4' }], {
        mode: false,
        rule: { turn_dishes: 8, turn_mins: 20, max_turn: 6 },
      }),
    ).toEqual({
      turnDishes: 100,
      turnMinutes: 10,
      maxTurn: 4,
      from: { turnDishes: 'fallback', turnMinutes: 'fallback', maxTurn: 'global' },
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
