import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MENU_ID,
  PRINT_RULE_IDS,
  SETTINGS,
  approvalRequired,
  callServiceEnabled,
  defaultSelectionMenuOf,
  displayModeOf,
  isAutonomous,
  kitchenThresholdsOf,
  localDishLimitOn,
  locationSettingsOf,
  nameFieldOf,
  pinEnabled,
  readSetting,
  remarkBoxShown,
  reviewTabShown,
  scanValidityHours,
  selfOpenAllowed,
  straightToMenu,
  themeOf,
  type Settings,
} from './catalog';

const byName = (name: string, value: unknown): Settings => ({ byName: { [name]: value } });
const byId = (id: number, value: unknown): Settings => ({ byName: {}, byId: { [id]: value } });
const none: Settings = { byName: {} };

describe('the settings catalogue', () => {
  it('names the settings the spec reads by id with their ids', () => {
    expect(SETTINGS.theme.id).toBe(158);
    expect(SETTINGS.displayMode.id).toBe(107);
    expect(SETTINGS.memberLogin.id).toBe(129);
    expect(SETTINGS.printing.id).toBe(37);
    expect(SETTINGS.takeawayPrinting.id).toBe(123);
    expect(PRINT_RULE_IDS).toEqual([2, 3, 9, 11, 12, 13, 14, 24, 25, 30]);
  });

  it('names every setting the spec reads by name, each once', () => {
    const names = Object.values(SETTINGS).map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'rule-autonomous-meal',
      'open-table-audit',
      'package-fee',
      'order_head_password',
      'qop_open-table-mode',
      'show-item-name1-or-item-name2',
      'default-selection-menu',
      'map_key',
      'google_map_lat',
      'google_map_lng',
      'map_scope',
      'set_map',
      'time_interval',
      'is_encrypting',
      'guide',
      'advertising_time',
      'promotional_advertisement',
      'dining_review',
      'google_review',
      'customer-first-screen',
      'qop-menu-default-mode',
      'disable-order-notice-appear-time',
      'call_service_function',
      'custom_remark',
      'dish_remarks',
      'order_menu_status',
      'is_show_order_time',
      'one_turn_one_time_send',
      'rule-global-turn-limit',
      'rule-global-turn-max-number',
      'rule-local-dish-limit',
      'menu-dishes-sort',
      'is_show_sell_out_dishes',
    ])
      expect(names).toContain(name);
  });

  it('reads the same value from the settings list and from the maps', () => {
    const list = [
      { id: 158, name: 'theme', value: 3 },
      { id: 1001, name: 'rule-autonomous-meal', value: '{"status":1}' },
    ];
    const maps: Settings = {
      byName: { theme: 3, 'rule-autonomous-meal': '{"status":1}' },
      byId: { 158: 3, 1001: '{"status":1}' },
    };
    expect(themeOf(list)).toBe('gold');
    expect(themeOf(maps)).toBe('gold');
    expect(isAutonomous(list)).toBe(true);
    expect(isAutonomous(maps)).toBe(true);
  });

  it('finds the settings read by id by their id, not by a name that happens to match', () => {
    expect(themeOf([{ id: 158, name: 'anything', value: 2 }])).toBe('light');
    expect(themeOf([{ id: 5, name: 'theme', value: 2 }])).toBe('dark');
    expect(themeOf(byName('theme', 2))).toBe('dark');
  });
});

describe('themeOf (setting 158: 1 dark, 2 light, 3 gold)', () => {
  it('reads numbers and numeric texts', () => {
    expect(themeOf(byId(158, 1))).toBe('dark');
    expect(themeOf(byId(158, 2))).toBe('light');
    expect(themeOf(byId(158, '3'))).toBe('gold');
    expect(themeOf(byId(158, ' 2 '))).toBe('light');
  });
  it('falls back to dark when missing or unknown', () => {
    expect(themeOf(none)).toBe('dark');
    expect(themeOf(byId(158, 7))).toBe('dark');
    expect(themeOf(byId(158, 'gold'))).toBe('dark');
    expect(themeOf(byId(158, null))).toBe('dark');
  });
});

describe('displayModeOf (setting 107: a truthy value means NORMAL)', () => {
  it('reads truthy values as NORMAL', () => {
    expect(displayModeOf(byId(107, 1))).toBe('NORMAL');
    expect(displayModeOf(byId(107, '1'))).toBe('NORMAL');
    expect(displayModeOf(byId(107, 2))).toBe('NORMAL');
    expect(displayModeOf(byId(107, true))).toBe('NORMAL');
  });
  it('reads 0, false, empty and missing as the client default CAROUSEL', () => {
    expect(displayModeOf(byId(107, 0))).toBe('CAROUSEL');
    expect(displayModeOf(byId(107, '0'))).toBe('CAROUSEL');
    expect(displayModeOf(byId(107, 'false'))).toBe('CAROUSEL');
    expect(displayModeOf(byId(107, ''))).toBe('CAROUSEL');
    expect(displayModeOf(byId(107, false))).toBe('CAROUSEL');
    expect(displayModeOf(none)).toBe('CAROUSEL');
  });
});

describe('isAutonomous (rule-autonomous-meal, status)', () => {
  it('is on for status 1 in every value form', () => {
    expect(isAutonomous(byName('rule-autonomous-meal', { status: 1 }))).toBe(true);
    expect(isAutonomous(byName('rule-autonomous-meal', { status: '1' }))).toBe(true);
    expect(isAutonomous(byName('rule-autonomous-meal', '{"status":1}'))).toBe(true);
    expect(isAutonomous(byName('rule-autonomous-meal', 1))).toBe(true);
    expect(isAutonomous(byName('rule-autonomous-meal', 'true'))).toBe(true);
  });
  it('is off when missing, 0, or an object without status', () => {
    expect(isAutonomous(none)).toBe(false);
    expect(isAutonomous(byName('rule-autonomous-meal', { status: 0 }))).toBe(false);
    expect(isAutonomous(byName('rule-autonomous-meal', { enable: 1 }))).toBe(false);
    expect(isAutonomous(byName('rule-autonomous-meal', '{broken'))).toBe(false);
  });
});

describe('nameFieldOf (show-item-name1-or-item-name2, showItemName1)', () => {
  it('shows item_name1 when showItemName1 is on or missing', () => {
    expect(nameFieldOf(none)).toBe('item_name1');
    expect(nameFieldOf(byName('show-item-name1-or-item-name2', { showItemName1: 1 }))).toBe(
      'item_name1',
    );
    expect(nameFieldOf(byName('show-item-name1-or-item-name2', 1))).toBe('item_name1');
  });
  it('shows item_name2 for showItemName1 0 or a plain 2', () => {
    expect(nameFieldOf(byName('show-item-name1-or-item-name2', { showItemName1: 0 }))).toBe(
      'item_name2',
    );
    expect(nameFieldOf(byName('show-item-name1-or-item-name2', '{"showItemName1":"0"}'))).toBe(
      'item_name2',
    );
    expect(nameFieldOf(byName('show-item-name1-or-item-name2', 2))).toBe('item_name2');
    expect(nameFieldOf(byName('show-item-name1-or-item-name2', '2'))).toBe('item_name2');
  });
});

describe('table opening settings', () => {
  it('asks for approval unless open-table-audit says enable 0 (on when missing)', () => {
    expect(approvalRequired(none)).toBe(true);
    expect(approvalRequired(byName('open-table-audit', { enable: 1 }))).toBe(true);
    expect(approvalRequired(byName('open-table-audit', { enable: 0 }))).toBe(false);
    expect(approvalRequired(byName('open-table-audit', '0'))).toBe(false);
    expect(approvalRequired(byName('open-table-audit', {}))).toBe(true);
  });
  it('lets diners open a free table unless qop_open-table-mode is 0', () => {
    expect(selfOpenAllowed(none)).toBe(true);
    expect(selfOpenAllowed(byName('qop_open-table-mode', 1))).toBe(true);
    expect(selfOpenAllowed(byName('qop_open-table-mode', '0'))).toBe(false);
    expect(selfOpenAllowed(byName('qop_open-table-mode', { value: 0 }))).toBe(false);
    expect(selfOpenAllowed(byName('qop_open-table-mode', { status: 0 }))).toBe(false);
  });
  it('joins straight into the menu only when customer-first-screen is 1', () => {
    expect(straightToMenu(none)).toBe(false);
    expect(straightToMenu(byName('customer-first-screen', 1))).toBe(true);
    expect(straightToMenu(byName('customer-first-screen', '0'))).toBe(false);
  });
  it('preselects a menu id from default-selection-menu, else none', () => {
    expect(defaultSelectionMenuOf(none)).toBeNull();
    expect(defaultSelectionMenuOf(byName('default-selection-menu', '2'))).toBe(2);
    expect(defaultSelectionMenuOf(byName('default-selection-menu', 0))).toBeNull();
    expect(defaultSelectionMenuOf(byName('default-selection-menu', 1.5))).toBeNull();
  });
  it('reads the packet menu from package-fee menu_id, default 9', () => {
    expect(readSetting(none, SETTINGS.packageFee)).toBe(DEFAULT_MENU_ID);
    expect(readSetting(byName('package-fee', { menu_id: 4 }), SETTINGS.packageFee)).toBe(4);
    expect(readSetting(byName('package-fee', '5'), SETTINGS.packageFee)).toBe(5);
    expect(readSetting(byName('package-fee', { menu_id: -1 }), SETTINGS.packageFee)).toBe(9);
  });
  it('keeps a scanned code valid for time_interval hours, default 4', () => {
    expect(scanValidityHours(none)).toBe(4);
    expect(scanValidityHours(byName('time_interval', '6'))).toBe(6);
    expect(scanValidityHours(byName('time_interval', 0))).toBe(4);
  });
  it('reads is_encrypting as a flag', () => {
    expect(readSetting(none, SETTINGS.isEncrypting)).toBe(false);
    expect(readSetting(byName('is_encrypting', 1), SETTINGS.isEncrypting)).toBe(true);
    expect(readSetting(byName('is_encrypting', '0'), SETTINGS.isEncrypting)).toBe(false);
    expect(readSetting(byName('is_encrypting', true), SETTINGS.isEncrypting)).toBe(true);
  });
});

describe('tabs and boxes the settings show or hide', () => {
  it('shows call-waiter unless call_service_function is 0', () => {
    expect(callServiceEnabled(none)).toBe(true);
    expect(callServiceEnabled(byName('call_service_function', 1))).toBe(true);
    expect(callServiceEnabled(byName('call_service_function', '0'))).toBe(false);
  });
  it('shows the remark box unless custom_remark is 0', () => {
    expect(remarkBoxShown(none)).toBe(true);
    expect(remarkBoxShown(byName('custom_remark', '1'))).toBe(true);
    expect(remarkBoxShown(byName('custom_remark', 0))).toBe(false);
  });
  it('shows the review and PIN tabs only above 0', () => {
    expect(reviewTabShown(none)).toBe(false);
    expect(reviewTabShown(byName('dining_review', 1))).toBe(true);
    expect(reviewTabShown(byName('dining_review', '0'))).toBe(false);
    expect(readSetting(none, SETTINGS.diningReview)).toBeUndefined();
    expect(pinEnabled(none)).toBe(false);
    expect(pinEnabled(byName('order_head_password', 1))).toBe(true);
    expect(pinEnabled(byName('order_head_password', 0))).toBe(false);
  });
  it('reads rule-local-dish-limit enable', () => {
    expect(localDishLimitOn(none)).toBe(false);
    expect(localDishLimitOn(byName('rule-local-dish-limit', { enable: 1 }))).toBe(true);
    expect(localDishLimitOn(byName('rule-local-dish-limit', '{"enable":0}'))).toBe(false);
  });
});

describe('menus, rounds and hours', () => {
  it('reads rule-global-turn-limit fields only from its object form', () => {
    expect(readSetting(none, SETTINGS.turnLimit)).toEqual({
      enabled: false,
      turnDishes: null,
      turnMinutes: null,
    });
    expect(
      readSetting(
        byName('rule-global-turn-limit', '{"enable":1,"turn_dishes":"6","turn_mins":10}'),
        SETTINGS.turnLimit,
      ),
    ).toEqual({ enabled: true, turnDishes: 6, turnMinutes: 10 });
    expect(readSetting(byName('rule-global-turn-limit', 1), SETTINGS.turnLimit).enabled).toBe(
      false,
    );
  });
  it('reads rule-global-turn-max-number as a plain value or max_turn / value', () => {
    expect(readSetting(none, SETTINGS.turnMaxNumber)).toBeNull();
    expect(readSetting(byName('rule-global-turn-max-number', '3'), SETTINGS.turnMaxNumber)).toBe(3);
    expect(
      readSetting(byName('rule-global-turn-max-number', { max_turn: 4 }), SETTINGS.turnMaxNumber),
    ).toBe(4);
    expect(
      readSetting(byName('rule-global-turn-max-number', { value: '5' }), SETTINGS.turnMaxNumber),
    ).toBe(5);
  });
  it('shows sold-out dishes unless is_show_sell_out_dishes is 0', () => {
    expect(readSetting(none, SETTINGS.showSoldOut)).toBe(true);
    expect(readSetting(byName('is_show_sell_out_dishes', 0), SETTINGS.showSoldOut)).toBe(false);
    expect(readSetting(byName('is_show_sell_out_dishes', { value: 1 }), SETTINGS.showSoldOut)).toBe(
      true,
    );
  });
  it("sorts dishes by menu-dishes-sort, 'sort' when missing or unknown", () => {
    expect(readSetting(none, SETTINGS.dishSort)).toBe('sort');
    expect(readSetting(byName('menu-dishes-sort', 'price'), SETTINGS.dishSort)).toBe('price');
    expect(readSetting(byName('menu-dishes-sort', { value: 'name' }), SETTINGS.dishSort)).toBe(
      'name',
    );
    expect(readSetting(byName('menu-dishes-sort', 'random'), SETTINGS.dishSort)).toBe('sort');
  });
  it('reads the closing notice lead in minutes, default 15', () => {
    expect(readSetting(none, SETTINGS.closingNotice)).toBe(15);
    expect(
      readSetting(byName('disable-order-notice-appear-time', { mins: 20 }), SETTINGS.closingNotice),
    ).toBe(20);
    expect(
      readSetting(byName('disable-order-notice-appear-time', '0'), SETTINGS.closingNotice),
    ).toBe(15);
  });
  it('reads business-hour-mode, null when missing or unknown', () => {
    expect(readSetting(none, SETTINGS.businessHourMode)).toBeNull();
    expect(readSetting(byName('business-hour-mode', 'fixed'), SETTINGS.businessHourMode)).toBe(
      'fixed',
    );
    expect(
      readSetting(byName('business-hour-mode', { mode: '24h' }), SETTINGS.businessHourMode),
    ).toBe('24h');
    expect(
      readSetting(byName('business-hour-mode', 'daily'), SETTINGS.businessHourMode),
    ).toBeNull();
  });
  it('reads holidays from a list, a comma list or { dates }, keeping only dates', () => {
    expect(readSetting(none, SETTINGS.holidays)).toEqual([]);
    expect(
      readSetting(byName('holidays', '2026-01-01, 2026-12-25,xmas'), SETTINGS.holidays),
    ).toEqual(['2026-01-01', '2026-12-25']);
    expect(readSetting(byName('holidays', ['2026-05-01', 3]), SETTINGS.holidays)).toEqual([
      '2026-05-01',
    ]);
    expect(readSetting(byName('holidays', { dates: ['2026-08-15'] }), SETTINGS.holidays)).toEqual([
      '2026-08-15',
    ]);
  });
  it('hands the location check its four settings as stored', () => {
    expect(locationSettingsOf(none)).toEqual({
      google_map_lat: null,
      google_map_lng: null,
      map_scope: null,
      set_map: null,
    });
    expect(
      locationSettingsOf({
        byName: { google_map_lat: '45.4642', google_map_lng: 9.19, map_scope: 300, set_map: '1' },
      }),
    ).toEqual({ google_map_lat: '45.4642', google_map_lng: 9.19, map_scope: 300, set_map: '1' });
  });
});

describe('kitchenThresholdsOf (kitchen-ticket-age: late_mins, overdue_mins)', () => {
  it('reads the minutes in every value form', () => {
    expect(
      kitchenThresholdsOf(byName('kitchen-ticket-age', { late_mins: 8, overdue_mins: 15 })),
    ).toEqual({ lateMinutes: 8, overdueMinutes: 15 });
    expect(
      kitchenThresholdsOf(byName('kitchen-ticket-age', '{"late_mins":"5","overdue_mins":"12"}')),
    ).toEqual({ lateMinutes: 5, overdueMinutes: 12 });
  });

  it('falls back to 10 and 20 minutes, and never turns overdue before late', () => {
    expect(kitchenThresholdsOf(none)).toEqual({ lateMinutes: 10, overdueMinutes: 20 });
    expect(
      kitchenThresholdsOf(byName('kitchen-ticket-age', { late_mins: 0, overdue_mins: -3 })),
    ).toEqual({ lateMinutes: 10, overdueMinutes: 20 });
    expect(kitchenThresholdsOf(byName('kitchen-ticket-age', { late_mins: 30 }))).toEqual({
      lateMinutes: 30,
      overdueMinutes: 30,
    });
  });
});
