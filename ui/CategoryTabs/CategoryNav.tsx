import { useCallback, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import {
  Tabs as AriaTabs,
  TabList as AriaTabList,
  Tab as AriaTab,
  TabPanel as AriaTabPanel,
  TabListStateContext,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CategoryLabel } from './CategoryLabel';
import type { CategoryLimitAlert, MenuCategory } from './category';
import { useTabListScroll } from '../Tabs/scroll-selected';
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

function ScrollingTabList({
  className,
  children,
  ...props
}: {
  'aria-label': string;
  className: string;
  children: ReactNode;
}) {
  const ref = useTabListScroll<HTMLDivElement>();
  return (
    <AriaTabList {...props} ref={ref} className={className}>
      {children}
    </AriaTabList>
  );
}

/**
 * The selected category's panel. React-aria shows the selected tab's panel alone; rendering the
 * one panel, rather than one per category that hides itself, spares 40 panels rendering again
 * (and checking their animations) at each new selection.
 */
function SelectedPanel({
  categories,
  className,
  children,
}: {
  categories: readonly MenuCategory[];
  className: string;
  children: CategoryNavProps['children'];
}) {
  const state = useContext(TabListStateContext);
  const selected = categories.find((c) => c.id === state?.selectedKey);
  if (!selected) return null;
  return (
    <AriaTabPanel key={selected.id} id={selected.id} className={className}>
      {children?.(selected)}
    </AriaTabPanel>
  );
}

/**
 * The menu's categories as react-aria tabs: the selected one scrolled into view, disabled ones
 * skipped, each with its name and the spec's "ordered/limit" count, and one panel per category.
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
  const { classes, stacked } = look;
  // The tabs' elements are kept while their categories are: a new selection (a tap, a category
  // scrolled to) renders react-aria's tabs again, which read the selection, but not what is in
  // them (the names and counts of 40 categories).
  const tabs = useMemo(
    () =>
      categories.map((category) => (
        <AriaTab
          key={category.id}
          id={category.id}
          className={classes.tab}
          data-category={String(category.id)}
        >
          <CategoryLabel
            category={category}
            isTakeout={isTakeout}
            limitAlert={limitAlert}
            nameClassName={classes.name}
            stacked={stacked}
          />
        </AriaTab>
      )),
    [categories, isTakeout, limitAlert, classes, stacked],
  );
  const disabledKeys = useMemo(
    () => categories.filter((c) => c.isDisabled).map((c) => c.id),
    [categories],
  );
  const changed = useCallback((key: Key) => onSelectionChange?.(key), [onSelectionChange]);
  if (categories.length === 0) return null;
  // Saying which one is first keeps react-aria from choosing it and reporting a change nobody made.
  const initial = defaultSelectedId ?? categories.find((c) => !c.isDisabled)?.id;
  return (
    <AriaTabs
      orientation={look.orientation}
      className={cx(classes.root, className)}
      {...(selectedId !== undefined
        ? { selectedKey: selectedId }
        : { defaultSelectedKey: initial })}
      onSelectionChange={changed}
      disabledKeys={disabledKeys}
    >
      <ScrollingTabList
        aria-label={ariaLabel ?? intl.formatMessage({ id: 'category.label' })}
        className={classes.list}
      >
        {tabs}
      </ScrollingTabList>
      <SelectedPanel categories={categories} className={classes.panel}>
        {children}
      </SelectedPanel>
    </AriaTabs>
  );
}
