import { describe, expect, it } from 'vitest';
import type { CourseEntry, CourseGroup } from '../cart/types';
import {
  canIncrementCourse,
  courseDishCap,
  defaultSelection,
  failingGroups,
  groupRange,
  setMenuTotal,
  stepCourse,
} from './groups';

const entry = (id: number, over: Partial<CourseEntry> = {}): CourseEntry => ({
  menu_item_id: id,
  item_name1: `Course ${id}`,
  price: 0,
  ...over,
});
const group = (id: number, over: Partial<CourseGroup> = {}): CourseGroup => ({
  course_group_id: id,
  course_group_name: `Group ${id}`,
  is_must: 0,
  is_select_all: 0,
  is_full_select: 0,
  choose_num: 2,
  course_detail: [entry(11), entry(12), entry(13)],
  ...over,
});

describe('groupRange', () => {
  it('lets an optional group hold 0 to choose_num, at least 1', () => {
    expect(groupRange(group(1, { choose_num: 3 }))).toEqual({ min: 0, max: 3 });
    expect(groupRange(group(1, { choose_num: 0 }))).toEqual({ min: 0, max: 1 });
  });

  it('asks a required full-select group for exactly choose_num, or 1', () => {
    expect(groupRange(group(1, { is_must: 1, is_full_select: 1, choose_num: 2 }))).toEqual({
      min: 2,
      max: 2,
    });
    expect(groupRange(group(1, { is_must: 1, is_full_select: 1, choose_num: 0 }))).toEqual({
      min: 1,
      max: 1,
    });
  });

  it('asks a required group without full select for 1 to 999', () => {
    expect(groupRange(group(1, { is_must: 1, choose_num: 0 }))).toEqual({ min: 1, max: 999 });
  });
});

describe('courseDishCap', () => {
  it('enforces rule_lnr_max_num only when the local dish limit rule is on', () => {
    expect(courseDishCap(entry(1, { rule_lnr_max_num: 2 }), true)).toBe(2);
    expect(courseDishCap(entry(1, { rule_lnr_max_num: 2 }), false)).toBe(Number.POSITIVE_INFINITY);
    expect(courseDishCap(entry(1, { rule_lnr_max_num: 998 }), true)).toBe(998);
    expect(courseDishCap(entry(1, { rule_lnr_max_num: 999 }), true)).toBe(Number.POSITIVE_INFINITY);
  });

  it('disables bargain dishes 1, 2 and 3', () => {
    for (const stype of [1, 2, 3])
      expect(courseDishCap(entry(1, { bargain_stype: stype }), false)).toBe(0);
    expect(courseDishCap(entry(1, { bargain_stype: 0 }), false)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('the plus rule', () => {
  const g = group(1, {
    choose_num: 2,
    course_detail: [entry(11, { rule_lnr_max_num: 1 }), entry(12), entry(13, { bargain_stype: 1 })],
  });

  it('accepts a plus up to choose_num and refuses the one that would pass it', () => {
    expect(canIncrementCourse(g, { 1: { 12: 1 } }, 12, false)).toBe(true);
    expect(canIncrementCourse(g, { 1: { 12: 2 } }, 12, false)).toBe(false);
    expect(canIncrementCourse(g, { 1: { 11: 1, 12: 1 } }, 12, false)).toBe(false);
  });

  it('refuses a plus at the dish cap and on bargain dishes', () => {
    expect(canIncrementCourse(g, { 1: { 11: 1 } }, 11, true)).toBe(false);
    expect(canIncrementCourse(g, { 1: { 11: 1 } }, 11, false)).toBe(true);
    expect(canIncrementCourse(g, {}, 13, false)).toBe(false);
    expect(canIncrementCourse(g, {}, 99, false)).toBe(false);
  });

  it('steps units and ignores a minus at 0', () => {
    let s = stepCourse(g, {}, 12, 1, false);
    expect(s).toEqual({ 1: { 12: 1 } });
    s = stepCourse(g, s, 12, 1, false);
    expect(stepCourse(g, s, 12, 1, false)).toBe(s);
    s = stepCourse(g, s, 12, -1, false);
    s = stepCourse(g, s, 12, -1, false);
    expect(s).toEqual({ 1: {} });
    expect(stepCourse(g, s, 12, -1, false)).toBe(s);
  });
});

describe('defaultSelection', () => {
  it('fills required select-all groups up to choose_num, skipping bargain dishes and respecting caps', () => {
    const g = group(1, {
      is_must: 1,
      is_select_all: 1,
      choose_num: 4,
      course_detail: [
        entry(11, { bargain_stype: 2 }),
        entry(12, { rule_lnr_max_num: 1 }),
        entry(13),
      ],
    });
    expect(defaultSelection([g], true)).toEqual({ 1: { 12: 1, 13: 3 } });
    expect(failingGroups([g], defaultSelection([g], true), true)).toEqual([]);
  });

  it('uses each dish default num first', () => {
    const g = group(1, {
      is_must: 1,
      is_select_all: 1,
      is_full_select: 1,
      choose_num: 3,
      course_detail: [entry(11, { num: 2 }), entry(12, { num: 2 })],
    });
    expect(defaultSelection([g], false)).toEqual({ 1: { 11: 2, 12: 1 } });
  });

  it('stops short when caps leave too little and leaves other groups empty', () => {
    const tight = group(1, {
      is_must: 1,
      is_select_all: 1,
      choose_num: 5,
      course_detail: [entry(11, { rule_lnr_max_num: 1 }), entry(12, { rule_lnr_max_num: 2 })],
    });
    const optional = group(2, { is_select_all: 1 });
    expect(defaultSelection([tight, optional], true)).toEqual({ 1: { 11: 1, 12: 2 }, 2: {} });
  });
});

describe('failingGroups', () => {
  const required = group(1, { is_must: 1, is_full_select: 1, choose_num: 2 });
  const optional = group(2, { choose_num: 1 });

  it('reports a required group with nothing chosen as required', () => {
    expect(failingGroups([required], {}, false)).toEqual([
      {
        groupId: 1,
        groupName: 'Group 1',
        count: 0,
        min: 2,
        max: 2,
        reason: 'required',
        progress: '0/2',
      },
    ]);
  });

  it('reports a group below its count as "1/2" and passes it at the count', () => {
    expect(failingGroups([required], { 1: { 11: 1 } }, false)[0]).toMatchObject({
      reason: 'count',
      progress: '1/2',
    });
    expect(failingGroups([required], { 1: { 11: 1, 12: 1 } }, false)).toEqual([]);
    expect(failingGroups([required], { 1: { 11: 3 } }, false)[0]).toMatchObject({
      reason: 'count',
      progress: '3/2',
    });
  });

  it('passes an empty optional group and fails one above choose_num', () => {
    expect(failingGroups([optional], {}, false)).toEqual([]);
    expect(failingGroups([optional], { 2: { 11: 1 } }, false)).toEqual([]);
    expect(failingGroups([optional], { 2: { 11: 2 } }, false)[0]).toMatchObject({
      progress: '2/1',
    });
  });

  it('fails a group holding a bargain dish, an unknown dish, a dish over its cap or a bad count', () => {
    const g = group(3, {
      choose_num: 3,
      course_detail: [entry(11, { bargain_stype: 3 }), entry(12, { rule_lnr_max_num: 1 })],
    });
    expect(failingGroups([g], { 3: { 11: 1 } }, false)).toHaveLength(1);
    expect(failingGroups([g], { 3: { 99: 1 } }, false)).toHaveLength(1);
    expect(failingGroups([g], { 3: { 12: 2 } }, true)).toHaveLength(1);
    expect(failingGroups([g], { 3: { 12: 2 } }, false)).toHaveLength(0);
    expect(failingGroups([g], { 3: { 12: 1.5 } }, false)).toHaveLength(1);
    expect(failingGroups([g], { 3: { 12: -1 } }, false)).toHaveLength(1);
  });

  it('fails units in a group the set menu does not have', () => {
    expect(failingGroups([optional], { 9: { 11: 1 } }, false)).toHaveLength(1);
  });
});

describe('setMenuTotal', () => {
  it('is the base price plus extra price times quantity', () => {
    const g = group(1, {
      course_detail: [
        entry(11, { price: 1.5 }),
        entry(12, { price: 0.1 }),
        entry(13, { price: -3 }),
      ],
    });
    expect(setMenuTotal(20, [g], { 1: { 11: 2, 12: 3, 13: 1 } })).toBe(23.3);
    expect(setMenuTotal(20, [g], {})).toBe(20);
    expect(setMenuTotal(-5, [g], {})).toBe(0);
  });
});
