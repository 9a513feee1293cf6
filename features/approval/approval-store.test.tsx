import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientState, updateClientState } from '../session';
import { APPROVED_CLOSE_MS, bannerSize, connectApprovalStore, disconnectApprovalStore, resetApprovalStore } from './approval-store';

afterEach(() => {
  disconnectApprovalStore();
  resetApprovalStore();
  updateClientState({ approvalStatus: 'NO' });
  vi.useRealTimers();
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
