import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('the core entry point', () => {
  it('exports the catalogue texts exactly as the protocol carries them', () => {
    expect(core.R1_MAX_QUANTITY_TEXT).toBe('Excessed the max quantity');
    expect(core.R3_TURN_QUANTITY_TEXT).toBe('Excessed the max quantity in per turn');
    expect(core.R3_TURN_ENDED_TEXT).toBe('The current turn has ended ordering');
    expect(core.R8_MAX_QUANTITY_TEXT).toBe('Excessed the max quantity');
    expect(core.R3_MAX_TURN_TEXT).toBe('Excessed the max turn');
    expect(core.R1_MAX_SELL_QUANTITY_TEXT).toBe('Excessed the max sell quantity');
    expect(core.CART_NOT_FOUND_TEXT).toBe('Cart not found.');
  });

  it('exports the constants of the spec', () => {
    expect(core.DEFAULT_TURN_MS).toBe(600_000);
    expect(core.DEFAULT_TURN_DISHES).toBe(100);
    expect(core.DEFAULT_MAX_TURN).toBe(10);
    expect(core.BUSINESS_HOUR_FALLBACK).toEqual({ turnDishes: 1, turnMinutes: 1, maxTurn: 2 });
    expect(core.DEFAULT_CATEGORY_LIMIT).toBe(9999);
    expect(core.UNLIMITED_FROM).toBe(999);
    expect(core.DEFAULT_CLOSING_NOTICE_MINUTES).toBe(15);
    expect(core.HOLIDAY_WEEKDAY).toBe(7);
    expect(core.TAKEAWAY_TABLE_ID).toBe(-1);
    expect(core.DEFAULT_MENU_ID).toBe(9);
    expect(core.PIN_LENGTH).toBe(4);
    expect(core.DEFAULT_CURRENCY).toBe('€');
    expect(core.MARKETING_TIP_THROTTLE_MS).toBe(5000);
    expect(core.MARKETING_TIP_SHOWN_MS).toBe(3000);
    expect(core.TIP_NAME_LIMIT).toBe(40);
  });

  it('exports every rule as a function', () => {
    for (const name of [
      'reduceCart',
      'createCart',
      'toCartMetadata',
      'resolveRuleConfig',
      'resolveBusinessRule',
      'failingGroups',
      'greatCircleKm',
      'isValidPin',
      'languageFromBrowser',
      'formatPrice',
    ] as const) {
      expect(typeof core[name]).toBe('function');
    }
  });
});
