import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startTestServer, storeKinds, type TestServer } from '../../test/harness';
import { GUIDE_IMAGES_MAX } from '../../../protocol/http';
import { SEED_TIMEOUT_MS, startDemoServer } from '../menus/testing';
import contentModule from './index';

describe.each(storeKinds())('Home content (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startDemoServer(kind, [contentModule]);
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  it('answers the restaurant info without the member key', async () => {
    const res = await server.request('/api/v2/restaurant-info');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      restaurant_name: 'Tavola Sakura',
      currency_name: '€',
      place_id: 'ChIJTavolaSakuraDemo0001',
      address: 'Via dei Ciliegi 8, 20121 Milano MI, Italia',
      timezone: 'Europe/Rome',
    });
  });

  it('lists the call-waiter options in six languages with the first one selected', async () => {
    const res = await server.request('/api/v2/callservice');
    const options = res.body as Array<Record<string, unknown>>;
    expect(options.length).toBeGreaterThanOrEqual(4);
    expect(options[0]).toMatchObject({
      title_en: 'Call a waiter',
      title_it: 'Chiama un cameriere',
      title_cn: '呼叫服务员',
      title_fr: 'Appeler un serveur',
      value_en: 'Please come to our table',
      selected: true,
    });
    expect(options.slice(1).every((o) => o.selected === false)).toBe(true);
    for (const lang of ['cn', 'en', 'it', 'es', 'de', 'fr'])
      expect(options[1]![`title_${lang}`]).toEqual(expect.any(String));
  });

  it('answers the text announcement inside data, and an empty list for a type without one', async () => {
    const res = await server.request('/api/v2/bulletin/4');
    expect(res.status).toBe(200);
    const { data } = res.body as { data: Array<{ value: string }> };
    expect(data[0]!.value).toMatch(/^Welcome to Tavola Sakura!/);
    expect((await server.request('/api/v2/bulletin/5')).body).toEqual({ data: [] });
  });

  it('lists banners, gallery pictures and media links in order', async () => {
    const banners = (await server.request('/api/v2/banner-announcement')).body as Array<{
      icon: string;
      value: string;
    }>;
    expect(banners.map((b) => b.icon)).toEqual(['new', 'time', 'gift', 'info']);
    const pictures = (await server.request('/api/v2/activity-bulletin/image')).body as Array<{
      name: string;
    }>;
    expect(pictures.map((p) => p.name)).toEqual([
      'activity_sakura_week.jpg',
      'activity_ramen_night.jpg',
      'activity_kids_free.jpg',
    ]);
    const links = (await server.request('/api/v2/propaganda')).body as Array<{
      name: string;
      url: string;
    }>;
    expect(links[0]).toEqual({
      name: 'facebook',
      url: 'https://www.facebook.com/tavolasakura.demo',
    });
    expect(links.find((l) => l.name === 'whatsapp')!.url).toBe('393331234567');
  });

  it('answers the address for the restaurant’s place id and refuses another', async () => {
    const own = await server.request(
      '/api/v3/settings/map_address?place_id=ChIJTavolaSakuraDemo0001',
    );
    expect(own.body).toEqual({
      place_id: 'ChIJTavolaSakuraDemo0001',
      address: 'Via dei Ciliegi 8, 20121 Milano MI, Italia',
      restaurant_name: 'Tavola Sakura',
    });
    expect((await server.request('/api/v3/settings/map_address')).status).toBe(200);
    const other = await server.request('/api/v3/settings/map_address?place_id=SomewhereElse');
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers the restaurant string id for member features', async () => {
    expect((await server.request('/api/v2/check/od/secret_key')).body).toEqual({
      restaurant: { string_id: 'tavola-sakura' },
      member_provider: '/api/member',
    });
  });
});

describe('The guide pictures', () => {
  let server: TestServer;
  const guide = () => join(server.imagesDir, 'guide');
  const list = async () => {
    const res = await server.request('/api/v2/guide-images');
    expect(res.status).toBe(200);
    return (res.body as Array<{ name: string }>).map((p) => p.name);
  };
  beforeAll(async () => {
    server = await startTestServer({ modules: [contentModule] });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists none while the restaurant has no guide folder', async () => {
    rmSync(guide(), { recursive: true, force: true });
    expect(await list()).toEqual([]);
  });

  it('lists the picture files of guide/ in the natural order of their names, and nothing else', async () => {
    rmSync(guide(), { recursive: true, force: true });
    mkdirSync(join(guide(), 'old.jpg'), { recursive: true });
    const picture = await sharp({
      create: { width: 960, height: 720, channels: 3, background: '#306090' },
    })
      .jpeg()
      .toBuffer();
    for (const name of ['10-enjoy.jpg', '2-choose.webp', '1-scan.PNG', '.hidden.jpg', 'notes.txt'])
      writeFileSync(join(guide(), name), picture);
    expect(await list()).toEqual(['1-scan.PNG', '2-choose.webp', '10-enjoy.jpg']);
  });

  it(`lists at most ${GUIDE_IMAGES_MAX}`, async () => {
    rmSync(guide(), { recursive: true, force: true });
    mkdirSync(guide(), { recursive: true });
    for (let i = 1; i <= GUIDE_IMAGES_MAX + 2; i++) writeFileSync(join(guide(), `${i}.jpg`), 'x');
    const names = await list();
    expect(names).toHaveLength(GUIDE_IMAGES_MAX);
    expect(names[0]).toBe('1.jpg');
    expect(names.at(-1)).toBe(`${GUIDE_IMAGES_MAX}.jpg`);
  });

  it('serves a listed picture as it is and as a phone-sized WebP copy', async () => {
    rmSync(guide(), { recursive: true, force: true });
    mkdirSync(guide(), { recursive: true });
    const picture = await sharp({
      create: { width: 960, height: 720, channels: 3, background: '#208040' },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(join(guide(), '1-scan.jpg'), picture);
    const [name] = await list();
    const plain = await fetch(`${server.url}/guide/${name}`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
    writeFileSync(join(server.distDir, 'index.html'), '<!doctype html><head></head>');
    const page = await (await fetch(`${server.url}/Home`)).text();
    const version = /<meta name="tavola-pictures" content="([0-9a-f]+)">/.exec(page)?.[1];
    const copy = await fetch(`${server.url}/pic/${version}/guide/480/${name}.webp`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 360]);
  });
});
