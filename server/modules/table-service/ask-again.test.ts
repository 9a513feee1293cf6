import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import {
  startTestServer,
  storeKinds,
  scanTable,
  staffLogin,
  nextEvent,
  emitWithAck,
  type TestServer,
} from '../../test/harness';
import { EMPLOYEE, insertFixtures } from '../../test/fixtures';

describe.each(storeKinds())('A rejected table asks again (%s)', (kind) => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startTestServer({ kind, prepare: (store) => insertFixtures(store) });
    staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
  });
  afterAll(() => s.close());

  it('takes the same request again after staff rejected it, for staff to decide anew', async () => {
    const staffSock = await s.socket({ token: staff });
    const { token } = await scanTable(s, 5);
    const a = await s.socket({ token });
    await emitWithAck(a, 'JOIN_ROOM', 5);
    const request = { tableId: '5', menu: '10', adultNum: 2, childNum: 0 };
    const first = nextEvent<{ requestId: number }>(staffSock, 'QOP_CREATE_ORDER_REQUEST');
    await emitWithAck(a, 'SEND_ORDER_REQUEST', request);
    const { requestId } = await first;
    const failed = nextEvent<{ content: { event: string } }>(a, 'CHAT_MESSAGE');
    await s.request(`/api/v2/staff/order-requests/${requestId}/reject`, {
      method: 'POST',
      token: staff,
      body: { reason: '' },
    });
    expect((await failed).content.event).toBe('CREATE_ORDER_REQUEST_FAILED');
    const second = nextEvent<{ requestId: number }>(staffSock, 'QOP_CREATE_ORDER_REQUEST');
    expect(await emitWithAck(a, 'SEND_ORDER_REQUEST', request)).toMatchObject({ ok: true });
    expect((await second).requestId).not.toBe(requestId);
  });
});
