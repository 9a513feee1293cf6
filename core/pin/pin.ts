/** Length of a table PIN (entry-home-service.md §9 "PIN length 4"). */
export const PIN_LENGTH = 4;

/**
 * True when a table PIN is exactly 4 digits (entry-home-service.md §5 "Table PIN must be exactly
 * 4 digits"). Anything else, including the empty string, spaces or non-ASCII digits, is refused.
 */
export function isValidPin(pin: unknown): pin is string {
  return typeof pin === 'string' && /^[0-9]{4}$/.test(pin);
}

/**
 * What the PIN dialog does with an entry (entry-home-service.md §5): an empty entry is ignored,
 * a malformed one shows the 'input password' hint and confirms nothing, a 4-digit one is checked.
 */
export function classifyPinEntry(pin: string): 'empty' | 'malformed' | 'valid' {
  if (pin.length === 0) return 'empty';
  return isValidPin(pin) ? 'valid' : 'malformed';
}

/** What an employee's PIN change is missing before it may be sent (entry-home-service.md §5). */
export type PinChangeFieldProblem = 'account' | 'newPin';

/**
 * Checks the employee's PIN form: account and password must be non-empty; setting a PIN (not
 * cancelling it) needs a new PIN of exactly 4 digits. Null when the form may be sent.
 */
export function pinChangeProblem(
  account: string,
  password: string,
  newPin: string,
  cancel: boolean,
): PinChangeFieldProblem | null {
  if (account.trim() === '' || password === '') return 'account';
  if (!cancel && !isValidPin(newPin)) return 'newPin';
  return null;
}
