import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  composeRenderProps,
} from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  /** The visible label, already translated. */
  label: string;
  /**
   * A hint under the field, already translated.
   * @default undefined (none)
   */
  description?: string;
  /**
   * Several lines (a remark, a request) instead of one.
   * @default false
   */
  multiline?: boolean;
  /**
   * Visible lines of a multiline field.
   * @default 3
   */
  rows?: number;
  /**
   * The phone's keyboard for a one-line field (`tel` shows the dial pad).
   * @default undefined (text)
   */
  inputMode?: 'text' | 'tel' | 'email' | 'numeric' | 'decimal';
  /** @default undefined */
  placeholder?: string;
  /**
   * Why the value is refused, already translated: the field is marked invalid and the reason
   * shown under it (and read with it).
   * @default undefined (valid)
   */
  errorMessage?: string;
}

/**
 * A labelled text box (react-aria `TextField`): one line, or several with `multiline`. Typing
 * is reported with `onChange`; `maxLength` stops the text at the limit the server accepts.
 */
export function TextField({
  label,
  description,
  multiline = false,
  rows = 3,
  inputMode,
  placeholder,
  errorMessage,
  className,
  ...props
}: TextFieldProps) {
  const control = styles.control({ multiline });
  return (
    <AriaTextField
      {...props}
      isInvalid={errorMessage !== undefined || props.isInvalid}
      className={composeRenderProps(className, (cls) =>
        [styles.textField, cls].filter(Boolean).join(' '),
      )}
    >
      <Label className={styles.label}>{label}</Label>
      {multiline ? (
        <TextArea className={control} rows={rows} placeholder={placeholder} />
      ) : (
        <Input className={control} inputMode={inputMode} placeholder={placeholder} />
      )}
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
