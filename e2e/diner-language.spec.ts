import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localizedName, type NameI18n } from '../core/locale/localized-name';
import type { Language } from '../core/locale/language';
import { messagesFor } from '../locales/catalogues';
import {
  categories,
  condimentGroups,
  condiments,
  courseGroups,
  extraItems,
  firstMenus,
  menuItems,
} from '../server/seed/demo';
import {
  addFromMenu,
  approvePending,
  joinTable,
  menuWithDishes,
  openTableFromHome,
  staffAuth,
  startApp,
} from './harness';
import type { E2eApp } from './harness';
import type { MenuDish } from '../protocol/http';

let app: E2eApp;

beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** Every name the demo restaurant writes in several languages, with the name it falls back to. */
const NAMED: { i18n: NameI18n; fallback: string }[] = [
  ...menuItems.map((d) => ({ i18n: d.item_i18n, fallback: d.item_name1 })),
  ...extraItems.map((d) => ({ i18n: d.item_i18n, fallback: d.item_name1 })),
  ...categories.map((c) => ({ i18n: c.dmi_slu_name_i18n, fallback: c.dmi_slu_name })),
  ...firstMenus.map((m) => ({ i18n: m.main_group_name_i18n, fallback: m.main_group_name })),
  ...condimentGroups.map((g) => ({
    i18n: g.comdiment_groups_name_i18n,
    fallback: g.comdiment_groups_name,
  })),
  ...condiments.map((c) => ({ i18n: c.item_i18n, fallback: c.item_name1 })),
  ...courseGroups.map((g) => ({ i18n: g.course_group_name_i18n, fallback: g.course_group_name })),
];

const namesIn = (i18n: NameI18n): string[] =>
  Object.values(i18n ?? {}).flatMap((v) =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' ? [(v as { name: string }).name] : [],
  );

/** The names a diner of `language` must never read: another language's, where theirs differs. */
function foreignNames(language: Language): Set<string> {
  const own = new Set(NAMED.map((n) => localizedName(n.i18n, language, n.fallback)));
  const foreign = new Set<string>();
  for (const n of NAMED)
    for (const name of [...namesIn(n.i18n), n.fallback]) if (!own.has(name)) foreign.add(name);
  return foreign;
}

/**
 * The visible text of the page, cut where names are joined ("Avocado extra · Piccante",
 * "Miso soup × 2", "Sauces: Soy sauce"), each piece trimmed.
 */
async function visiblePieces(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim()) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      out.push(n.textContent);
    }
    return out;
  });
  return texts.flatMap((t) =>
    t
      .split(/\s+·\s+|\s\+\S+|\s*×\s*\d*\s*|\n|:\s+|,\s+|，|、|：/)
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** Fails when the page shows a name of another language than the diner's. */
async function expectOnlyOwnNames(page: Page, language: Language, where: string): Promise<void> {
  const foreign = foreignNames(language);
  const wrong = (await visiblePieces(page)).filter((p) => foreign.has(p));
  expect(wrong, `names not in ${language} in ${where}`).toEqual([]);
}

const JOURNEYS: { language: Language; locale: string; table: number }[] = [
  { language: 'EN', locale: 'en-US', table: 14 },
  { language: 'ZH', locale: 'zh-CN', table: 15 },
];

describe.each(JOURNEYS)('A $language diner', ({ language, locale, table }) => {
  it('reads every name in their language: hours, menu, dish detail, cart, history', async () => {
    const m = messagesFor(language);
    const text = (id: string, values: Record<string, string> = {}) =>
      Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), m[id]!);
    const nameOf = (d: MenuDish) => localizedName(d.item_i18n, language, d.item_name1);
    const add = (d: MenuDish) =>
      addFromMenu(page, nameOf(d), [m['dishCard.add']!, m['stepper.increase']!]);

    const diner = await app.newDiner({ locale });
    const page = diner.page;

    // Home: the menus and the opening hours.
    await page.goto(`${app.url}/?table_id=${table}`);
    await page.waitForURL(/\/Home$/);
    await page.getByRole('heading', { name: text('home.hours') }).waitFor();
    await expectOnlyOwnNames(page, language, 'the home page');

    // The open-table panel: the menus offered.
    await page.getByRole('button', { name: text('home.orderNow') }).click();
    await page.getByRole('button', { name: text('openTable.open') }).waitFor();
    await expectOnlyOwnNames(page, language, 'the open-table panel');
    await page.keyboard.press('Escape');
    await openTableFromHome(app, page, table, 2, {
      look: text('home.orderNow'),
      add: '',
      remove: '',
      open: text('openTable.open'),
    });
    await approvePending(app, table);
    await page.getByText(text('approval.unlocked')).first().waitFor();

    const tableRow = (await (
      await fetch(`${app.url}/api/v2/tables/${table}`, { headers: await staffAuth(app) })
    ).json()) as { select_menu: string };
    const menu = await menuWithDishes(app, Number(tableRow.select_menu.split(',')[0]));
    const dishes = menu.menu_item_slu.flatMap((c) => c.menu_item);

    // The menu, from top to bottom (the list draws the rows in view).
    await expectOnlyOwnNames(page, language, 'the menu');
    for (let i = 0; i < 12; i++) {
      await page.mouse.move(195, 500);
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(150);
      await expectOnlyOwnNames(page, language, `the menu, scrolled ${i + 1} times`);
    }

    // A dish with a required condiment: the choice, then the cart line with the condiment.
    const search = async (name: string) => {
      const box = page.getByRole('searchbox');
      if (!(await box.isVisible()))
        await page.getByRole('button', { name: text('menuPage.search') }).click();
      await box.fill(name);
    };
    const spiced = dishes.find((d) => d.required_condiment && !d.sold_out && d.item_type === 0);
    expect(spiced, 'the menu has a dish with a required condiment').toBeDefined();
    await search(nameOf(spiced!));
    await add(spiced!);
    const picker = page.getByRole('dialog');
    await picker.waitFor();
    await expectOnlyOwnNames(page, language, 'the condiment choice');
    const spice: string[] = [];
    for (const group of await picker.locator('fieldset[data-required]').all()) {
      const chip = group.getByRole('button').first();
      spice.push(((await chip.textContent()) ?? '').replace(/\s\+.*$/, '').trim());
      await chip.click();
    }
    expect(spice.length, 'the dish asks for its required condiment').toBeGreaterThan(0);
    await picker.getByRole('button', { name: text('condiments.add') }).click();
    await picker.waitFor({ state: 'hidden' });

    // The dish detail of a plain dish.
    const plain = dishes.find((d) => d.item_type === 0 && !d.sold_out && !d.required_condiment)!;
    await search(nameOf(plain));
    await page
      .getByRole('article', { name: nameOf(plain) })
      .first()
      .getByRole('button', { name: nameOf(plain), exact: true })
      .click();
    const detail = page.getByRole('dialog');
    await detail.waitFor();
    await expectOnlyOwnNames(page, language, 'the dish detail');
    await page.keyboard.press('Escape');
    await add(plain);

    // A set meal: its groups and contents.
    const set = dishes.find((d) => d.item_type === 3 && !d.sold_out);
    expect(set, 'the menu has a set meal').toBeDefined();
    if (set) {
      await search(nameOf(set));
      await page
        .getByRole('button', { name: text('dishCard.chooseLabel', { dish: nameOf(set) }) })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await expectOnlyOwnNames(page, language, 'the set meal');
      await page.keyboard.press('Escape');
    }

    // The cart, then the round in the history.
    await page
      .getByRole('button', { name: new RegExp(`^${text('bottomBar.shoppingCartPage')}`) })
      .click();
    const cart = page.getByRole('dialog', { name: text('cart.title') });
    await cart.getByText(nameOf(spiced!)).first().waitFor();
    await expectOnlyOwnNames(page, language, 'the cart');
    await cart.getByRole('button', { name: text('cart.submit') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: text('cart.send') })
      .click();
    await page.getByText(text('cart.sent')).first().waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: new RegExp(`^${text('bottomBar.orderHistory')}`) })
      .click();
    await page.getByRole('heading', { name: text('history.title') }).waitFor();
    await page.getByText(nameOf(spiced!)).first().waitFor();
    // The chosen condiment shows with the dish, in the diner's language.
    await page.getByText(spice.join(' · '), { exact: true }).first().waitFor();
    await expectOnlyOwnNames(page, language, 'the history');
    // The check sees the names on the page: read as another language's diner, they are foreign.
    const otherLanguage: Language = language === 'EN' ? 'ZH' : 'EN';
    const seen = await visiblePieces(page);
    expect(seen.filter((p) => foreignNames(otherLanguage).has(p))).toEqual(
      expect.arrayContaining([nameOf(spiced!), ...spice]),
    );

    // A second phone joins in the same language and sees the same.
    const other = await app.newDiner({ locale });
    await joinTable(app, other.page, table, text('home.orderNow'));
    await expectOnlyOwnNames(other.page, language, "the second phone's menu");
  }, 240_000);
});
