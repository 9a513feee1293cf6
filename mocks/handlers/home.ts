import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { db } from '../db';
import { networkDelay } from '../delay';
import type { NetworkSpeed } from '../delay';

/** The restaurant's info and settings, as the home and menu pages read them. */
export function homeHandlers(speed: NetworkSpeed = 'normal'): RequestHandler[] {
  return [
    http.get('*/api/v2/restaurant-info', async () => {
      await networkDelay(speed);
      return HttpResponse.json(db.restaurantInfo);
    }),
    http.get('*/api/v2/settings', async () => {
      await networkDelay(speed);
      return HttpResponse.json(db.settings);
    }),
  ];
}
