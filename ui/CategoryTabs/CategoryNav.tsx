import { memo, useCallback, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useFocusRing, useFocusVisible } from 'react-aria';
import { useIntl } from 'react-intl';
import { CategoryLabel } from './CategoryLabel';
import type { CategoryLimitAlert, MenuCategory } from './category';
import { useScrollSelectedIntoView } from '../Tabs/scroll-selected';
import { cx } from '../class-names';

/** What CategoryTabs (NORMAL mode, a row of chips) and CategoryRail (CAROUSEL mode, a bar on the left) take. */
export interface CategoryNavProps {
  /** The current menu's second-level categories, in menu order. */
  categories: readonly MenuCategory[];
  /**
   * The selected category (controlled).
   * @default undefined (uncontrolled: the first category)
   */
  selectedId?: Key;
  /**
   * The first selected category when uncontrolled.
   * @default the first category
   */
  defaultSelectedId?: Key;
  /** A category was chosen (tap, or the arrow keys). */
  onSelectionChange?: (id: Key) => void;
  /**
   * Takeout table (id -1): no category limits are shown.
   * @default false
   */
  isTakeout?: boolean;
  /**
   * Plays the "limit hit" animation on a category each time `seq` changes.
   * @default null
   */
  limitAlert?: CategoryLimitAlert | null;
  /**
   * Name of the category list, already translated.
   * @default "Categories" in the diner's language
   */
  'aria-label'?: string;
  /**
   * The selected category's content (its dishes). Without it the list stands alone, and each
   * tab still points to an empty panel, which keeps the tab pattern whole.
   */
  children?: (category: MenuCategory) => ReactNode;
  className?: string;
}

/** How one of the two layouts draws the shared tab pattern. */
export interface CategoryNavLook {
  orientation: 'horizontal' | 'vertical';
  classes: { root: string; list: string; tab: string; name: string; panel: string };
  /** The "ordered/limit" count under the name instead of beside it. */
  stacked: boolean;
}

interface CategoryTabProps {
  category: MenuCategory;
  selected: boolean;
  /** The one tab reached by the Tab key: the selected one (or the first, with none selected). */
  focusable: boolean;
  /** Focused from the keyboard: the focus ring shows. */
  focusVisible: boolean;
  tabId: string;
  panelId: string;
  className: string;
  nameClassName: string;
  stacked: boolean;
  isTakeout: boolean;
  limitAlert: CategoryLimitAlert | null;
  onChoose: (id: Key) => void;
}

/**
 * One category tab. Memoised: a new selection renders the tab that lost it and the one that
 * gained it, not the 40 others (their props are unchanged).
 */
const CategoryTab = memo(function CategoryTab({
  category,
  selected,
  focusable,
  focusVisible,
  tabId,
  panelId,
  className,
  nameClassName,
  stacked,
  isTakeout,
  limitAlert,
  onChoose,
}: CategoryTabProps) {
  const disabled = category.isDisabled === true;
  return (
    <div
      role="tab"
      id={tabId}
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      aria-controls={selected ? panelId : undefined}
      tabIndex={focusable && !disabled ? 0 : -1}
      className={className}
      data-category={String(category.id)}
      data-key={String(category.id)}
      data-selected={selected || undefined}
      data-disabled={disabled || undefined}
      data-focus-visible={focusVisible || undefined}
      onClick={() => {
        // In a task of its own, right after the tap's: that one already holds the browser's
        // pointer, mouse, focus and click events, and the selection's render and the list's jump
        // added to it made a category tap on a long menu one of its longest tasks (bench:long-menu,
        // 4× slowed CPU: 45–135 ms; 27–41 ms without them on the list's rail).
        if (!disabled) setTimeout(() => onChoose(category.id));
      }}
    >
      <CategoryLabel
        category={category}
        isTakeout={isTakeout}
        limitAlert={limitAlert}
        nameClassName={nameClassName}
        stacked={stacked}
      />
    </div>
  );
});

/**
 * The menu's categories as a tab list (the ARIA tabs pattern): the selected one scrolled into
 * view, disabled ones skipped, each with its name and the spec's "ordered/limit" count, and the
 * selected category's panel. The arrow keys of the orientation move the selection (it follows
 * focus), Home and End go to the ends. Written for long menus: a new selection renders two tabs,
 * not all of them.
 */
export function CategoryNav({
  look,
  categories,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  isTakeout = false,
  limitAlert = null,
  'aria-label': ariaLabel,
  children,
  className,
}: CategoryNavProps & { look: CategoryNavLook }) {
  const intl = useIntl();
  const { classes, stacked, orientation } = look;
  const baseId = useId();
  const tabIdOf = (id: Key) => `${baseId}-tab-${String(id)}`;
  const panelId = `${baseId}-panel`;
  // Saying which one is first keeps the bar from reporting a change nobody made.
  const firstEnabled = categories.find((c) => !c.isDisabled)?.id;
  const [own, setOwn] = useState<Key | undefined>(defaultSelectedId);
  const chosen = selectedId !== undefined ? selectedId : (own ?? firstEnabled);
  const selected = categories.some((c) => c.id === chosen) ? chosen : firstEnabled;
  const listRef = useScrollSelectedIntoView<HTMLDivElement>(selected);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  // Which tab has focus, and whether the keyboard brought it there (react-aria's modality):
  // the ring marks keyboard focus only, not a tap.
  const [focusedKey, setFocusedKey] = useState<Key | null>(null);
  const { isFocusVisible } = useFocusVisible();
  const panelFocus = useFocusRing();
  const changeRef = useRef(onSelectionChange);
  changeRef.current = onSelectionChange;

  // One function for every tab (kept across renders, so memoised tabs stay as they are).
  const choose = useCallback((id: Key) => {
    if (id === selectedRef.current) return;
    setOwn(id);
    changeRef.current?.(id);
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const enabled = categories.filter((c) => !c.isDisabled);
    if (enabled.length === 0) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const [back, forth] =
      orientation === 'vertical'
        ? ['ArrowUp', 'ArrowDown']
        : rtl
          ? ['ArrowRight', 'ArrowLeft']
          : ['ArrowLeft', 'ArrowRight'];
    const at = enabled.findIndex((c) => c.id === selectedRef.current);
    let next: number;
    if (e.key === forth) next = Math.min(enabled.length - 1, at + 1);
    else if (e.key === back) next = Math.max(0, at - 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = enabled.length - 1;
    else return;
    e.preventDefault();
    const target = enabled[next];
    if (!target) return;
    choose(target.id);
    e.currentTarget
      .querySelector<HTMLElement>(`[data-key="${CSS.escape(String(target.id))}"]`)
      ?.focus();
  };

  if (categories.length === 0) return null;
  const current = categories.find((c) => c.id === selected);
  return (
    <div className={cx(classes.root, className)} data-orientation={orientation}>
      <div
        ref={listRef}
        role="tablist"
        aria-orientation={orientation}
        aria-label={ariaLabel ?? intl.formatMessage({ id: 'category.label' })}
        className={classes.list}
        data-orientation={orientation}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          const key = (e.target as HTMLElement).dataset.key;
          setFocusedKey(categories.find((c) => String(c.id) === key)?.id ?? null);
        }}
        onBlur={() => setFocusedKey(null)}
      >
        {categories.map((category) => (
          <CategoryTab
            key={category.id}
            category={category}
            selected={category.id === selected}
            focusable={category.id === selected}
            focusVisible={isFocusVisible && category.id === focusedKey}
            tabId={tabIdOf(category.id)}
            panelId={panelId}
            className={classes.tab}
            nameClassName={classes.name}
            stacked={stacked}
            isTakeout={isTakeout}
            limitAlert={limitAlert}
            onChoose={choose}
          />
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabIdOf(current.id)}
          // An empty panel is not a stop of the Tab key (the tabs pattern).
          tabIndex={children ? 0 : undefined}
          className={classes.panel}
          {...panelFocus.focusProps}
          data-focus-visible={panelFocus.isFocusVisible || undefined}
        >
          {children?.(current)}
        </div>
      )}
    </div>
  );
}
