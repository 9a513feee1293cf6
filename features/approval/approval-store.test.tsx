import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientState, updateClientState } from '../../lib/session';
import {
  APPROVED_CLOSE_MS,
  bannerSize,
  connectApprovalStore,
  disconnectApprovalStore,
  recheckApproval,
  resetApprovalStore,
  unlockedTooltip,
} from './approval-store';

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
