import { Button as AriaButton, Input, SearchField as AriaSearchField } from 'react-aria-components';
import type { Ref } from 'react';
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

/** The menu's search box: a search icon, the query, a clear button; Enter submits, Escape clears. */
export function SearchField({
  value,
  defaultValue,
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
  return (
    <div className={styles.wrapper}>
      <AriaSearchField
        className={styles.field}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
        onSubmit={onSubmit}
        onClear={onClear}
        aria-label={label ?? hint}
        autoFocus={autoFocus}
        isDisabled={isDisabled}
      >
        <span className={styles.searchIcon}>
          <Icon name="search" label={false} size="sm" />
        </span>
        <Input ref={inputRef} className={styles.input} placeholder={hint} enterKeyHint="search" />
        <CloseButton
          className={styles.clear}
          label={intl.formatMessage({ id: 'search.clear' })}
          iconSize="sm"
        />
      </AriaSearchField>
      {onCancel && (
        <AriaButton className={styles.cancel} onPress={onCancel} isDisabled={isDisabled}>
          {intl.formatMessage({ id: 'common.cancel' })}
        </AriaButton>
      )}
    </div>
  );
}
