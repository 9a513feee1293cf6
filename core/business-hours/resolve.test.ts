import { describe, expect, it } from 'vitest';
import {
  offeredMenuIds,
  businessMenus,
  isAllDay,
  minutesUntilClose,
  minutesUntilNextChange,
  parseClockTime,
  parseIdList,
  pickWeekEntry,
  resolveBusinessRule,
  shouldShowClosingNotice,
  windowContains,
  type BusinessHourRule,
} from './resolve';

const at = (hhmm: string, weekday = 1) => ({ weekday, minutes: parseClockTime(hhmm) as number });
const rule = (
  start: string,
  end: string,
  over: Partial<BusinessHourRule> = {},
): BusinessHourRule => ({ start_time: start, end_time: end, ...over });

describe('parseClockTime', () => {
  it("reads HH:mm with '24:00' as the next midnight", () => {
    expect(parseClockTime('00:00')).toBe(0);
    expect(parseClockTime('11:30')).toBe(690);
    expect(parseClockTime('24:00')).toBe(1440);
    expect(parseClockTime('9:05')).toBe(545);
  });

  it('refuses times that are not HH:mm', () => {
    for (const bad of ['24:01', '25:00', '12:60', '12', 'noon', ''])
      expect(parseClockTime(bad)).toBeNull();
  });
});

describe('windowContains', () => {
  it('includes the start and excludes the end', () => {
    const lunch = rule('11:30', '15:00');
    expect(windowContains(lunch, at('11:29').minutes)).toBe(false);
    expect(windowContains(lunch, at('11:30').minutes)).toBe(true);
    expect(windowContains(lunch, at('14:59').minutes)).toBe(true);
    expect(windowContains(lunch, at('15:00').minutes)).toBe(false);
  });

  it('counts an end of 24:00 as the next midnight', () => {
    const evening = rule('18:00', '24:00');
    expect(windowContains(evening, 1439.99)).toBe(true);
    expect(windowContains(evening, 0)).toBe(false);
  });

  it('runs past midnight when the end is before the start, and all day when they are equal', () => {
    const late = rule('22:00', '02:00');
    expect(windowContains(late, at('23:00').minutes)).toBe(true);
    expect(windowContains(late, at('01:59').minutes)).toBe(true);
    expect(windowContains(late, at('02:00').minutes)).toBe(false);
    expect(isAllDay(rule('00:00', '00:00'))).toBe(true);
    expect(isAllDay(rule('00:00', '24:00'))).toBe(true);
    expect(windowContains(rule('00:00', '00:00'), 600)).toBe(true);
    expect(windowContains(rule('xx', '10:00'), 600)).toBe(false);
  });

  it("is all day only from midnight to midnight, as the home page's 'all day' (entry-home-service.md §2)", () => {
    expect(isAllDay(rule('00:00', '00:00'))).toBe(true);
    expect(isAllDay(rule('0:00', '24:00'))).toBe(true);
    expect(isAllDay(rule('00:00', '23:59'))).toBe(false);
    expect(isAllDay(rule('00:01', '00:00'))).toBe(false);
    expect(isAllDay(rule('00:01', '24:00'))).toBe(false);
    expect(isAllDay(rule('10:00', '10:00'))).toBe(false);
    expect(isAllDay(rule('24:00', '24:00'))).toBe(false);
    expect(isAllDay(rule('00:00', '24:01'))).toBe(false);
    expect(isAllDay(rule('', ''))).toBe(false);
  });

  it('keeps a window whose start equals its end open round the clock, closing at its start', () => {
    const day = rule('10:00', '10:00');
    expect(windowContains(day, at('09:59').minutes)).toBe(true);
    expect(windowContains(day, at('10:00').minutes)).toBe(true);
    expect(minutesUntilClose(day, at('09:00'))).toBe(60);
    expect(minutesUntilClose(day, at('10:00'))).toBe(1440);
    expect(minutesUntilClose(rule('00:00', '24:00'), at('09:00'))).toBeNull();
  });
});

describe('resolveBusinessRule', () => {
  const lunch = rule('11:30', '15:00', { week: '1,2,3,4,5', default_menu: '3' });
  const dinner = rule('18:00', '24:00', { week: 1, default_menu: '4' });
  const sunday = rule('12:00', '16:00', { week: 0, default_menu: '5' });
  const holiday = rule('10:00', '22:00', { week: 7, default_menu: '6' });

  it('picks the first rule whose window contains the time', () => {
    expect(resolveBusinessRule([lunch, dinner], at('12:00', 1), { mode: 'fixed' }).rule).toBe(
      lunch,
    );
    expect(resolveBusinessRule([lunch, dinner], at('23:59', 1), { mode: 'fixed' }).rule).toBe(
      dinner,
    );
    expect(
      resolveBusinessRule([rule('10:00', '14:00'), lunch], at('12:00'), { mode: 'fixed' }).rule
        ?.start_time,
    ).toBe('10:00');
  });

  it('is not business time between windows', () => {
    expect(resolveBusinessRule([lunch, dinner], at('16:00', 1), { mode: 'fixed' })).toEqual({
      rule: null,
      isBusinessTime: false,
    });
  });

  it('keeps to the weekday in weekly mode (0 Sunday … 6 Saturday)', () => {
    expect(
      resolveBusinessRule([lunch, dinner, sunday], at('12:30', 0), { mode: 'weekly' }).rule,
    ).toBe(sunday);
    expect(
      resolveBusinessRule([lunch, dinner, sunday], at('19:00', 2), { mode: 'weekly' }).rule,
    ).toBeNull();
    expect(
      resolveBusinessRule([lunch, dinner, sunday], at('19:00', 1), { mode: 'weekly' }).rule,
    ).toBe(dinner);
  });

  it('uses weekday 7 rules on a holiday and the real weekday when there are none', () => {
    expect(
      resolveBusinessRule([lunch, holiday], at('20:00', 3), { mode: 'weekly', isHoliday: true })
        .rule,
    ).toBe(holiday);
    expect(
      resolveBusinessRule([lunch], at('12:00', 3), { mode: 'weekly', isHoliday: true }).rule,
    ).toBe(lunch);
  });

  it('is always business time in 24 h mode', () => {
    expect(resolveBusinessRule([], at('03:00'), { mode: '24h' })).toEqual({
      rule: null,
      isBusinessTime: true,
    });
  });
});

describe('pickWeekEntry', () => {
  const entries = [
    { week: 3, extra_normal: '10', extra_child: '', extra_other: '' },
    { week: 7, extra_normal: '', extra_child: '', extra_other: '' },
  ];

  it('uses the weekday-7 entry on a holiday when its extras are not empty', () => {
    const withHoliday = [
      ...entries.slice(0, 1),
      { week: '7', extra_normal: '', extra_child: '12', extra_other: '' },
    ];
    expect(pickWeekEntry(withHoliday, at('12:00', 3), true)?.week).toBe('7');
  });

  it('falls back to the real weekday when the holiday extras are empty', () => {
    expect(pickWeekEntry(entries, at('12:00', 3), true)?.week).toBe(3);
    expect(pickWeekEntry(entries, at('12:00', 3), false)?.week).toBe(3);
    expect(pickWeekEntry(entries, at('12:00', 4), false)).toBeUndefined();
  });
});

describe('closing notice', () => {
  const dinner = rule('18:00', '23:00');

  it('counts the minutes until the window closes, through midnight too', () => {
    expect(minutesUntilClose(dinner, at('22:30'))).toBe(30);
    expect(minutesUntilClose(rule('22:00', '02:00'), at('23:00'))).toBe(180);
    expect(minutesUntilClose(rule('22:00', '02:00'), at('01:00'))).toBe(60);
    expect(minutesUntilClose(rule('00:00', '00:00'), at('01:00'))).toBeNull();
    expect(minutesUntilClose(dinner, at('12:00'))).toBeNull();
  });

  it('shows from 15 minutes before close by default, not at 16, and not once closed', () => {
    expect(shouldShowClosingNotice(16)).toBe(false);
    expect(shouldShowClosingNotice(15)).toBe(true);
    expect(shouldShowClosingNotice(14)).toBe(true);
    expect(shouldShowClosingNotice(0)).toBe(false);
    expect(shouldShowClosingNotice(null)).toBe(false);
    expect(shouldShowClosingNotice(25, 30)).toBe(true);
  });
});

describe('businessMenus', () => {
  it('reads the comma lists of the rule in force', () => {
    expect(
      businessMenus(
        rule('11:00', '15:00', {
          preferred_menu: '1, 2',
          alternative_menu: '3,,x',
          default_menu: 2,
          hide_menu: '9',
        }),
      ),
    ).toEqual({
      preferred: [1, 2],
      alternative: [3],
      defaultMenu: 2,
      hidden: [9],
    });
    expect(businessMenus(null)).toEqual({
      preferred: [],
      alternative: [],
      defaultMenu: null,
      hidden: [],
    });
    expect(parseIdList(null)).toEqual([]);
  });
});

describe('minutesUntilNextChange', () => {
  const rules = [rule('11:30', '15:00'), rule('18:00', '24:00')];

  it('counts to the next start or end of any rule', () => {
    expect(minutesUntilNextChange(rules, at('10:00'), 'fixed')).toBe(90);
    expect(minutesUntilNextChange(rules, at('11:30'), 'fixed')).toBe(210);
    expect(minutesUntilNextChange(rules, at('16:00'), 'fixed')).toBe(120);
    expect(minutesUntilNextChange(rules, at('19:00'), 'fixed')).toBe(300);
  });

  it('also stops at midnight in weekly mode and never changes in 24 h mode', () => {
    expect(minutesUntilNextChange([rule('11:30', '15:00')], at('20:00'), 'weekly')).toBe(240);
    expect(minutesUntilNextChange(rules, at('10:00'), '24h')).toBeNull();
    expect(minutesUntilNextChange([rule('00:00', '00:00')], at('10:00'), 'fixed')).toBeNull();
  });
});

describe('offeredMenuIds', () => {
  const menus = [1, 2, 3, 9];

  it('offers every menu the rule in force does not hide', () => {
    // Monday 19:30 under the demo's dinner rule: lunch and weekend are hidden.
    const dinner = rule('18:30', '24:00', { week: '1,2,3,4,5', hide_menu: '1,3' });
    const now = resolveBusinessRule(
      [dinner],
      { weekday: 1, minutes: 19 * 60 + 30 },
      {
        mode: 'weekly',
      },
    );
    expect(
      offeredMenuIds(menus, { isBusinessTime: now.isBusinessTime, hide_menu: now.rule?.hide_menu }),
    ).toEqual([2, 9]);
  });

  it('offers no menu while the kitchen is closed, and every menu when nothing is hidden', () => {
    expect(offeredMenuIds(menus, { isBusinessTime: false, hide_menu: '' })).toEqual([]);
    expect(offeredMenuIds(menus, { isBusinessTime: true })).toEqual(menus);
    expect(offeredMenuIds(menus, { isBusinessTime: true, hide_menu: ' 3, x,9' })).toEqual([1, 2]);
  });
});
