import { signal } from '@preact/signals-react';
import type { TableStatus } from '../../protocol/http';
import { api, ApiError, emitSocket, resetClientState, updateClientState } from '../../lib/session';
import { SETTINGS, TAKEAWAY_TABLE_ID, pinEnabled, readSetting, straightToMenu } from '../../core';
import { loadRestaurant, settings } from '../../lib/restaurant';
import { loadTablePin, pinNeeded, requirePin } from '../pin';
import { KEY_CHECK_FRESH_MS, checkMemberKey } from '../member';

export type { TableStatus };

export type EntryProblem = 'scanAgain' | 'tablePaused' | 'updateFailed' | 'offline';
export type EntryResult = { to: string } | { problem: EntryProblem };

export const entryProblem = signal<EntryProblem | null>(null);

/** Table status 0, 1 or empty is free; 2, 3, 4 open; 6 special; anything else paused (spec §4). */
export function tableStateOf(
  status: number | null | undefined,
): 'free' | 'open' | 'special' | 'paused' {
  if (status === null || status === undefined || status <= 1) return 'free';
  if (status === 2 || status === 3 || status === 4) return 'open';
  if (status === 6) return 'special';
  return 'paused';
}

/** Approval from cor_status (spec §4): 0 → REVIEW; 1 with an open table → NO; otherwise REVIEW. */
export function approvalOf(table: Pick<TableStatus, 'cor_status' | 'table_status'>) {
  if (table.cor_status === 1 && tableStateOf(table.table_status) === 'open') return 'NO' as const;
  return 'REVIEW' as const;
}

/**
 * The table as this page's scan just read it, for the ordering page's first start: read again
 * moments later it would say the same, and the read would hold the menu page back a round trip.
 */
let scanned: { table: TableStatus; at: number } | null = null;
/** How long a scan's answer stands in for a fresh read of the table. */
export const SCAN_ANSWER_FRESH_MS = 30_000;

/**
 * The scan's answer for `tableId` when it found the table open with its order and is at most
 * SCAN_ANSWER_FRESH_MS old, once (the next start reads the table again); otherwise null. A table
 * the diner opens after the scan is read again (rememberTable forgets the scan's answer).
 */
export function takeScannedTable(tableId: number, now = Date.now()): TableStatus | null {
  const s = scanned;
  scanned = null;
  if (!s || s.table.table_id !== tableId || now - s.at > SCAN_ANSWER_FRESH_MS) return null;
  if (tableStateOf(s.table.table_status) !== 'open' || !s.table.order_head_id) return null;
  return s.table;
}

/** Stores what the table says and joins its live room. */
export function rememberTable(table: TableStatus): void {
  scanned = null;
  const open = tableStateOf(table.table_status) === 'open';
  updateClientState({
    tableId: table.table_id,
    tableName: table.table_name,
    tableStatus: table.table_status,
    qrCodeDate: Date.now(),
    approvalStatus: open ? approvalOf(table) : 'NO',
    orderTab: open
      ? {
          person: table.customer_num,
          orderId: table.order_head_id ?? 0,
          menuList: table.select_menu
            .split(',')
            .filter(Boolean)
            .map((id) => ({ main_group_id: Number(id), main_group_name: '' })),
          customer: '1',
          childNum: table.child_number,
          otherNum: table.other_number,
          normalNum: table.adult_number,
          orderCode: '',
          eatType: 0,
        }
      : null,
  });
  // An order whose PIN this phone has not entered: the pages ask for it before showing the order.
  if (open && table.pin_required && table.order_head_id) requirePin(table.order_head_id);
  emitSocket('JOIN_ROOM', String(table.table_id));
}

/**
 * The home page holds its content back until the PIN banner's and the member button's calls have
 * answered (a block arriving late would shift the page). Both go out with the scan's answer, which
 * carries the session they are asked with, instead of once the home page has rendered: on a slow
 * phone that is most of a second earlier. The home page's components take these calls over.
 */
function startHomeChecks(table: TableStatus): void {
  const s = settings.peek();
  const orderId = table.order_head_id;
  if (tableStateOf(table.table_status) === 'open' && orderId && pinEnabled(s)) {
    if (pinNeeded.peek() !== orderId) void loadTablePin(orderId);
  }
  if (readSetting(s, SETTINGS.memberLogin)) void checkMemberKey({ maxAgeMs: KEY_CHECK_FRESH_MS });
}

/** The entry screen's decision for a scanned code (entry-home-service.md §2 "Entry screen"). */
export async function resolveEntry(code: string | null, lite = false): Promise<EntryResult> {
  if (!code) return { problem: 'scanAgain' };
  if (code === '-1') {
    resetClientState();
    updateClientState({
      tableId: TAKEAWAY_TABLE_ID,
      tableName: 'Quick Service',
      qrCodeDate: Date.now(),
      liteMode: lite,
    });
    return { to: lite ? '/LiteHome' : '/Home' };
  }
  try {
    const [table] = await Promise.all([
      // scan=1: a new scan, which starts a session on the order now at the table.
      api<TableStatus>(`/api/v2/tables/${encodeURIComponent(code)}?scan=1`),
      loadRestaurant(),
    ]);
    const state = tableStateOf(table.table_status);
    if (state === 'paused') return { problem: 'tablePaused' };
    rememberTable(table);
    scanned = { table, at: Date.now() };
    updateClientState({ liteMode: lite });
    if (lite) return { to: '/LiteHome' };
    if (state === 'open' && straightToMenu(settings.value)) return { to: '/Main' };
    startHomeChecks(table);
    return { to: '/Home' };
  } catch (e) {
    if (e instanceof ApiError && e.status === 0) return { problem: 'offline' };
    if (e instanceof ApiError && (e.status === 404 || e.status === 403 || e.status === 400))
      return { problem: 'scanAgain' };
    return { problem: 'updateFailed' };
  }
}

let entryAttempt = 0;
let scanning: { key: string; result: Promise<EntryResult> } | null = null;
/** The scan started as the app loaded (scanOnLoad), until the entry page has taken it. */
let early: { key: string; result: Promise<EntryResult> } | null = null;

const scanKey = (code: string | null, lite: boolean) => `${lite ? 'lite' : 'full'}:${code ?? ''}`;

/**
 * Starts the scan of the page's own address (`/?table_id=…`, `/lite?table_id=…`) as the app's
 * code runs, before its first render: the entry page, mounting moments later, takes it. On a slow
 * phone the first render takes a few hundred milliseconds, and the calls that follow the scan's
 * answer (the PIN banner's, the member button's) would wait for it. Returns the scanned code, or
 * null when the address holds none.
 */
export function scanOnLoad(path: string, search: string): string | null {
  const lite = path === '/lite';
  if (path !== '/' && !lite) return null;
  const code = new URLSearchParams(search).get('table_id');
  if (!code) return null;
  early = { key: scanKey(code, lite), result: resolveOnce(code, lite) };
  return code;
}

/**
 * Whether the scan started as the app loaded found the table open with its order, the diner's
 * next page then being the home page with its button to the menu (false without such a scan, or
 * when it found anything else).
 */
export async function earlyScanFoundOpenTable(): Promise<boolean> {
  const result = await early?.result;
  if (!result || !('to' in result) || result.to !== '/Home') return false;
  const s = scanned;
  return !!s && tableStateOf(s.table.table_status) === 'open' && !!s.table.order_head_id;
}

/**
 * resolveEntry, once per code at a time: the entry mounted again while its scan is under way (a
 * remount, React's development double effects) waits for that scan instead of sending another.
 * A browser's first scans carry no session cookie, so each would be issued a browser session of
 * its own, and the socket and the cookie could end up holding different ones.
 */
function resolveOnce(code: string | null, lite: boolean): Promise<EntryResult> {
  const key = scanKey(code, lite);
  if (early?.key === key) return early.result;
  if (scanning?.key === key) return scanning.result;
  const result = resolveEntry(code, lite).finally(() => {
    if (scanning?.result === result) scanning = null;
  });
  scanning = { key, result };
  return result;
}

/**
 * The entry screen's action: clears the shown problem, resolves the code, and either returns
 * the route to follow or shows the problem. Only the latest attempt speaks (a new scan or a
 * remount overtakes an older one), so a late answer cannot overwrite a newer one.
 */
export async function startEntry(
  code: string | null,
  lite = false,
): Promise<{ to: string } | null> {
  const attempt = ++entryAttempt;
  entryProblem.value = null;
  const result = await resolveOnce(code, lite);
  // Taken: a later entry with this code (a new scan on this page) asks the server again.
  early = null;
  if (attempt !== entryAttempt) return null;
  if ('to' in result) return result;
  entryProblem.value = result.problem;
  return null;
}
