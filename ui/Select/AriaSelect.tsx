import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RacSelect,
  SelectValue,
  composeRenderProps,
} from 'react-aria-components';
import { Icon } from '../icons/Icon';
import * as styles from './Select.css';

import type { SelectProps } from './Select';

/**
 * The working Select (react-aria `Select`, its list box and popover): loaded apart from the code
 * a phone needs before the menu is usable; `Select` shows a look-alike trigger until it arrives.
 */
export function AriaSelect({
  options,
  selectedKey,
  onSelectionChange,
  look,
  className,
  label,
  placeholder,
  ...props
}: SelectProps) {
  return (
    <RacSelect
      {...props}
      selectedKey={selectedKey}
      onSelectionChange={(key) => key !== null && onSelectionChange(key)}
      className={composeRenderProps(className, (cls) =>
        [styles.select, cls].filter(Boolean).join(' '),
      )}
    >
      {label && <Label className={styles.label}>{label}</Label>}
      <Button className={styles.trigger({ look })}>
        {/* The name alone: the option's own content carries the list's check mark. Nothing chosen
            yet: what the select asks for. */}
        <SelectValue className={styles.value}>
          {({ selectedText, isPlaceholder }) =>
            isPlaceholder ? (placeholder ?? props['aria-label']) : selectedText
          }
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
    </RacSelect>
  );
}
