import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { courseGroupsOf, currentBusinessMenu, firstLevelMenus, menuWithDishes } from '../db';
import { networkDelay } from '../delay';
import type { NetworkSpeed } from '../delay';

const notFound = (message: string) =>
  HttpResponse.json(
    { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message },
    { status: 404 },
  );

/** The menu calls over the demo data: first-level menus, a menu with dishes, set-menu courses, business time. */
export function menuHandlers(speed: NetworkSpeed = 'normal'): RequestHandler[] {
  return [
    http.get('*/api/v3/menus', async ({ request }) => {
      await networkDelay(speed);
      return HttpResponse.json(
        firstLevelMenus(new URL(request.url).searchParams.get('type') === '1'),
      );
    }),
    http.get('*/api/v3/menus2/:id', async ({ params }) => {
      await networkDelay(speed);
      const menu = menuWithDishes(Number(params.id));
      return menu ? HttpResponse.json(menu) : notFound(`Menu ${String(params.id)} does not exist`);
    }),
    http.get('*/api/v3/dish/course', async ({ request }) => {
      await networkDelay(speed);
      const id = Number(new URL(request.url).searchParams.get('menu_item_id'));
      const groups = courseGroupsOf(id);
      return groups.length
        ? HttpResponse.json(groups)
        : notFound(`Menu item ${id} is not a set menu`);
    }),
    // Pictures are rendered by the server's seed; here every picture shows its placeholder.
    http.get('*/menu_pic/:file', () => new HttpResponse(null, { status: 404 })),
    http.get('*/api/v2/menus/getCurrentBusinessMenu', async () => {
      await networkDelay(speed);
      return HttpResponse.json(currentBusinessMenu());
    }),
  ];
}

/** A menu call that fails as a broken server would. */
export const menuError = http.get('*/api/v3/menus2/:id', async () => {
  await networkDelay();
  return HttpResponse.json(
    {
      statusCode: 500,
      code: 'INTERNAL',
      error: 'Internal Server Error',
      message: 'The menu could not be read',
    },
    { status: 500 },
  );
});

/** A menu whose categories hold no dish yet. */
export const menuEmpty = http.get('*/api/v3/menus2/:id', async ({ params }) => {
  await networkDelay();
  const menu = menuWithDishes(Number(params.id));
  return menu
    ? HttpResponse.json({
        ...menu,
        menu_item_slu: menu.menu_item_slu.map((c) => ({ ...c, menu_item: [] })),
      })
    : notFound('No menu');
});
