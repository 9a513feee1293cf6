import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import {
  activityBulletinImages,
  bannerAnnouncements,
  bulletins,
  businessRules,
  featuredDishes,
  mediaLinks,
} from '../../server/seed/demo';
import { db } from '../db';
import { networkDelay } from '../delay';
import type { NetworkSpeed } from '../delay';

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
    // Pictures come from the server's seed; here they show their placeholder.
    http.get('*/bulletin/:file', () => new HttpResponse(null, { status: 404 })),
    http.get('*/qop_logo/:file', () => new HttpResponse(null, { status: 404 })),
    http.get('*/first_menu/:file', () => new HttpResponse(null, { status: 404 })),
  ];
}
