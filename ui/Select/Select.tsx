import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
} from 'react-aria-components';
import type { Key, SelectProps as AriaSelectProps } from 'react-aria-components';
import { Icon } from '../icons/Icon';
import * as styles from './Select.css';
import type { SelectTriggerVariants } from './Select.css';

export const selectLooks = ['field', 'title'] as const;

/** One choice of a Select. */
export interface SelectOption {
  id: Key;
  /** What the diner reads, already translated. */
  name: string;
}

export interface SelectProps
  extends
    Omit<
      AriaSelectProps<SelectOption>,
      'children' | 'items' | 'selectedKey' | 'onSelectionChange' | 'selectionMode' | 'value'
    >,
    SelectTriggerVariants {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen option (controlled). */
  selectedKey: Key | null;
  /** The diner chose an option. */
  onSelectionChange: (id: Key) => void;
  /** What is chosen, already translated; the trigger's accessible name starts with it. */
  'aria-label': string;
  /**
   * `field` a bordered box among other controls; `title` the page's title (the menu's name)
   * that opens its alternatives.
   * @default 'field'
   */
  look?: SelectTriggerVariants['look'];
  /** Shown, already translated, while nothing is chosen (nothing when unset). */
  placeholder?: string;
}

/**
 * Picks one of a few options from a list that opens under the trigger (react-aria `Select`):
 * the arrow keys move, Enter chooses, Escape closes, and typing jumps to a name.
 */
export function Select({
  options,
  selectedKey,
  onSelectionChange,
  look,
  className,
  placeholder,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      selectedKey={selectedKey}
      onSelectionChange={(key) => key !== null && onSelectionChange(key)}
      className={composeRenderProps(className, (cls) =>
        [styles.select, cls].filter(Boolean).join(' '),
      )}
    >
      <Button className={styles.trigger({ look })}>
        {/* The name alone: the option's own content carries the list's check mark. */}
        <SelectValue className={styles.value}>
          {({ selectedText, isPlaceholder }) => (isPlaceholder ? placeholder : selectedText)}
        </SelectValue>
        <span className={styles.chevron} aria-hidden="true">
          <Icon name="chevron_down" size="sm" label={false} />
        </span>
      </Button>
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
              <span>{option.name}</span>
              <span className={styles.check} aria-hidden="true">
                <Icon name="check" size="sm" label={false} />
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
