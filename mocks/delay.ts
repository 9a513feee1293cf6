import { delay } from 'msw';

/** How long a mocked call takes: a phone on restaurant Wi-Fi by default, or a story's own choice. */
export type NetworkSpeed = 'normal' | 'slow' | 'never';

/** Waits like the network would: ~150 ms normally, 3 s when slow, forever for the loading state. */
export function networkDelay(speed: NetworkSpeed = 'normal'): Promise<void> {
  if (speed === 'never') return delay('infinite');
  return delay(speed === 'slow' ? 3000 : 150);
}
