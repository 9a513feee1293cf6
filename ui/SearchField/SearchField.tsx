import { useCallback, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useObjectRef } from 'react-aria';
import { useIntl } from 'react-intl';
import * as styles from './SearchField.css';
import { Icon } from '../icons/Icon';
import { CloseButton } from '../CloseButton/CloseButton';

export interface SearchFieldProps {
  /** Controlled query. */
  value?: string;
  /** @default '' */
  defaultValue?: string;
  /** Every keystroke. Search mode is on while this is non-empty. */
  onChange?: (value: string) => void;
  /** Enter was pressed, with the current query. */
  onSubmit?: (value: string) => void;
  /** The query was emptied with the clear button or Escape. */
  onClear?: () => void;
  /** When given, a "Cancel" button follows the field and leaves search mode. */
  onCancel?: () => void;
  /**
   * @default "Search dishes" in the diner's language
   */
  placeholder?: string;
  /**
   * The field's accessible name.
   * @default the placeholder
   */
  label?: string;
  /** @default false */
  autoFocus?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** The text input (to focus it when a field kept mounted is shown again). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The menu's search box: a search icon, the query, a clear button; Enter submits, Escape clears.
 *
 * The query is a native search input, and the clear and Cancel buttons are kept from render to
 * render: a typed letter renders the input alone. (Built on react-aria's SearchField, each letter
 * rendered the field and its buttons again, ~15 ms of a slow phone's processor per letter, in the
 * keystroke's own task.) It behaves as react-aria's does: the clear button is not a Tab stop and
 * keeps the focus (and a phone's keyboard) in the input; Escape empties a query and otherwise
 * lets the key through (to close a dialog); Enter submits, except while an input method is still
 * composing the word (Chinese, Japanese).
 */
export function SearchField({
  value,
  defaultValue = '',
  onChange,
  onSubmit,
  onClear,
  onCancel,
  placeholder,
  label,
  autoFocus = false,
  isDisabled = false,
  inputRef,
}: SearchFieldProps) {
  const intl = useIntl();
  const hint = placeholder ?? intl.formatMessage({ id: 'search.placeholder' });
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const query = controlled ? value : own;

  // The latest callbacks, for the buttons kept across renders.
  const latest = useRef({ onChange, onClear, controlled });
  latest.current = { onChange, onClear, controlled };
  // The input, also handed to the caller's ref.
  const input = useObjectRef(inputRef);
  const change = useCallback((next: string) => {
    if (!latest.current.controlled) setOwn(next);
    latest.current.onChange?.(next);
  }, []);
  const clear = useCallback(() => {
    change('');
    latest.current.onClear?.();
  }, [change]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (isDisabled || e.nativeEvent.isComposing) return;
    if (e.key === 'Enter') {
      // A search box in no form: Enter sends the query, nothing else.
      e.preventDefault();
      e.stopPropagation();
      onSubmit?.(query);
    } else if (e.key === 'Escape' && (query !== '' || e.currentTarget.value !== '')) {
      e.preventDefault();
      e.stopPropagation();
      clear();
    }
  };

  const clearLabel = intl.formatMessage({ id: 'search.clear' });
  const clearButton = useMemo(
    () => (
      <CloseButton
        className={styles.clear}
        label={clearLabel}
        iconSize="sm"
        excludeFromTabOrder
        preventFocusOnPress
        isDisabled={isDisabled}
        // On press start, so that touching it does not take the focus (and a phone's keyboard)
        // away from the input.
        onPressStart={() => input.current?.focus()}
        onPress={clear}
      />
    ),
    [clearLabel, isDisabled, clear, input],
  );
  const cancelLabel = intl.formatMessage({ id: 'common.cancel' });
  const cancel = useMemo(
    () =>
      onCancel && (
        <AriaButton className={styles.cancel} onPress={onCancel} isDisabled={isDisabled}>
          {cancelLabel}
        </AriaButton>
      ),
    [onCancel, isDisabled, cancelLabel],
  );
  const icon = useMemo(
    () => (
      <span className={styles.searchIcon}>
        <Icon name="search" label={false} size="sm" />
      </span>
    ),
    [],
  );

  return (
    <div className={styles.wrapper}>
      <div
        className={styles.field}
        data-empty={query === '' || undefined}
        data-disabled={isDisabled || undefined}
      >
        {icon}
        <input
          ref={input}
          type="search"
          className={styles.input}
          value={query}
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={hint}
          aria-label={label ?? hint}
          enterKeyHint="search"
          autoComplete="off"
          disabled={isDisabled}
          autoFocus={autoFocus}
        />
        {clearButton}
      </div>
      {cancel}
    </div>
  );
}
