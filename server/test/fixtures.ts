// A small restaurant for server tests: four tables (3 merged into 2), two menus with per-person
// extras, an employee, and the settings the table and order flows read.
import type { Store } from '../store';
import {
  diningTables,
  extraItems,
  menuWeekValues,
  menus,
  sections,
  settings,
} from '../store/schema';
import { createEmployee } from '../auth/passwords';

export const EMPLOYEE = { account: '1001', password: 'kitchen-secret', name: 'Ada' };

export interface FixtureOptions {
  /** open-table-audit enable (staff approval of self-opened tables). Default 1. */
  approval?: 0 | 1;
  /** is_encrypting. Default 0. */
  encrypting?: 0 | 1;
}

export async function insertFixtures(store: Store, opts: FixtureOptions = {}): Promise<void> {
  const db = store.db;
  await db.insert(sections).values({ section_id: 1, section_name: 'Hall' });
  await db.insert(diningTables).values([
    { table_id: 1, table_name: 'A1', section_id: 1, table_status: 0 },
    { table_id: 2, table_name: 'A2', section_id: 1, table_status: 0 },
    {
      table_id: 3,
      table_name: 'A3',
      section_id: 1,
      table_status: 0,
      merge_status: 1,
      merge_target_table_id: 2,
    },
    { table_id: 4, table_name: 'A4', table_status: 9 },
    { table_id: 5, table_name: 'A5', table_status: 0 },
    { table_id: 6, table_name: 'A6', table_status: 0 },
  ]);
  await db.insert(extraItems).values([
    { item_id: 901, item_name1: 'Cover adult', price_1: 2.5 },
    { item_id: 902, item_name1: 'Cover child', price_1: 1 },
    { item_id: 903, item_name1: 'Holiday cover', price_1: 4 },
    { item_id: 904, item_name1: 'Other cover', price_1: 1.5 },
  ]);
  await db.insert(menus).values([
    {
      main_group_id: 9,
      main_group_name: 'Lunch',
      normal_price: 15.9,
      child_price: 9.9,
      other_price: 5,
      extra_normal: '901',
      extra_child: '902',
      extra_other: '904',
    },
    {
      main_group_id: 10,
      main_group_name: 'Dinner',
      normal_price: 25.9,
      child_price: 12.9,
      extra_normal: '901',
    },
  ]);
  await db
    .insert(menuWeekValues)
    .values([{ main_group_id: 9, week: 6, extra_normal: '903', extra_child: '', extra_other: '' }]);
  await db.insert(settings).values([
    { id: 1001, name: 'open-table-audit', value: { enable: opts.approval ?? 1 } },
    { id: 1002, name: 'is_encrypting', value: opts.encrypting ?? 0 },
    { id: 1003, name: 'order_head_password', value: 1 },
  ]);
  await createEmployee(db, {
    account: EMPLOYEE.account,
    password: EMPLOYEE.password,
    name: EMPLOYEE.name,
  });
}
