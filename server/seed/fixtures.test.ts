import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dishSvg } from './art';
import { demoImages, dishImagePaths, renderImage } from './images';
import {
  ALLERGENS,
  DISH_LABELS,
  LANGUAGES,
  activityBulletinImages,
  bannerAnnouncements,
  bargainItems,
  businessRules,
  catalog,
  catalogCourseGroups,
  catalogItems,
  categories,
  condimentGroups,
  condiments,
  courseGroups,
  demoEmployees,
  dishes,
  extraItems,
  featuredDishes,
  firstMenus,
  mediaLinks,
  menuItems,
  serviceOptions,
  setMenuItems,
  settings,
  tables,
  type MenuItem,
  guideImageNames,
} from './demo';

const byId = new Map<number, MenuItem>(menuItems.map((d) => [d.menu_item_id, d]));
const unique = <T>(list: T[]) => new Set(list).size === list.length;

describe('Demo restaurant fixtures', () => {
  it('offers each dish its own condiment groups: none with edamame, a required spice level with tonkotsu ramen', () => {
    const edamame = byId.get(101)!;
    expect(edamame.item_name1).toBe('Edamame');
    expect(edamame.condiment_group_ids).toEqual([]);
    const ramen = byId.get(1001)!;
    expect(ramen.item_name1).toBe('Ramen tonkotsu');
    expect(ramen.required_condiment).toBe(1);
    const spice = condimentGroups.find((g) => g.comdiment_groups_name === 'Piccantezza')!;
    expect(ramen.condiment_group_ids).toEqual([spice.scomdiment_groups_id]);
    expect(spice.max_select).toBe(1);
    // Not every group with every dish.
    const all = condimentGroups.length;
    expect(menuItems.filter((d) => d.condiment_group_ids.length === all).length).toBeLessThan(3);
  });

  it('offers at least 100 dishes in at least 10 categories', () => {
    expect(dishes.length).toBeGreaterThanOrEqual(100);
    const used = new Set(dishes.map((d) => d.dmi_slu_id));
    expect(used.size).toBeGreaterThanOrEqual(10);
    for (const id of used) expect(categories.some((c) => c.dmi_slu_id === id)).toBe(true);
  });

  it('names and describes every dish in all seven languages', () => {
    for (const d of menuItems) {
      for (const lang of LANGUAGES) {
        expect(d.item_i18n[lang].name.trim(), `${d.item_id} ${lang}`).not.toBe('');
        expect(d.item_i18n[lang].description.trim(), `${d.item_id} ${lang}`).not.toBe('');
      }
      expect(d.item_name1).toBe(d.item_i18n.IT.name);
      expect(d.item_name2).toBe(d.item_i18n.ZH.name);
      expect(d.item_name2).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const c of categories)
      for (const lang of LANGUAGES) expect(c.dmi_slu_name_i18n[lang]).not.toBe('');
    for (const m of firstMenus)
      for (const lang of LANGUAGES) expect(m.main_group_name_i18n[lang]).not.toBe('');
    for (const e of extraItems)
      for (const lang of LANGUAGES) expect(e.item_i18n[lang].name).not.toBe('');
  });

  it('uses only the 14 allergen keys and 13 label keys, each at most once per dish', () => {
    for (const d of menuItems) {
      for (const a of d.allergen) expect(ALLERGENS).toContain(a);
      for (const l of d.other_detail_info) expect(DISH_LABELS).toContain(l);
      expect(unique(d.allergen)).toBe(true);
      expect(unique(d.other_detail_info)).toBe(true);
    }
  });

  it('keeps labels consistent with allergens', () => {
    const animal = ['fish', 'crustaceans', 'molluscs', 'eggs', 'milk'];
    const seafood = ['fish', 'crustaceans', 'molluscs'];
    for (const d of menuItems) {
      const has = (l: string) => (d.other_detail_info as string[]).includes(l);
      const al = d.allergen as string[];
      const name = `${d.item_id} ${d.item_name1}`;
      if (has('vegan')) {
        expect(has('vegetarian'), name).toBe(true);
        expect(
          al.filter((a) => animal.includes(a)),
          name,
        ).toEqual([]);
      }
      if (has('vegetarian')) {
        expect(
          al.filter((a) => seafood.includes(a)),
          name,
        ).toEqual([]);
        expect(has('pig'), name).toBe(false);
      }
      if (has('gluten_free')) expect(al, name).not.toContain('gluten');
      expect(
        ['mild_spicy', 'medium_spicy', 'very_spicy'].filter(has).length,
        name,
      ).toBeLessThanOrEqual(1);
      if (has('raw') && al.some((a) => seafood.includes(a)))
        expect(has('blast_freezing'), name).toBe(true);
    }
  });

  it('keeps every price non-negative', () => {
    for (const d of menuItems) {
      for (const p of [d.price_1, d.takeout_price_1, d.product_price, d.rule_lnr_limit_price])
        expect(p).toBeGreaterThanOrEqual(0);
    }
    for (const m of firstMenus) {
      for (const p of [m.normal_price, m.child_price, m.other_price])
        expect(p).toBeGreaterThanOrEqual(0);
      for (const v of m.value)
        for (const p of [v.normal_price, v.child_price, v.other_price])
          expect(p).toBeGreaterThanOrEqual(0);
    }
    for (const c of condiments) expect(c.price_1).toBeGreaterThanOrEqual(0);
    for (const g of courseGroups)
      for (const cd of g.course_detail) expect(cd.price).toBeGreaterThanOrEqual(0);
  });

  it('gives every record a unique id', () => {
    expect(unique(menuItems.map((d) => d.item_id))).toBe(true);
    expect(unique(catalogItems.map((d) => d.menu_item_id))).toBe(true);
    expect(unique(catalog.flatMap((m) => m.menu_item_slu.map((c) => c.dmi_slu_id)))).toBe(true);
    expect(unique(categories.map((c) => c.dmi_slu_id))).toBe(true);
    expect(unique(condiments.map((c) => c.item_id))).toBe(true);
    expect(unique(courseGroups.map((g) => g.course_group_id))).toBe(true);
    expect(unique(courseGroups.flatMap((g) => g.course_detail.map((c) => c.detail_id)))).toBe(true);
    expect(unique(catalogCourseGroups.map((g) => g.course_group_id))).toBe(true);
    expect(
      unique(catalogCourseGroups.flatMap((g) => g.course_detail.map((c) => c.detail_id))),
    ).toBe(true);
    expect(unique(settings.map((s) => s.id))).toBe(true);
    expect(unique(settings.map((s) => s.name))).toBe(true);
    expect(unique(tables.map((t) => t.table_name))).toBe(true);
    expect(
      unique([
        ...menuItems.map((d) => d.item_id),
        ...extraItems.map((e) => e.item_id),
        ...condiments.map((c) => c.item_id),
      ]),
    ).toBe(true);
  });

  it('keeps every set-menu group consistent with its course details', () => {
    expect(setMenuItems.length).toBeGreaterThanOrEqual(3);
    for (const set of setMenuItems) {
      expect(set.item_type).toBe(3);
      expect(courseGroups.some((g) => g.menu_item_id === set.menu_item_id)).toBe(true);
    }
    const kinds = new Set<string>();
    for (const g of courseGroups) {
      const set = byId.get(g.menu_item_id);
      expect(set?.item_type, `group ${g.course_group_id}`).toBe(3);
      expect(g.choose_num).toBeGreaterThanOrEqual(1);
      expect(g.course_detail.length).toBeGreaterThan(0);
      kinds.add(
        g.is_must
          ? g.is_select_all
            ? 'select-all'
            : g.is_full_select
              ? 'full-select'
              : 'required'
          : 'optional',
      );
      for (const cd of g.course_detail) {
        const dish = byId.get(cd.menu_item_id);
        expect(dish, `detail ${cd.detail_id}`).toBeDefined();
        expect(dish!.item_type).toBe(0);
        expect(cd.allergen).toEqual(dish!.allergen);
        expect(cd.other_detail_info).toEqual(dish!.other_detail_info);
        expect(cd.bargain_stype).toBe(dish!.bargain_stype);
        expect(cd.num).toBeGreaterThanOrEqual(0);
        if (cd.num > 0) expect(cd.bargain_stype, 'bargain dishes are never defaults').toBe(0);
      }
      const defaults = g.course_detail.reduce((n, cd) => n + cd.num, 0);
      if (g.is_select_all) {
        expect(defaults).toBe(g.choose_num);
      } else {
        expect(defaults).toBe(0);
      }
      if (g.is_must && g.is_full_select && !g.is_select_all) {
        const choosable = g.course_detail.filter((cd) => cd.bargain_stype === 0).length;
        expect(choosable).toBeGreaterThanOrEqual(Math.min(g.choose_num, 1));
      }
    }
    expect([...kinds].sort()).toEqual(['full-select', 'optional', 'required', 'select-all']);
    // Every placed set menu has its groups, and their dishes are placed too.
    const placed = new Set(catalogItems.map((d) => d.menu_item_id));
    for (const g of catalogCourseGroups) {
      expect(placed.has(g.menu_item_id)).toBe(true);
      for (const cd of g.course_detail) expect(placed.has(cd.menu_item_id)).toBe(true);
    }
  });

  it('declares promotions of every kind, the limited one with a count left', () => {
    expect(new Set(bargainItems.map((b) => b.bargain_stype))).toEqual(new Set([1, 2, 3]));
    for (const b of bargainItems) {
      const d = byId.get(b.menu_item_id)!;
      expect(d.bargain_stype).toBe(b.bargain_stype);
      if (b.bargain_stype === 2) {
        expect(b.bargain_num_cur).toBeGreaterThan(0);
        expect(b.bargain_num_cur).toBeLessThanOrEqual(b.bargain_num);
      }
    }
  });

  it('exempts every drink from the round limit and limits some dishes', () => {
    for (const d of dishes.filter((x) => x.dmi_slu_id === 15))
      expect(d.not_joining_global_limit).toBe(1);
    expect(
      dishes.some(
        (d) =>
          d.rule_lnr_enable === 1 && d.rule_lnr_limit_enable === 1 && d.rule_lnr_limit_price > 0,
      ),
    ).toBe(true);
    expect(dishes.some((d) => d.rule_lnr_enable === 1 && d.rule_lnr_limit_enable === 0)).toBe(true);
    expect(categories.some((c) => c.category_order_limit < 999)).toBe(true);
  });

  it('lists every setting the app reads', () => {
    const names = new Set(settings.map((s) => s.name));
    for (const n of [
      'open-table-audit',
      'rule-autonomous-meal',
      'rule-global-turn-limit',
      'rule-global-turn-max-number',
      'one_turn_one_time_send',
      'rule-local-dish-limit',
      'call_service_function',
      'promotional_advertisement',
      'dining_review',
      'google_review',
      'order_head_password',
      'customer-first-screen',
      'show-item-name1-or-item-name2',
      'time_interval',
      'is_encrypting',
      'guide',
      'custom_remark',
      'dish_remarks',
      'default-selection-menu',
      'package-fee',
      'qop-menu-default-mode',
      'qop_open-table-mode',
      'map_key',
      'google_map_lat',
      'google_map_lng',
      'map_scope',
      'set_map',
      'advertising_time',
      'disable-order-notice-appear-time',
      'is_show_sell_out_dishes',
      'menu-dishes-sort',
      'order_menu_status',
      'is_show_order_time',
      'business-hour-mode',
      'holidays',
    ])
      expect(names, n).toContain(n);
    const holidays = String(settings.find((s) => s.name === 'holidays')?.value).split(',');
    for (const d of holidays) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ids = new Set(settings.map((s) => s.id));
    for (const id of [129, 37, 123, 158, 107, 2, 3, 9, 11, 12, 13, 14, 24, 25, 30])
      expect(ids, String(id)).toContain(id);
    expect(settings.find((s) => s.name === 'is_encrypting')?.value).toBe(1);
    expect(settings.find((s) => s.name === 'rule-global-turn-limit')?.value).toEqual({
      enable: 1,
      turn_dishes: 6,
      turn_mins: 10,
    });
  });

  it('has 20 tables, hours with valid times, and the home-page content', () => {
    expect(tables).toHaveLength(20);
    for (const r of businessRules) {
      for (const time of [r.start_time, r.end_time])
        expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
      expect(r.turn_dishes).toBeGreaterThan(0);
    }
    expect(businessRules.some((r) => r.end_time === '24:00')).toBe(true);
    expect(businessRules.some((r) => r.week.split(',').includes('7'))).toBe(true);
    expect(bannerAnnouncements.length).toBeGreaterThanOrEqual(3);
    expect(activityBulletinImages.length).toBeGreaterThan(0);
    for (const f of featuredDishes) expect(byId.has(f.menu_item_id)).toBe(true);
    expect(mediaLinks.find((m) => m.name === 'whatsapp')?.url).toMatch(/^\d+$/);
    for (const o of serviceOptions) {
      for (const k of ['cn', 'en', 'it', 'es', 'de', 'fr'] as const) {
        expect(o[`title_${k}`]).not.toBe('');
        expect(o[`value_${k}`]).not.toBe('');
      }
    }
    expect(demoEmployees).toHaveLength(2);
  });
});

describe('Demo fixture modules', () => {
  it('import nothing but each other, the pure core and the wire protocol, so the browser mocks can use them', () => {
    const dir = join(import.meta.dirname, 'demo');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      const specifiers = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const spec of specifiers)
        expect(spec, `${file} imports ${spec}`).toMatch(
          /^(\.\/[a-z-]+|(\.\.\/){3}(core\/[a-z-]+\/[a-z-]+|protocol\/[a-z-]+))$/,
        );
    }
  });
});

describe('Demo pictures', () => {
  it('plans a picture and a thumbnail for every dish under every id the app may ask for', () => {
    for (const d of menuItems) {
      const paths = dishImagePaths(d);
      expect(paths).toContain(`menu_pic/${d.item_id}.jpg`);
      expect(paths).toContain(`menu_pic/${d.item_id}_s.jpg`);
    }
    for (const d of catalogItems) {
      const base = menuItems.find((x) => x.item_id === d.item_id)!;
      expect(dishImagePaths(base)).toContain(`menu_pic/${d.menu_item_id}_s.jpg`);
    }
    const planned = demoImages().map((i) => i.path);
    for (const m of firstMenus) expect(planned).toContain(`first_menu/${m.main_group_id}.jpg`);
    expect(planned).toContain('qop_logo/logo.jpg');
    expect(planned).toContain('bulletin/back_ground_image.jpg');
    for (let i = 1; i <= 5; i++) expect(planned).toContain(`bulletin/bulletin${i}.jpg`);
    for (const a of activityBulletinImages) expect(planned).toContain(`bulletin/${a.name}`);
    for (const name of guideImageNames) expect(planned).toContain(`guide/${name}`);
  });

  it('draws the guide pictures without words, each its own picture', async () => {
    const guide = demoImages().filter((i) => i.path.startsWith('guide/'));
    expect(guide.map((i) => i.path)).toEqual(guideImageNames.map((n) => `guide/${n}`));
    const thumbs: Buffer[] = [];
    for (const img of guide) {
      const svg = img.svg();
      // The app shows them in seven languages: nothing in them is text.
      expect(svg).not.toMatch(/<text|<tspan/);
      const jpeg = await renderImage(img);
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 960, 720]);
      thumbs.push(await sharp(jpeg).resize(24, 18).removeAlpha().raw().toBuffer());
    }
    for (let i = 0; i < thumbs.length; i++)
      for (let j = i + 1; j < thumbs.length; j++) expect(thumbs[i]!.equals(thumbs[j]!)).toBe(false);
  });

  it('draws every dish, the same way each time', () => {
    for (const d of menuItems) {
      const svg = dishSvg(d);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.length, `${d.item_id}`).toBeGreaterThan(3000);
      expect(dishSvg(d)).toBe(svg);
    }
  });

  it('renders pictures that are not blank squares', async () => {
    for (const id of [401, 1001, 1201]) {
      const d = byId.get(id)!;
      const jpeg = await renderImage({
        path: 'x.jpg',
        width: 640,
        height: 640,
        svg: () => dishSvg(d),
      });
      const meta = await sharp(jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([640, 640]);
      const stats = await sharp(jpeg).stats();
      for (const ch of stats.channels.slice(0, 3)) expect(ch.stdev).toBeGreaterThan(20);
    }
  });

  it('draws every dish recognisably different from every other, at thumbnail size', async () => {
    // One picture per dish (a dish served on several menus has one name and one picture).
    const dishesByName = new Map<string, MenuItem>();
    for (const d of menuItems)
      if (!dishesByName.has(d.item_name1)) dishesByName.set(d.item_name1, d);
    const thumbs = await Promise.all(
      [...dishesByName.values()].map(async (d) => ({
        name: d.item_name1,
        px: await sharp(Buffer.from(dishSvg(d)))
          .resize(24, 24)
          .removeAlpha()
          .raw()
          .toBuffer(),
      })),
    );
    // Mean difference per colour channel (0–255) between two thumbnails.
    const distance = (a: Buffer, b: Buffer) => {
      let sum = 0;
      for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
      return sum / a.length;
    };
    const alike: string[] = [];
    for (let i = 0; i < thumbs.length; i++)
      for (let j = i + 1; j < thumbs.length; j++) {
        const d = distance(thumbs[i]!.px, thumbs[j]!.px);
        if (d < 8) alike.push(`${thumbs[i]!.name} ~ ${thumbs[j]!.name} (${d.toFixed(1)})`);
      }
    expect(alike).toEqual([]);
  });
});
