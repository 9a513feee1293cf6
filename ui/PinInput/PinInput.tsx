import { useEffect, useId, useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './PinInput.css';

/** The spec's table PIN: exactly four digits. */
export const PIN_LENGTH = 4;

const onlyDigits = (text: string) => text.replace(/\D/g, '');

export interface PinInputProps {
  /** Controlled value: up to four digits. Anything else in it is dropped. */
  value?: string;
  /** @default '' */
  defaultValue?: string;
  /** Every change, with the digits entered so far (0 to 4). */
  onChange?: (value: string) => void;
  /** All four digits are in. */
  onComplete?: (pin: string) => void;
  /**
   * The server said the PIN is wrong: boxes turn red and "Incorrect PIN" is shown and announced.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Overrides the error text.
   * @default "Incorrect PIN" in the diner's language
   */
  errorMessage?: string;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Focus the first empty box when shown.
   * @default false
   */
  autoFocus?: boolean;
  /**
   * The visible label over the boxes.
   * @default "Table PIN" in the diner's language
   */
  label?: string;
}

/**
 * Four boxes for the table PIN. Digits only (others are ignored); typing moves on, Backspace
 * moves back, a pasted or autofilled code fills the boxes; `onComplete` fires at four digits.
 */
export function PinInput({
  value,
  defaultValue = '',
  onChange,
  onComplete,
  isInvalid = false,
  errorMessage,
  isDisabled = false,
  autoFocus = false,
  label,
}: PinInputProps) {
  const intl = useIntl();
  const id = useId();
  const [own, setOwn] = useState(() => onlyDigits(defaultValue).slice(0, PIN_LENGTH));
  const pin = value !== undefined ? onlyDigits(value).slice(0, PIN_LENGTH) : own;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  // Focus moves inside event handlers, before React re-renders: handlers read the PIN from here.
  const latest = useRef(pin);
  latest.current = pin;

  useEffect(() => {
    if (autoFocus) inputs.current[Math.min(pin.length, PIN_LENGTH - 1)]?.focus();
    // Only on mount: later focus follows the diner's typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focusBox = (index: number) => {
    const el = inputs.current[Math.max(0, Math.min(PIN_LENGTH - 1, index))];
    el?.focus();
    el?.select();
  };

  // Emptied from outside (a wrong PIN), or enabled again after a check that disabled the boxes (so
  // focus left them): the diner types on from the first empty box, unless focus went elsewhere.
  const before = useRef({ pin, isDisabled });
  useEffect(() => {
    const was = before.current;
    before.current = { pin, isDisabled };
    if (isDisabled || !(was.isDisabled || (pin === '' && was.pin !== ''))) return;
    const active = document.activeElement;
    if (active && active !== document.body && !inputs.current.includes(active as HTMLInputElement))
      return;
    focusBox(pin.length);
  }, [pin, isDisabled]);

  const commit = (next: string) => {
    const clean = next.slice(0, PIN_LENGTH);
    if (clean === latest.current) return;
    latest.current = clean;
    if (value === undefined) setOwn(clean);
    onChange?.(clean);
    if (clean.length === PIN_LENGTH) onComplete?.(clean);
  };

  /** Writes `digits` from box `index` on (never leaving a gap before it) and moves focus after them. */
  const write = (index: number, digits: string) => {
    const start = Math.min(index, pin.length);
    const next = (pin.slice(0, start) + digits + pin.slice(start + digits.length)).slice(
      0,
      PIN_LENGTH,
    );
    commit(next);
    focusBox(start + digits.length);
  };

  const onInput = (index: number, raw: string) => {
    const digits = onlyDigits(raw);
    if (raw === '') {
      commit(pin.slice(0, index) + pin.slice(index + 1));
      return;
    }
    if (digits === '') return; // a letter or sign: ignored
    // A box holds one digit; typing into a full box replaces it (its old digit is the other one).
    const old = pin[index];
    const typed =
      old !== undefined && digits.length === 2 && digits.includes(old)
        ? digits.replace(old, '')
        : digits;
    write(index, typed);
  };

  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (pin[index] !== undefined) {
        commit(pin.slice(0, index) + pin.slice(index + 1));
        focusBox(index);
      } else if (index > 0) {
        commit(pin.slice(0, index - 1) + pin.slice(index));
        focusBox(index - 1);
      }
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focusBox(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusBox(Math.min(index + 1, pin.length));
    } else if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
    }
  };

  const onPaste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = onlyDigits(e.clipboardData.getData('text'));
    if (digits) write(index, digits.slice(0, PIN_LENGTH));
  };

  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label ?? intl.formatMessage({ id: 'pin.label' })}
      </span>
      <div
        className={styles.boxes}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={errorId}
      >
        {Array.from({ length: PIN_LENGTH }, (_, i) => (
          <input
            key={i}
            ref={(el) => {
              inputs.current[i] = el;
            }}
            className={styles.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={intl.formatMessage(
              { id: 'pin.digit' },
              { position: i + 1, total: PIN_LENGTH },
            )}
            aria-invalid={isInvalid || undefined}
            disabled={isDisabled}
            value={pin[i] ?? ''}
            onFocus={(e) => {
              // Never type past the first empty box: the PIN has no gaps.
              if (i > latest.current.length) focusBox(latest.current.length);
              else e.currentTarget.select();
            }}
            onChange={(e) => onInput(i, e.currentTarget.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
          />
        ))}
      </div>
      <p
        id={errorId}
        className={[styles.message, isInvalid ? styles.error : ''].join(' ')}
        aria-live="polite"
      >
        {isInvalid
          ? (errorMessage ?? intl.formatMessage({ id: 'pin.incorrect' }))
          : intl.formatMessage({ id: 'pin.hint' })}
      </p>
    </div>
  );
}
