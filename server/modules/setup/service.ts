/**
 * The restaurant document (protocol/restaurant.ts) out of the store and back: exportRestaurant
 * reads every list in a stable order; importRestaurant checks the whole document first (its schema,
 * then every reference between lists and every duplicate id, each refusal naming the field by its
 * JSON pointer), then replaces the restaurant's setup in ONE transaction, then puts the pictures in
 * place. Anything wrong changes nothing.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Compile } from 'typebox/compile';
import {
  PICTURE_PATH,
  RESTAURANT_FORMAT,
  RESTAURANT_LISTS,
  RESTAURANT_VERSION,
  RestaurantDocument,
  RestaurantRows,
  type RestaurantImported,
  type RestaurantList,
} from '../../../protocol/restaurant';
import type { Db, Store } from '../../store';
import * as t from '../../store/schema';
import { HttpError } from '../../http/errors';
import { firstSchemaError } from '../../http/exact-body';

/** The picture folders under the images folder (as server/app.ts serves them). */
const IMAGE_FOLDERS = ['qop_logo', 'bulletin', 'menu_pic', 'first_menu', 'guide'] as const;

interface ListTable {
  table: PgTable;
  /** Columns that order the rows (the primary key). */
  order: string[];
  /** A serial id column whose sequence follows the imported ids. */
  serial?: string;
}

/** Where each list lives in the store. */
const TABLES: Record<RestaurantList, ListTable> = {
  settings: { table: t.settings, order: ['id'] },
  sections: { table: t.sections, order: ['section_id'] },
  tables: { table: t.diningTables, order: ['table_id'] },
  extra_items: { table: t.extraItems, order: ['item_id'] },
  menus: { table: t.menus, order: ['main_group_id'] },
  menu_week_values: { table: t.menuWeekValues, order: ['main_group_id', 'week'] },
  categories: { table: t.menuCategories, order: ['dmi_slu_id'] },
  dishes: { table: t.menuItems, order: ['menu_item_id'] },
  condiment_groups: { table: t.condimentGroups, order: ['scomdiment_groups_id'] },
  condiments: { table: t.condiments, order: ['item_id'] },
  dish_condiment_groups: {
    table: t.menuItemCondimentGroups,
    order: ['menu_item_id', 'scomdiment_groups_id'],
  },
  course_groups: { table: t.courseGroups, order: ['course_group_id'] },
  course_details: { table: t.courseDetails, order: ['detail_id'] },
  bargain_items: { table: t.bargainItems, order: ['bargain_item_id'] },
  business_hours: { table: t.businessHours, order: ['id'], serial: 'id' },
  business_rules: { table: t.businessRules, order: ['id'], serial: 'id' },
  schedule: { table: t.scheduleEntries, order: ['id'], serial: 'id' },
  special_dishes: { table: t.specialDishes, order: ['id'], serial: 'id' },
  banner_announcements: { table: t.bannerAnnouncements, order: ['id'], serial: 'id' },
  bulletins: { table: t.bulletins, order: ['id'], serial: 'id' },
  activity_images: { table: t.activityImages, order: ['id'], serial: 'id' },
  media_links: { table: t.mediaLinks, order: ['id'], serial: 'id' },
  call_service_options: { table: t.callServiceOptions, order: ['id'], serial: 'id' },
  printers: { table: t.printers, order: ['printer_id'], serial: 'printer_id' },
  employees: { table: t.employees, order: ['employee_id'], serial: 'employee_id' },
};

/** References between lists: [list, field, target list, target field] (null never checked). */
const REFERENCES: [RestaurantList, string, RestaurantList, string][] = [
  ['tables', 'section_id', 'sections', 'section_id'],
  ['tables', 'merge_target_table_id', 'tables', 'table_id'],
  ['menu_week_values', 'main_group_id', 'menus', 'main_group_id'],
  ['categories', 'main_group_id', 'menus', 'main_group_id'],
  ['dishes', 'dmi_slu_id', 'categories', 'dmi_slu_id'],
  ['condiments', 'scomdiment_groups_id', 'condiment_groups', 'scomdiment_groups_id'],
  ['dish_condiment_groups', 'menu_item_id', 'dishes', 'menu_item_id'],
  ['dish_condiment_groups', 'scomdiment_groups_id', 'condiment_groups', 'scomdiment_groups_id'],
  ['course_groups', 'menu_item_id', 'dishes', 'menu_item_id'],
  ['course_details', 'course_group_id', 'course_groups', 'course_group_id'],
  ['course_details', 'menu_item_id', 'dishes', 'menu_item_id'],
  ['bargain_items', 'menu_item_id', 'dishes', 'menu_item_id'],
  ['special_dishes', 'menu_item_id', 'dishes', 'menu_item_id'],
];

/** Fields that must be unique within their list besides the key (the store says so too). */
const UNIQUE: [RestaurantList, string][] = [
  ['settings', 'name'],
  ['employees', 'account'],
];

const columnsOf = (list: RestaurantList) => Object.keys(RestaurantRows[list].properties);

function column(table: PgTable, name: string): PgColumn {
  const c = (table as unknown as Record<string, PgColumn>)[name];
  if (!c) throw new Error(`No column ${name}`);
  return c;
}

/** The restaurant's setup as one document, pictures included (from imagesDir). */
export async function exportRestaurant(
  store: Store,
  imagesDir: string,
): Promise<RestaurantDocument> {
  return store.transaction(async (tx) => {
    const [info] = await tx.select().from(t.restaurantInfo);
    const lists = {} as Record<RestaurantList, Record<string, unknown>[]>;
    for (const list of RESTAURANT_LISTS) {
      const { table, order } = TABLES[list];
      const cols = columnsOf(list);
      const fields = Object.fromEntries(cols.map((c) => [c, column(table, c)]));
      lists[list] = await tx
        .select(fields)
        .from(table)
        .orderBy(...order.map((o) => asc(column(table, o))));
    }
    return {
      format: RESTAURANT_FORMAT,
      version: RESTAURANT_VERSION,
      restaurant: {
        restaurant_name: info?.restaurant_name ?? '',
        currency_name: info?.currency_name ?? '€',
        place_id: info?.place_id ?? '',
        address: info?.address ?? '',
        string_id: info?.string_id ?? '',
        timezone: info?.timezone ?? 'UTC',
      },
      ...lists,
      pictures: await readPictures(imagesDir),
    } as RestaurantDocument;
  });
}

async function readPictures(imagesDir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const re = new RegExp(PICTURE_PATH);
  for (const folder of IMAGE_FOLDERS) {
    let names: string[];
    try {
      names = (await readdir(join(imagesDir, folder))).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const path = `${folder}/${name}`;
      if (!re.test(path)) continue;
      out[path] = (await readFile(join(imagesDir, path))).toString('base64');
    }
  }
  return out;
}

const checkDocument = Compile(RestaurantDocument);

/** A refusal of the document, naming the field by its JSON pointer. */
export class DocumentError extends HttpError {
  constructor(
    readonly pointer: string,
    why: string,
  ) {
    super(400, 'BAD_REQUEST', `Invalid restaurant document: ${pointer} ${why}`);
  }
}

/** Checks the document whole: schema, duplicate ids, references, pictures. Throws DocumentError. */
export function validateRestaurant(doc: unknown): RestaurantDocument {
  const why = firstSchemaError(checkDocument, doc);
  if (why !== null) {
    const space = why.indexOf(' ');
    throw new DocumentError(why.slice(0, space), why.slice(space + 1));
  }
  const d = doc as RestaurantDocument;
  const rows = (list: RestaurantList) => d[list] as unknown as Record<string, unknown>[];
  for (const list of RESTAURANT_LISTS) {
    const { order } = TABLES[list];
    const keys = [order, ...UNIQUE.filter(([l]) => l === list).map(([, f]) => [f])];
    for (const fields of keys) {
      const seen = new Set<string>();
      rows(list).forEach((r, i) => {
        const key = JSON.stringify(fields.map((f) => r[f]));
        if (seen.has(key))
          throw new DocumentError(`/${list}/${i}/${fields[fields.length - 1]}`, 'is used twice');
        seen.add(key);
      });
    }
  }
  for (const [list, field, target, targetField] of REFERENCES) {
    const known = new Set(rows(target).map((r) => r[targetField]));
    rows(list).forEach((r, i) => {
      const v = r[field];
      if (v !== null && v !== undefined && !known.has(v))
        throw new DocumentError(
          `/${list}/${i}/${field}`,
          `names ${target} ${String(v)}, which is not in the document`,
        );
    });
  }
  const re = new RegExp(PICTURE_PATH);
  for (const path of Object.keys(d.pictures)) {
    if (!re.test(path))
      throw new DocumentError(
        `/pictures/${path.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        'is not a picture path',
      );
  }
  return d;
}

/** Service data that an import would leave pointing at a setup that is gone. */
const SERVICE_TABLES = [
  'order_details',
  'cart_lines',
  'carts',
  'cart_submissions',
  'turn_info',
  'order_head_passwords',
  'order_customers',
  'pin_attempts',
  'order_requests',
  'reviews',
  'service_calls',
  'print_jobs',
  'orders',
];

export interface ImportOptions {
  /** Also delete every order, cart, call, review and print job (needed when there are any). */
  wipeService?: boolean;
}

/**
 * Replaces the restaurant's setup with the document's, all or nothing. A store holding orders is
 * refused (409) unless `wipeService`: the orders would outlive the tables and dishes they name.
 */
export async function importRestaurant(
  store: Store,
  input: unknown,
  imagesDir: string,
  opts: ImportOptions = {},
): Promise<RestaurantImported> {
  const doc = validateRestaurant(input);
  // Pictures are decoded and written aside first; they replace the old ones only after the commit.
  const staging = join(imagesDir, `.import-${process.pid}-${Date.now()}`);
  const pictures = Object.entries(doc.pictures);
  try {
    for (const [path, data] of pictures) {
      const file = join(staging, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, Buffer.from(data, 'base64'));
    }
    const imported = await store.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(741852963)`);
      const before = await tx.select().from(t.employees);
      await clearSetup(store, tx, opts);
      await tx.insert(t.restaurantInfo).values({ id: 1, ...doc.restaurant });
      const counts: Record<string, number> = {};
      for (const list of RESTAURANT_LISTS) {
        const rows = doc[list] as unknown as Record<string, unknown>[];
        counts[list] = rows.length;
        const { table } = TABLES[list];
        for (let i = 0; i < rows.length; i += 500)
          await tx.insert(table).values(rows.slice(i, i + 500) as never[]);
      }
      await keepSessionVersions(tx, before);
      for (const list of RESTAURANT_LISTS) {
        const { table, serial } = TABLES[list];
        if (!serial) continue;
        const name = sqlName(table);
        await tx.execute(
          sql.raw(
            `select setval(pg_get_serial_sequence('${name}', '${serial}'), coalesce((select max(${serial}) from ${name}), 0) + 1, false)`,
          ),
        );
      }
      return counts;
    });
    for (const [path] of pictures) {
      const to = join(imagesDir, path);
      await mkdir(dirname(to), { recursive: true });
      await rename(join(staging, path), to);
    }
    return { imported, pictures: pictures.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * An employee kept by the import keeps its session version, so sessions ended by a logout stay
 * ended; a disabled account or a new password ends them anyway (auth/staff-guard.ts).
 */
async function keepSessionVersions(
  tx: Db,
  before: (typeof t.employees.$inferSelect)[],
): Promise<void> {
  for (const old of before)
    await tx
      .update(t.employees)
      .set({ session_version: old.session_version })
      .where(eq(t.employees.employee_id, old.employee_id));
}

function sqlName(table: PgTable): string {
  const name = (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
  if (!name || !/^[a-z_]+$/.test(name)) throw new Error('Unexpected table name');
  return name;
}

async function clearSetup(store: Store, tx: Db, opts: ImportOptions): Promise<void> {
  const [{ n } = { n: 0 }] = await store.rows<{ n: number }>(
    sql`select (select count(*) from orders) + (select count(*) from order_requests) as n`,
    tx,
  );
  if (Number(n) > 0 && !opts.wipeService)
    throw new HttpError(
      409,
      'CONFLICT',
      'The store holds orders: import into a store without service data, or ask to delete the orders too (wipe_orders)',
    );
  const setup = [...RESTAURANT_LISTS.map((l) => sqlName(TABLES[l].table)), 'restaurant_info'];
  const all = opts.wipeService ? [...SERVICE_TABLES, ...setup] : setup;
  const list: SQL = sql.raw(all.map((n) => `"${n}"`).join(', '));
  await tx.execute(sql`truncate table ${list} cascade`);
}
