// Every catalogue, hours, settings, content, review and QR route answers malformed input with a
// 4xx error carrying a code, never a 5xx, and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { storeKinds, type TestServer, type TestRequestInit } from '../../test/harness';
import { orders } from '../../store/schema';
import { dinerToken, SEED_TIMEOUT_MS, staffToken, startDemoServer } from '../menus/testing';
import menusModule from '../menus/index';
import settingsModule from '../settings/index';
import hoursModule from '../hours/index';
import reviewsModule from '../reviews/index';
import qrcodeModule from '../qrcode/index';
import contentModule from './index';

const HUGE = 'x'.repeat(20_000);
// Query strings stay under Node's 16 KB header limit, which refuses longer URLs before any route.
const LONG = 'x'.repeat(4_000);
const FINGERPRINTED = [
  'reviews',
  'settings',
  'menus',
  'menu_items',
  'bargain_items',
  'business_rules',
  'business_hours',
  'dining_tables',
  'orders',
  'restaurant_info',
];

describe.each(storeKinds())('Malformed input (%s)', (kind) => {
  let server: TestServer;
  let orderId = 0;
  let diner = '';
  let staff = '';
  beforeAll(async () => {
    server = await startDemoServer(kind, [
      menusModule,
      settingsModule,
      hoursModule,
      contentModule,
      reviewsModule,
      qrcodeModule,
    ]);
    const [order] = await server.store.db
      .insert(orders)
      .values({ table_id: 4, select_menu: '2', customer_num: 2 })
      .returning();
    orderId = order!.order_head_id;
    diner = dinerToken(server, { tableId: 4, orderId, customer: 'Anna' });
    staff = staffToken(server);
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  const fingerprint = async () => {
    const out: Record<string, unknown> = {};
    for (const t of FINGERPRINTED) {
      const [row] = await server.store.rows<{ n: number; h: string | null }>(
        sql.raw(
          `select count(*)::int as n, md5(string_agg(x::text, '|' order by x::text)) as h from ${t} x`,
        ),
      );
      out[t] = row;
    }
    return out;
  };

  const expectRefused = async (path: string, init: TestRequestInit = {}, statuses = [400, 404]) => {
    const res = await server.request(path, init);
    expect(
      statuses,
      `${init.method ?? 'GET'} ${path.slice(0, 120)} → ${res.status} ${res.text.slice(0, 200)}`,
    ).toContain(res.status);
    expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  };

  it('refuses bad queries and unknown ids on every read route', async () => {
    const before = await fingerprint();
    const gets: Array<[string, number[]?]> = [
      ['/api/v3/menus?type=2'],
      ['/api/v3/menus?type=abc'],
      ['/api/v3/menus?with_dish=maybe'],
      ['/api/v3/menus?sort=random'],
      ['/api/v3/menus?extra=2'],
      [`/api/v3/menus?type=${LONG}`],
      ['/api/v3/menus/packet?with_dish=x'],
      ['/api/v3/menus2/abc'],
      ['/api/v3/menus2/0'],
      ['/api/v3/menus2/-1'],
      ['/api/v3/menus2/99999999999'],
      ['/api/v3/menus2/1.5'],
      ['/api/v3/menus2/999'],
      ['/api/v3/menus2/2?with_dish=x'],
      [`/api/v3/menus2/2?sort=${LONG}`],
      ['/api/v2/menus/abc'],
      ['/api/v2/menus/999'],
      ['/api/v2/menu_items'],
      ['/api/v2/menu_items?ids=abc'],
      ['/api/v2/menu_items?ids=1,,2'],
      ['/api/v2/menu_items?ids=-5'],
      [`/api/v2/menu_items?ids=${Array.from({ length: 300 }, (_, i) => i + 1).join(',')}`],
      ['/api/v2/menu_items?ids=999999'],
      ['/api/v3/dish/course?course_group_id=abc'],
      ['/api/v3/dish/course?course_group_id=0'],
      ['/api/v3/dish/course?course_group_id=999999'],
      ['/api/v3/dish/course?menu_item_id=20401'],
      ['/api/v2/condiments?with_group=yes'],
      ['/api/v2/settings/abc'],
      ['/api/v2/settings/0'],
      ['/api/v2/settings/1.5'],
      ['/api/v2/settings/99999'],
      ['/api/v3/business_hour2/project'],
      [`/api/v3/business_hour2/project?project=${LONG}`],
      ['/api/v3/business_hour2/project?project=Q%20OP'],
      ['/api/v3/business_hour2/project?project=QOP&nowDate=tomorrow'],
      ['/api/v3/business_hour2/project?project=QOP&nowDate=2026-13-01'],
      [`/api/v3/business_hour2/project?project=QOP&nowDate=${LONG}`],
      ['/api/v3/business_hour2/project?project=NOPE'],
      ['/api/v2/bulletin/abc'],
      ['/api/v2/bulletin/0'],
      ['/api/v2/bulletin/100000'],
      [`/api/v3/settings/map_address?place_id=${LONG}`],
      ['/api/v3/settings/map_address?place_id=a%20b'],
      ['/api/v3/settings/map_address?place_id=Unknown'],
    ];
    for (const [path, statuses] of gets) await expectRefused(path, { token: diner }, statuses);
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses malformed reviews and writes nothing', async () => {
    const before = await fingerprint();
    const good = {
      order_head_id: orderId,
      table_id: 4,
      table_name: 'T4',
      rating: 2,
      comment: 'Too salty',
      date: '2026-01-12',
      customer_num: 2,
    };
    const post = (body: unknown, token = diner): TestRequestInit => ({
      method: 'POST',
      body,
      token,
    });
    await expectRefused('/api/v3/dining_reviews', {
      method: 'POST',
      rawBody: 'not json',
      token: diner,
    });
    await expectRefused('/api/v3/dining_reviews', {
      method: 'POST',
      rawBody: '{"rating":',
      token: diner,
    });
    for (const body of [
      [],
      {},
      'review',
      { ...good, rating: 'five' },
      { ...good, rating: {} },
      { ...good, rating: 9 },
      { ...good, comment: {} },
      { ...good, comment: HUGE },
      { ...good, comment: '' },
      { ...good, order_head_id: 'abc' },
      { ...good, order_head_id: -3 },
      { ...good, order_head_id: 99999999999 },
      { ...good, table_id: 0 },
      { ...good, table_id: {} },
      { ...good, table_name: HUGE },
      { ...good, date: HUGE },
      { ...good, customer_num: -1 },
      { ...good, customer_num: 'many' },
    ]) {
      await expectRefused('/api/v3/dining_reviews', post(body));
    }
    await expectRefused('/api/v3/dining_reviews', post(good, 'forged-token'), [401]);
    await expectRefused(
      '/api/v3/dining_reviews',
      post({ ...good, order_head_id: 424242 }, dinerToken(server, { tableId: 4, orderId: 424242 })),
      [404],
    );
    await expectRefused(
      '/api/v3/dining_reviews',
      {
        method: 'POST',
        rawBody: JSON.stringify({ ...good, comment: 'y'.repeat(1_100_000) }),
        token: diner,
      },
      [413],
    );
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses malformed QR code requests', async () => {
    const before = await fingerprint();
    const post = (body: unknown): TestRequestInit => ({ method: 'POST', body, token: staff });
    await expectRefused('/api/v2.5/qrcode', { method: 'POST', rawBody: '{', token: staff });
    for (const body of [
      {},
      [],
      { host: HUGE, port: 80, table_id: 1 },
      { host: 'tavola.local', port: 'abc', table_id: 1 },
      { host: 'tavola.local', port: 0, table_id: 1 },
      { host: 'tavola.local', port: 80, table_id: 'x' },
      { host: 'tavola.local', port: 80, table_id: 1, protocol: 'ftp' },
      { host: 'javascript:alert(1)', port: 80, table_id: 1 },
      { host: 'tavola.local', port: 80, table_id: 99999 },
    ]) {
      await expectRefused('/api/v2.5/qrcode', post(body));
    }
    expect(await fingerprint()).toEqual(before);
  });
});
