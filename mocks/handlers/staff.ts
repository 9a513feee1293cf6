import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { networkDelay } from '../delay';
import type { NetworkSpeed } from '../delay';

/**
 * The staff console's routes answered as the server does: sign-in (employee 1001, password
 * sakura-1001), and every action accepted. Stories seed the console's store with their state.
 */
export function staffHandlers(speed: NetworkSpeed = 'normal'): RequestHandler[] {
  const ok = async () => {
    await networkDelay(speed);
    return HttpResponse.json({ ok: true });
  };
  return [
    http.post('*/api/v1/kds/employee/login', async ({ request }) => {
      await networkDelay(speed);
      const body = (await request.json()) as { id?: string; password?: string };
      if (body.id !== '1001' || body.password !== 'sakura-1001')
        return HttpResponse.json(
          { code: 'UNAUTHORIZED', message: 'Wrong employee account or password' },
          { status: 401 },
        );
      return HttpResponse.json({
        status: 200,
        token: 'story',
        employee: { employee_id: 1, name: 'Giulia', role: 'manager', account: '1001' },
      });
    }),
    http.get('*/api/v2/staff/session', async () => {
      await networkDelay(speed);
      return HttpResponse.json(
        { code: 'UNAUTHORIZED', message: 'Employee login required' },
        {
          status: 401,
        },
      );
    }),
    http.post('*/api/v2/staff/logout', ok),
    http.patch('*/api/v2/staff/order-details/:id', async ({ params, request }) => {
      await networkDelay(speed);
      const { is_make } = (await request.json()) as { is_make: number };
      return HttpResponse.json({
        order_detail_id: Number(params.id),
        order_head_id: 1,
        table_id: 1,
        requestKey: null,
        is_make,
      });
    }),
    http.put('*/api/v2/staff/rounds/:requestKey/bump', async ({ params, request }) => {
      await networkDelay(speed);
      const { bumped } = (await request.json()) as { bumped: boolean };
      return HttpResponse.json({ requestKey: String(params.requestKey), bumped });
    }),
    http.patch('*/api/v2/staff/menu-items/:id', ok),
    http.post('*/api/v2/staff/order-requests/:id/approve', ok),
    http.post('*/api/v2/staff/order-requests/:id/reject', ok),
    http.patch('*/api/v2/staff/service-calls/:id', ok),
    http.get('*/api/v2/staff/orders/:id/pin', async ({ params }) => {
      await networkDelay(speed);
      return HttpResponse.json({ order_head_id: Number(params.id), order_password: '4821' });
    }),
  ];
}
