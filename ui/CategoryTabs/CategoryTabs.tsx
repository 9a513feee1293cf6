import type { ReactNode } from 'react';
import { Tabs as AriaTabs, TabList as AriaTabList, Tab as AriaTab, TabPanel as AriaTabPanel } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './CategoryTabs.css';
import { CategoryLabel } from './category-label';
import type { CategoryLimitAlert, MenuCategory } from './category';
import { useTabListScroll } from '../Tabs/scroll-selected';

function ScrollingTabList({ children, ...props }: { 'aria-label': string; children: ReactNode }) {
  const ref = useTabListScroll<HTMLDivElement>();
  return (
    <AriaTabList {...props} ref={ref} className={styles.list}>
      {children}
    </AriaTabList>
  );
}

export interface CategoryTabsProps {
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
  /** A category was chosen (tap, or arrow keys). */
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
   * Name of the tab row, already translated.
   * @default "Categories" in the diner's language
   */
  'aria-label'?: string;
  /**
   * The selected category's content (its dishes). Without it the tabs stand alone, and each
   * tab still points to an empty panel, which keeps the tab pattern whole.
   */
  children?: (category: MenuCategory) => ReactNode;
  className?: string;
}

/**
 * NORMAL display mode: the menu's categories as a row of chips that scrolls sideways and keeps
 * the selected one in view. Each chip may show the spec's "ordered/limit" count.
 */
export function CategoryTabs({
  categories,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  isTakeout = false,
  limitAlert = null,
  'aria-label': ariaLabel,
  children,
  className,
}: CategoryTabsProps) {
  const intl = useIntl();
  if (categories.length === 0) return null;
  // Saying which one is first keeps react-aria from choosing it and reporting a change nobody made.
  const initial = defaultSelectedId ?? categories.find((c) => !c.isDisabled)?.id;
  return (
    <AriaTabs
      className={[styles.root, className].filter(Boolean).join(' ')}
      {...(selectedId !== undefined ? { selectedKey: selectedId } : { defaultSelectedKey: initial })}
      onSelectionChange={(key) => onSelectionChange?.(key)}
      disabledKeys={categories.filter((c) => c.isDisabled).map((c) => c.id)}
    >
      <ScrollingTabList aria-label={ariaLabel ?? intl.formatMessage({ id: 'category.label' })}>
        {categories.map((category) => (
          <AriaTab key={category.id} id={category.id} className={styles.tab} data-category={String(category.id)}>
            <CategoryLabel category={category} isTakeout={isTakeout} limitAlert={limitAlert} nameClassName={styles.name} />
          </AriaTab>
        ))}
      </ScrollingTabList>
      {categories.map((category) => (
        <AriaTabPanel key={category.id} id={category.id} className={styles.panel}>
          {children?.(category)}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
