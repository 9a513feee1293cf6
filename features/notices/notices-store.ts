import { signal } from '@preact/signals-react';
import type { NoticeTab } from '../../core';
import type { ActivityImage } from '../../protocol/http';
import { api, clientState, updateClientState } from '../../lib/session';

/**
 * The notice centre (entry-home-service.md §2 "Notice centre dialog"): open or closed, on which
 * tab, and the activity bulletins its NOTICE tab shows (GET /api/v2/activity-bulletin/image,
 * pictures under /bulletin/{name}).
 */

export const noticesOpen = signal(false);
/** The tab asked for; null: the first one shown. */
export const noticeTab = signal<NoticeTab | null>(null);
/** The bulletin pictures; null while loading. A failed load shows none (§8: silently ignored). */
export const bulletins = signal<ActivityImage[] | null>(null);

/** The spec's bulletin gallery shows at most five pictures. */
export const BULLETIN_MAX = 5;

/** The address of a bulletin picture. */
export const bulletinSrc = (name: string) => `/bulletin/${encodeURIComponent(name)}`;

let loading: Promise<void> | null = null;

/** Loads the bulletin pictures once per page. */
export function loadBulletins(): Promise<void> {
  loading ??= (async () => {
    try {
      const list = await api<ActivityImage[]>('/api/v2/activity-bulletin/image');
      bulletins.value = list.slice(0, BULLETIN_MAX);
    } catch {
      bulletins.value = [];
    }
  })();
  return loading;
}

export function openNotices(tab: NoticeTab | null = null): void {
  noticeTab.value = tab;
  noticesOpen.value = true;
}

/** Closes the notice centre; closed once, it does not pop up by itself again for this order. */
export function closeNotices(): void {
  noticesOpen.value = false;
  const orderId = clientState.peek().orderTab?.orderId ?? 0;
  if (orderId > 0 && clientState.peek().noticesClosedFor !== orderId)
    updateClientState({ noticesClosedFor: orderId });
}

export function setNoticeTab(tab: NoticeTab): void {
  noticeTab.value = tab;
}

/** Back to closed and unloaded (tests, stories). */
export function resetNoticesStore(): void {
  noticesOpen.value = false;
  noticeTab.value = null;
  bulletins.value = null;
  loading = null;
}
