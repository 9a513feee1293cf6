import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientState, emitSocket, updateClientState } from '../../lib/session';
import {
  APPROVED_CLOSE_MS,
  bannerSize,
  connectApprovalStore,
  disconnectApprovalStore,
  recheckApproval,
  resendOrderRequest,
  resetApprovalStore,
  unlockedTooltip,
} from './approval-store';
import type * as Session from '../../lib/session';

type SessionModule = typeof Session;

// Sent events are read from the mock; the tests open no socket.
vi.mock('../../lib/session', async (original) => ({
  ...(await original<SessionModule>()),
  emitSocket: vi.fn(),
}));

afterEach(() => {
  disconnectApprovalStore();
  resetApprovalStore();
  updateClientState({ approvalStatus: 'NO', tableId: null });
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const table = (table_status: number, cor_status: number) =>
  new Response(JSON.stringify({ table_id: 7, table_status, cor_status }), {
    headers: { 'content-type': 'application/json' },
  });

describe('an approval the page did not hear', () => {
  it('unlocks the page when the table reads approved after it joined its room', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(table(2, 1));
    updateClientState({ approvalStatus: 'REVIEW', tableId: 7 });
    await recheckApproval();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v2/tables/7');
    expect(clientState.value.approvalStatus).toBe('APPROVED');
    expect(unlockedTooltip.value).toBe(true);
  });

  it('keeps waiting while staff have not answered', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(table(2, 0));
    updateClientState({ approvalStatus: 'REVIEW', tableId: 7 });
    await recheckApproval();
    expect(clientState.value.approvalStatus).toBe('REVIEW');
  });

  it('asks nothing when the page is not waiting', async () => {
    const fetch = vi.spyOn(window, 'fetch');
    updateClientState({ approvalStatus: 'NO', tableId: 7 });
    await recheckApproval();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the approval banner after a reload', () => {
  it('still closes 2 s after the page comes back approved, and the status returns to NO', () => {
    vi.useFakeTimers();
    updateClientState({ approvalStatus: 'APPROVED' });
    bannerSize.value = 'large';
    connectApprovalStore();
    vi.advanceTimersByTime(APPROVED_CLOSE_MS - 1);
    expect(bannerSize.value).toBe('large');
    vi.advanceTimersByTime(1);
    expect(bannerSize.value).toBe('hidden');
    expect(clientState.value.approvalStatus).toBe('NO');
  });
});

describe('resending the order request', () => {
  it("sends the opener's temporary PIN again with the menus and head counts", () => {
    updateClientState({
      approvalStatus: 'REVIEW',
      tableId: 7,
      tableName: 'T7',
      orderTab: {
        person: 3,
        orderId: 0,
        menuList: [{ main_group_id: 4, main_group_name: '' }],
        customer: '1',
        childNum: 1,
        otherNum: 0,
        normalNum: 2,
        orderCode: '3141',
        eatType: 0,
      },
    });
    expect(resendOrderRequest()).toBe(true);
    expect(vi.mocked(emitSocket)).toHaveBeenCalledWith(
      'SEND_ORDER_REQUEST',
      expect.objectContaining({
        tableId: 7,
        menu: '4',
        adultNum: 2,
        childNum: 1,
        orderCode: '3141',
      }),
    );
    updateClientState({ orderTab: null });
  });
});
