import { useContext } from 'react';
import type { ReactNode } from 'react';
import {
  Tabs as AriaTabs,
  TabList as AriaTabList,
  Tab as AriaTab,
  TabPanel as AriaTabPanel,
  TabListStateContext,
} from 'react-aria-components';
import type {
  TabsProps as AriaTabsProps,
  TabListProps as AriaTabListProps,
  TabProps as AriaTabProps,
  TabPanelProps as AriaTabPanelProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';
import { useHiddenEnds, useScrollSelectedIntoView } from './scroll-selected';
import { Icon } from '../icons';
import { Badge } from '../Badge/Badge';
import { withClass } from '../class-names';

export const tabsOrientations = ['horizontal', 'vertical'] as const;

export interface TabsProps extends AriaTabsProps {
  /**
   * `horizontal` tabs above the panel; `vertical` tabs beside it. Arrow keys follow the
   * orientation.
   * @default 'horizontal'
   */
  orientation?: AriaTabsProps['orientation'];
}

/**
 * Tabs with their panels (react-aria): arrow keys move between tabs and select them, Home/End
 * jump to the ends, the selected tab's panel follows.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={withClass(styles.tabs, className)} />;
}

/**
 * `useScrollSelectedIntoView` for a tab list rendered inside react-aria `Tabs`: reads the
 * selection from the tabs' state, so the list re-renders (and scrolls) whenever it changes.
 * (Here, not beside it in scroll-selected.ts: the menu's category bar uses that file, and
 * react-aria's tabs, with their collections and selection, would come into the menu page's
 * chunk with it.)
 */
function useTabListScroll<T extends HTMLElement>() {
  const state = useContext(TabListStateContext);
  return useScrollSelectedIntoView<T>(state?.selectedKey);
}

export interface TabListProps<T extends object> extends AriaTabListProps<T> {
  /** What the tabs choose between, already translated ("Order history"). */
  'aria-label'?: string;
}

/**
 * The row (or column) of tabs. It scrolls when the tabs do not fit, without a scrollbar, and
 * keeps the selected tab in view. A row that hides tabs beyond an edge shows it: that edge
 * fades out under a chevron, and pressing the chevron scrolls the row by most of its width (a
 * touch or mouse shortcut; the keyboard's arrow keys already reach every tab).
 */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const ref = useTabListScroll<HTMLDivElement>();
  const hidden = useHiddenEnds(ref);
  const scroll = (towards: 1 | -1) => {
    const list = ref.current;
    if (!list) return;
    const rtl = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    const reduce =
      typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({
      left: towards * rtl * list.clientWidth * 0.8,
      behavior: reduce ? 'instant' : 'smooth',
    });
  };
  return (
    <div
      className={styles.tabListFrame}
      data-hidden-start={hidden.start || undefined}
      data-hidden-end={hidden.end || undefined}
    >
      <AriaTabList {...props} ref={ref} className={withClass(styles.tabList, className)} />
      {hidden.start && (
        <span
          aria-hidden="true"
          className={styles.more}
          data-end="start"
          onClick={() => scroll(-1)}
        >
          <Icon name="chevron_left" size="sm" label={false} />
        </span>
      )}
      {hidden.end && (
        <span aria-hidden="true" className={styles.more} data-end="end" onClick={() => scroll(1)}>
          <Icon name="chevron_right" size="sm" label={false} />
        </span>
      )}
    </div>
  );
}

export interface TabProps extends Omit<AriaTabProps, 'children'> {
  children: ReactNode;
  /**
   * A count after the label (unread, new items); hidden at 0.
   * @default undefined (none)
   */
  badge?: number;
  /**
   * Words for the badge count, already translated.
   * @default the number
   */
  badgeLabel?: string;
}

export function Tab({ className, children, badge, badgeLabel, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={withClass(styles.tab, className)}>
      {children}
      {badge !== undefined && <Badge count={badge} label={badgeLabel} />}
    </AriaTab>
  );
}

export type TabPanelProps = AriaTabPanelProps;

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={withClass(styles.tabPanel, className)} />;
}
