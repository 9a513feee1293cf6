import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { Button } from 'react-aria-components';
import type { Key, SelectProps as AriaSelectProps } from 'react-aria-components';
import { Icon } from '../icons/Icon';
import { afterFirstScreen } from '../Deferred/Deferred';
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
      | 'children'
      | 'items'
      | 'selectedKey'
      | 'onSelectionChange'
      | 'selectionMode'
      | 'value'
      | 'className'
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
   * Shown above the trigger as its label (the same words as `aria-label`), for a select among
   * form fields. None by default: the trigger shows `aria-label` until something is chosen.
   */
  label?: string;
  /**
   * What the trigger shows while nothing is chosen.
   * @default the `aria-label`
   */
  placeholder?: string;
  /**
   * `field` a bordered box among other controls; `title` the page's title (the menu's name)
   * that opens its alternatives.
   * @default 'field'
   */
  look?: SelectTriggerVariants['look'];
  className?: string;
}

type Loaded = ComponentType<SelectProps>;
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;
const load = (): Promise<Loaded> =>
  (loading ??= import('./AriaSelect').then((m) => (loaded = m.AriaSelect)));

/** Keys that open the list from the trigger (react-aria's Select opens on these too). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * Picks one of a few options from a list that opens under the trigger (react-aria `Select`):
 * the arrow keys move, Enter chooses, Escape closes, and typing jumps to a name.
 *
 * The list box, its popover and their collection code (≈30 kB gzip) are not part of the code a
 * phone loads before the menu is usable: until they arrive (fetched once the first screen is done and
 * the browser is idle, or at once on a press) the same trigger is drawn, and a press or an opening key on it opens the list
 * as soon as the code is there.
 */
export function Select(props: SelectProps) {
  const [Real, setReal] = useState<Loaded | null>(() => loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (Real) return;
    let live = true;
    const arrive = (component: Loaded) => {
      if (!live) return;
      setFocusOnLoad(document.activeElement === trigger.current);
      setReal(() => component);
    };
    const cancel = afterFirstScreen(() => load().then(arrive));
    // A press before the idle time asks for the code at once.
    if (openOnLoad) void load().then(arrive);
    return () => {
      live = false;
      cancel();
    };
  }, [Real, openOnLoad]);

  if (Real) {
    return (
      <Real
        {...props}
        defaultOpen={openOnLoad || props.defaultOpen}
        autoFocus={focusOnLoad || props.autoFocus}
      />
    );
  }
  const { options, selectedKey, look, className, isDisabled, label, placeholder } = props;
  const selected = options.find((o) => o.id === selectedKey);
  // The words shown are part of the name (what is chosen, or what the box asks for).
  const shown = selected ? selected.name : placeholder;
  const name = shown ? `${shown} ${props['aria-label']}` : props['aria-label'];
  return (
    <div className={[styles.select, className].filter(Boolean).join(' ')}>
      {label && (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      )}
      <Button
        ref={trigger}
        className={styles.trigger({ look })}
        aria-label={name}
        aria-haspopup="listbox"
        aria-expanded={false}
        isDisabled={isDisabled}
        onPress={() => setOpenOnLoad(true)}
        onKeyDown={(e) => {
          if (OPENING_KEYS.has(e.key)) setOpenOnLoad(true);
          else e.continuePropagation();
        }}
      >
        <span className={styles.value} data-placeholder={selected ? undefined : true}>
          {selected ? selected.name : (placeholder ?? props['aria-label'])}
        </span>
        <span className={styles.chevron} aria-hidden="true">
          <Icon name="chevron_down" size="sm" label={false} />
        </span>
      </Button>
    </div>
  );
}
