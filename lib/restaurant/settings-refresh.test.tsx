import { afterEach, describe, expect, it, vi } from 'vitest';
import { applySettingsUpdate, refreshSettings, settingsByName } from './restaurant-store';
import type { SettingEntry } from './restaurant-store';

/** The server's settings as a read of them answers, held until `answer` is called. */
function slowSettingsRead(list: SettingEntry[]) {
  let answer!: () => void;
  const answered = new Promise<void>((r) => (answer = r));
  vi.spyOn(window, 'fetch').mockImplementation(async () => {
    await answered;
    return new Response(JSON.stringify(list), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return answer;
}

const valueOf = (name: string) => settingsByName.value[name];

afterEach(() => vi.restoreAllMocks());

describe('settings read again after a reconnection', () => {
  it('keeps a change that arrived live while the read was under way, and takes the rest', async () => {
    applySettingsUpdate([
      { id: 9101, name: 'call-service', value: 1 },
      { id: 9102, name: 'theme-refresh-test', value: 1 },
    ]);
    // The read went out before staff switched the call off; it answers after the change arrived.
    const answer = slowSettingsRead([
      { id: 9101, name: 'call-service', value: 1 },
      { id: 9102, name: 'theme-refresh-test', value: 2 },
    ]);
    const read = refreshSettings();
    applySettingsUpdate([{ id: 9101, name: 'call-service', value: 0 }]);
    answer();
    await read;
    expect(valueOf('call-service')).toBe(0);
    expect(valueOf('theme-refresh-test')).toBe(2);
  });

  it('takes every value of a read that began after the last live change', async () => {
    applySettingsUpdate([{ id: 9101, name: 'call-service', value: 0 }]);
    const answer = slowSettingsRead([{ id: 9101, name: 'call-service', value: 1 }]);
    const read = refreshSettings();
    answer();
    await read;
    expect(valueOf('call-service')).toBe(1);
  });
});
