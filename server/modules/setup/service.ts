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
import { Worker } from 'node:worker_threads';
import { HttpError, type ErrorCode } from '../../http/errors';
import { MAX_PICTURE_PIXELS, pictureSize } from '../../http/pictures';
import { firstSchemaProblem } from '../../http/exact-body';
import { PictureRefusal, reencodePicture, storedFormatOf } from './pictures';
import type { ReadRefusal, ReadResult } from './read-worker';

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
      if (!re.test(path) || !storedFormatOf(path)) continue;
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
    status: 400 | 413 = 400,
  ) {
    super(
      status,
      status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
      `Invalid restaurant document: ${pointer} ${why}`,
      pointer,
    );
  }
}

const picturePointer = (path: string) =>
  `/pictures/${path.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Checks the document whole: schema, duplicate ids, references, pictures. Throws DocumentError. */
export function validateRestaurant(doc: unknown): RestaurantDocument {
  const problem = firstSchemaProblem(checkDocument, doc);
  if (problem !== null)
    throw new DocumentError(problem.field, problem.why.slice(problem.why.indexOf(' ') + 1));
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
    if (!re.test(path)) throw new DocumentError(picturePointer(path), 'is not a picture path');
  }
  return d;
}

/**
 * Every picture of the document decoded and re-encoded (pictures.ts), or a DocumentError naming
 * each file that is not a real picture.
 */
async function checkPictures(pictures: [string, Buffer][]): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const refused: [string, string][] = [];
  for (const [path, data] of pictures) {
    try {
      out.set(path, await reencodePicture(path, data));
    } catch (err) {
      if (!(err instanceof PictureRefusal)) throw err;
      refused.push([path, err.message]);
    }
  }
  const [first, ...more] = refused;
  if (first) {
    const others = more.map(([p, why]) => `; ${p} ${why}`).join('');
    throw new DocumentError(picturePointer(first[0]), `(${first[0]}) ${first[1]}${others}`);
  }
  return out;
}

/** Removes every file of the picture folders that the document does not list. */
async function removeUnlisted(imagesDir: string, listed: Set<string>): Promise<number> {
  let removed = 0;
  for (const folder of IMAGE_FOLDERS) {
    let entries;
    try {
      entries = await readdir(join(imagesDir, folder), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (!e.isFile() || listed.has(`${folder}/${e.name}`)) continue;
      await rm(join(imagesDir, folder, e.name), { force: true });
      removed++;
    }
  }
  return removed;
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
  /** Told the ids of the orders the import deleted, once it committed. */
  onOrdersDeleted?: (orderIds: number[]) => void;
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
  const pictures = Object.entries(doc.pictures).map(([path, data]): [string, Buffer] => [
    path,
    Buffer.from(data, 'base64'),
  ]);
  return writeRestaurant(store, doc, pictures, imagesDir, opts);
}

/**
 * importRestaurant from the document's JSON bytes (an HTTP body, a file): they are parsed and
 * checked in a worker thread (read-worker.ts), so a large document does not hold the event loop.
 */
export async function importRestaurantBytes(
  store: Store,
  bytes: Buffer,
  imagesDir: string,
  opts: ImportOptions = {},
): Promise<RestaurantImported> {
  const read = await readInWorker(bytes);
  if (!read.ok) throw new HttpError(read.status, read.code as ErrorCode, read.message);
  const pictures = read.pictures.map(([path, b]): [string, Buffer] => [path, Buffer.from(b)]);
  return writeRestaurant(store, read.doc as RestaurantDocument, pictures, imagesDir, opts);
}

type Reply = { id: number; result: ReadResult | ReadRefusal };
type Waiting = { resolve: (r: ReadResult | ReadRefusal) => void; reject: (e: Error) => void };
let reader: { worker: Worker; waiting: Map<number, Waiting>; next: number } | null = null;

/** The document's bytes read by the reader thread (started on first use, then kept). */
function readInWorker(bytes: Buffer): Promise<ReadResult | ReadRefusal> {
  if (!reader) {
    const worker = new Worker(new URL('./read-worker.mjs', import.meta.url));
    worker.unref();
    const r = { worker, waiting: new Map<number, Waiting>(), next: 1 };
    const fail = (err: unknown) => {
      if (reader === r) reader = null;
      const error = err instanceof Error ? err : new Error(`The import reader stopped (${err})`);
      for (const w of r.waiting.values()) w.reject(error);
      r.waiting.clear();
    };
    worker.on('message', (m: Reply) => {
      r.waiting.get(m.id)?.resolve(m.result);
      r.waiting.delete(m.id);
    });
    worker.on('error', fail);
    worker.on('exit', fail);
    reader = r;
  }
  const r = reader;
  const id = r.next++;
  const copy = new Uint8Array(bytes);
  return new Promise((resolve, reject) => {
    r.waiting.set(id, { resolve, reject });
    r.worker.postMessage({ id, bytes: copy }, [copy.buffer]);
  });
}

async function writeRestaurant(
  store: Store,
  doc: RestaurantDocument,
  input: [string, Buffer][],
  imagesDir: string,
  opts: ImportOptions,
): Promise<RestaurantImported> {
  // A picture the server could never scale is refused here, not at every phone's request.
  for (const [path, bytes] of input) {
    const size = await pictureSize(bytes);
    if (size && size.width * size.height > MAX_PICTURE_PIXELS)
      throw new DocumentError(
        picturePointer(path),
        `is too large: ${size.width}×${size.height} pixels, at most ${MAX_PICTURE_PIXELS} in all`,
        413,
      );
  }
  // Pictures are checked, re-encoded and written aside first; they replace the old ones only
  // after the commit.
  const pictures = [...(await checkPictures(input))];
  const staging = join(imagesDir, `.import-${process.pid}-${Date.now()}`);
  try {
    for (const [path, bytes] of pictures) {
      const file = join(staging, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    }
    let deleted: number[] = [];
    const imported = await store.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(741852963)`);
      const before = await tx.select().from(t.employees);
      deleted = await clearSetup(store, tx, opts);
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
    // The document is the whole restaurant: pictures it no longer lists go. One without any
    // pictures (an export without them) leaves the pictures as they are.
    if (pictures.length > 0) await removeUnlisted(imagesDir, new Set(pictures.map(([p]) => p)));
    if (deleted.length > 0) opts.onOrdersDeleted?.(deleted);
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

/** Empties the setup (and the service data when asked); the ids of the orders deleted. */
async function clearSetup(store: Store, tx: Db, opts: ImportOptions): Promise<number[]> {
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
  const orders = opts.wipeService
    ? await store.rows<{ id: number }>(sql`select order_head_id as id from orders`, tx)
    : [];
  const setup = [...RESTAURANT_LISTS.map((l) => sqlName(TABLES[l].table)), 'restaurant_info'];
  const all = opts.wipeService ? [...SERVICE_TABLES, ...setup] : setup;
  const list: SQL = sql.raw(all.map((n) => `"${n}"`).join(', '));
  await tx.execute(sql`truncate table ${list} cascade`);
  return orders.map((o) => Number(o.id));
}
