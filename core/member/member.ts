// Member login rules both sides use (entry-home-service.md §2 "Notice centre", §4, §5, §6, §9).

/** Member login acts 500 ms after the last tap (spec §5). */
export const MEMBER_LOGIN_DEBOUNCE_MS = 500;
/** The project name a login request carries (spec §9). */
export const MEMBER_PROJECT = 'QOP';
/** When the app checks again after handing off to the member's app: Android 3 s, iOS 4 s (§4). */
export const MEMBER_WAKE_CHECK_MS = { android: 3000, ios: 4000 } as const;

/**
 * The VIP tab and the member login show only when the key check passes: the restaurant has a
 * member key (string_id) and the member login feature (setting 129) is on.
 */
export function memberKeyPasses(
  stringId: string | null | undefined,
  memberLoginOn: boolean,
): boolean {
  return memberLoginOn && typeof stringId === 'string' && stringId.trim() !== '';
}

/**
 * The digits of a phone number as a member types it: spaces, dots, dashes and brackets dropped,
 * a leading + or 00 (international prefix) dropped. '' when anything else is in it.
 */
export function phoneDigits(phone: string): string {
  const compact = phone.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return '';
  return compact.replace(/^\+/, '').replace(/^00/, '');
}

/** A phone number for display: prefix and number, the number in groups of three or four. */
export function formatMemberPhone(prefix: string, phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const groups =
    digits.length > 7 ? [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)] : [digits];
  const p = prefix.trim();
  return [p ? (p.startsWith('+') ? p : `+${p}`) : '', ...groups].filter(Boolean).join(' ');
}
