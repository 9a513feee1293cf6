import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import {
  MEMBER_LOGIN_DEBOUNCE_MS,
  MEMBER_PROJECT,
  MEMBER_WAKE_CHECK_MS,
  SETTINGS,
  memberKeyPasses,
  readSetting,
} from '../../core';
import {
  EMBEDDED_MEMBER_PROVIDER,
  MEMBER_PAGE,
  MEMBER_POLL_MS,
  MEMBER_VERIFY_TTL_MS,
} from '../../protocol/member-constants';
import type { CodeShark, CodeSharkStatus, ProviderMember, SecretKey } from '../../protocol/member';
import { MEMBER_KEY_CALL } from '../../protocol/first-screen';
import { api, ApiError } from '../../lib/session';
import { settings } from '../../lib/restaurant';

/**
 * Member login (entry-home-service.md §4 "Member login", §5, §9): the app asks the member
 * provider for a login request (verify id), shows it as a QR code, and asks for its status every
 * 1.5 s. '1' signs the member in (name, phone, points); '2' (cancelled), '3' or an error fail;
 * an hour without an answer fails. A tap acts 500 ms after the last one and is ignored while a
 * login is under way. When the page comes back into view (the member's app handed back) the status
 * is asked at once, and on a phone again 3 s (Android) or 4 s (iOS) after the login started.
 */

/** The member as the app shows them (spec §3: userLogo, userName, userPhone, userPoints). */
export interface Member {
  userLogo: string;
  userName: string;
  userPhonePrefix: string;
  userPhone: string;
  userPoints: number;
}

export type MemberPhase =
  'idle' | 'starting' | 'polling' | 'success' | 'failed' | 'cancelled' | 'timedOut';

export interface MemberLogin {
  phase: MemberPhase;
  /** The request's verify id while it waits. */
  verifyId: string | null;
  /** The address the QR code carries: the member page for this request. */
  approveUrl: string | null;
  /** The provider's reason for a failure, when it gave one. */
  detail: string | null;
}

const idle: MemberLogin = { phase: 'idle', verifyId: null, approveUrl: null, detail: null };
const STORAGE_KEY = 'tavola.member';

const loginState = signal<MemberLogin>(idle);
/** Where the login stands. */
export const memberLogin: ReadonlySignal<MemberLogin> = loginState;
const memberState = signal<Member | null>(loadMember());
/** The signed-in member, or null. */
export const member: ReadonlySignal<Member | null> = memberState;

/** The key check's answer: the restaurant's member key, or null before (or without) an answer. */
const keyState = signal<{ stringId: string; provider: string } | null>(null);
/** True when the VIP tab shows: the key check passed and the member login (setting 129) is on. */
export const memberKeyPassed: ReadonlySignal<boolean> = computed(() =>
  memberKeyPasses(keyState.value?.stringId, readSetting(settings.value, SETTINGS.memberLogin)),
);

function loadMember(): Member | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    const m = raw ? (JSON.parse(raw) as Member) : null;
    return m && typeof m.userName === 'string' && Number.isFinite(m.userPoints) ? m : null;
  } catch {
    return null;
  }
}

function saveMember(m: Member | null) {
  memberState.value = m;
  try {
    if (m) localStorage.setItem(STORAGE_KEY, JSON.stringify(m));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode: the member stays signed in for this visit only.
  }
}

/**
 * How long a key check's answer stands for the pages that follow it (the scan's, for the home
 * page moments later).
 */
export const KEY_CHECK_FRESH_MS = 60_000;

/** When the key check last had the server's answer (this clock), 0 before. */
let keyCheckedAt = 0;
let keyCheck: Promise<boolean> | null = null;

/** Asks the server for the member key (the check's one call); never throws. */
async function askMemberKey(): Promise<boolean> {
  try {
    const r = await api<SecretKey>(MEMBER_KEY_CALL);
    keyState.value = {
      stringId: r.restaurant.string_id,
      provider: (r.member_provider || EMBEDDED_MEMBER_PROVIDER).replace(/\/+$/, ''),
    };
    keyCheckedAt = Date.now();
  } catch (e) {
    keyState.value = null;
    // The server's refusal is an answer too; a call that never reached it is asked again.
    keyCheckedAt = e instanceof ApiError && e.status > 0 ? Date.now() : 0;
  }
  return memberKeyPassed.peek();
}

/**
 * GET /api/v2/check/od/secret_key: the key check behind the VIP tab. Never throws. With
 * `maxAgeMs`, an answer that came that recently (the home page's, moments before the menu page
 * opens) or a check under way stands instead of a new call.
 */
export function checkMemberKey({ maxAgeMs = 0 }: { maxAgeMs?: number } = {}): Promise<boolean> {
  if (maxAgeMs > 0) {
    if (keyCheck) return keyCheck;
    if (keyCheckedAt && Date.now() - keyCheckedAt <= maxAgeMs)
      return Promise.resolve(memberKeyPassed.peek());
  }
  const check = askMemberKey().finally(() => {
    if (keyCheck === check) keyCheck = null;
  });
  keyCheck = check;
  return check;
}

// The running login: timers and the clock it started on.
let pollTimer: ReturnType<typeof setTimeout> | null = null;
let wakeTimer: ReturnType<typeof setTimeout> | null = null;
let debounceTimer: ReturnType<typeof setTimeout> | null = null;
let startedAt = 0;
let asking = false;

function stopTimers() {
  if (pollTimer) clearTimeout(pollTimer);
  if (wakeTimer) clearTimeout(wakeTimer);
  pollTimer = wakeTimer = null;
}

const inProgress = () => {
  const p = loginState.peek().phase;
  return p === 'starting' || p === 'polling';
};

/** The member page's address for a request, opened on the member's phone from the QR code. */
export function approveUrlOf(verifyId: string, origin = window.location.origin): string {
  return `${origin}${MEMBER_PAGE}?verify_id=${encodeURIComponent(verifyId)}`;
}

/** Which phone this is, for the wake-up check (spec §4: Android 3 s, iOS 4 s); null elsewhere. */
function wakeDelay(): number | null {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/Android/i.test(ua)) return MEMBER_WAKE_CHECK_MS.android;
  if (/iPhone|iPad|iPod/i.test(ua)) return MEMBER_WAKE_CHECK_MS.ios;
  return null;
}

/** The login button: acts 500 ms after the last tap, ignored while a login is under way. */
export function requestMemberLogin(): void {
  if (inProgress()) return;
  if (debounceTimer) clearTimeout(debounceTimer);
  debounceTimer = setTimeout(() => {
    debounceTimer = null;
    void startMemberLogin();
  }, MEMBER_LOGIN_DEBOUNCE_MS);
}

/** POST {provider}/v1/code_shark, then polls. Ignored while a login is under way. */
export async function startMemberLogin(now = Date.now): Promise<void> {
  if (inProgress()) return;
  loginState.value = { ...idle, phase: 'starting' };
  if (!keyState.peek()) await checkMemberKey();
  const key = keyState.peek();
  if (!key || !memberKeyPassed.peek()) return fail('failed', null);
  try {
    const r = await api<CodeShark>(`${key.provider}/v1/code_shark`, {
      method: 'POST',
      json: { project: MEMBER_PROJECT, string_id: key.stringId, type: 'QR_CODE' },
    });
    if (r.error || !r.verify_id) return fail('failed', null);
    startedAt = now();
    loginState.value = {
      phase: 'polling',
      verifyId: r.verify_id,
      approveUrl: approveUrlOf(r.verify_id),
      detail: null,
    };
    schedulePoll();
    const wake = wakeDelay();
    if (wake !== null) wakeTimer = setTimeout(() => void pollOnce(now), wake);
  } catch (e) {
    fail('failed', e instanceof ApiError ? e.message : null);
  }
}

function schedulePoll(now = Date.now) {
  if (pollTimer) clearTimeout(pollTimer);
  pollTimer = setTimeout(() => void pollOnce(now), MEMBER_POLL_MS);
}

/** GET {provider}/v1/check/code_shark once; schedules the next ask while the answer is '0'. */
export async function pollOnce(now = Date.now): Promise<void> {
  const { phase, verifyId } = loginState.peek();
  const key = keyState.peek();
  if (phase !== 'polling' || !verifyId || !key || asking) return;
  if (now() - startedAt >= MEMBER_VERIFY_TTL_MS) return fail('timedOut', null);
  asking = true;
  try {
    const r = await api<CodeSharkStatus>(
      `${key.provider}/v1/check/code_shark?verify_id=${encodeURIComponent(verifyId)}`,
    );
    // A logout or a new login while the answer travelled: this answer is stale.
    if (loginState.peek().verifyId !== verifyId) return;
    if (r.status === '1' && r.member) return succeed(r.member);
    if (r.status === '2') return fail('cancelled', null);
    if (r.status !== '0') return fail(r.status === '3' ? 'timedOut' : 'failed', null);
    if (now() - startedAt >= MEMBER_VERIFY_TTL_MS) return fail('timedOut', null);
    schedulePoll(now);
  } catch (e) {
    if (loginState.peek().verifyId !== verifyId) return;
    fail('failed', e instanceof ApiError ? e.message : null);
  } finally {
    asking = false;
  }
}

function succeed(m: ProviderMember) {
  stopTimers();
  saveMember({
    userLogo: m.logo,
    userName: m.customer_name,
    userPhonePrefix: m.phone_prefix,
    userPhone: m.phone,
    userPoints: m.integrals,
  });
  loginState.value = { ...idle, phase: 'success' };
}

/** Failure stops polling and clears the member (spec §4). */
function fail(phase: 'failed' | 'cancelled' | 'timedOut', detail: string | null) {
  stopTimers();
  saveMember(null);
  loginState.value = { ...idle, phase, detail };
}

/** The page came back into view: a waiting login asks at once (the member may have answered). */
export function memberWakeUp(now = Date.now): void {
  if (loginState.peek().phase !== 'polling') return;
  if (pollTimer) clearTimeout(pollTimer);
  void pollOnce(now);
}

/** Stops waiting for a login (the diner closed it) without touching a signed-in member. */
export function abandonMemberLogin(): void {
  if (debounceTimer) clearTimeout(debounceTimer);
  debounceTimer = null;
  stopTimers();
  if (loginState.peek().phase !== 'idle') loginState.value = idle;
}

/** Logout clears the member (spec §4). */
export function logoutMember(): void {
  abandonMemberLogin();
  saveMember(null);
}

/** For tests and stories: sets the whole state at once. */
export function setMemberStateForTest(s: {
  login?: MemberLogin;
  member?: Member | null;
  key?: { stringId: string; provider: string } | null;
}): void {
  stopTimers();
  if (s.login) loginState.value = s.login;
  if (s.member !== undefined) saveMember(s.member);
  if (s.key !== undefined) {
    keyState.value = s.key;
    keyCheckedAt = 0;
  }
}
