import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { serviceOptions } from '../../server/seed/demo';
import { networkDelay } from '../delay';
import type { NetworkSpeed } from '../delay';

/** GET /api/v2/callservice: the demo restaurant's service options. */
export function callServiceHandlers(speed: NetworkSpeed = 'normal'): RequestHandler[] {
  return [
    http.get('*/api/v2/callservice', async () => {
      await networkDelay(speed);
      return HttpResponse.json(structuredClone(serviceOptions));
    }),
  ];
}
