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
