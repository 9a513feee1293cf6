// Server time and server test (entry-home-service.md §7).
import { endpoint } from '../endpoint';
import { KdsTestResponse, PingResponse } from '../http';

/** The server's time; the app keeps its offset for every countdown. */
export const ping = endpoint({ method: 'GET', path: '/api/v1/ping', response: PingResponse });

/** A server test for kitchen displays: its time zone and time. */
export const kdsTest = endpoint({
  method: 'GET',
  path: '/api/v1/kds/test',
  response: KdsTestResponse,
});
