import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import {
  activityBulletinImages,
  bannerAnnouncements,
  bulletins,
  businessRules,
  featuredDishes,
  guideImageNames,
  mediaLinks,
  menuItems,
} from '../../server/seed/demo';
import { GUIDE_DISHES, GUIDE_STEPS, guideSvg } from '../../server/seed/art';
import { db } from '../db';
import { networkDelay } from '../delay';
import type { NetworkSpeed } from '../delay';

/** The demo's guide picture names (files of guide/), for the stories that show them. */
export const demoGuideImageNames: readonly string[] = guideImageNames;

/**
 * The demo's guide pictures, listed (GET /api/v2/guide-images answers the files of guide/). The
 * home page's stories show the page without them, as a restaurant that has none; the stories of
 * the guide viewer, and the home page's GuidePictures, list them with this handler.
 */
export const demoGuideImages = http.get('*/api/v2/guide-images', () =>
  HttpResponse.json(guideImageNames.map((name) => ({ name }))),
);

/** GET /guide/{name}: the demo's guide picture, drawn as the seed draws it (as SVG here). */
const guidePicture = http.get('*/guide/:file', ({ params }) => {
  const step = GUIDE_STEPS[guideImageNames.indexOf(String(params.file))];
  if (!step) return new HttpResponse(null, { status: 404 });
  const items = GUIDE_DISHES[step].flatMap((id) => menuItems.filter((d) => d.menu_item_id === id));
  return new HttpResponse(guideSvg(step, items), { headers: { 'content-type': 'image/svg+xml' } });
});

/** The restaurant's info and settings and the home page's content, over the demo restaurant. */
export function homeHandlers(speed: NetworkSpeed = 'normal'): RequestHandler[] {
  const get = (path: string, body: () => unknown) =>
    http.get(path, async () => {
      await networkDelay(speed);
      return HttpResponse.json(body() as Record<string, unknown>);
    });
  return [
    get('*/api/v2/restaurant-info', () => db.restaurantInfo),
    get('*/api/v2/settings', () => db.settings),
    get('*/api/v2/banner-announcement', () => bannerAnnouncements),
    get('*/api/v2/special_dishes', () => featuredDishes),
    get('*/api/v2/propaganda', () => mediaLinks),
    get('*/api/v2/business-hour', () => businessRules),
    get('*/api/v2/bulletin/:type', () => ({
      data: bulletins.map((b) => ({ ...b, bulletin_type: b.id })),
    })),
    get('*/api/v2/activity-bulletin/image', () => activityBulletinImages),
    get('*/api/v2/guide-images', () => []),
    guidePicture,
    // Pictures come from the server's seed; here they show their placeholder.
    http.get('*/bulletin/:file', () => new HttpResponse(null, { status: 404 })),
    http.get('*/qop_logo/:file', () => new HttpResponse(null, { status: 404 })),
    http.get('*/first_menu/:file', () => new HttpResponse(null, { status: 404 })),
  ];
}
