import type { ReactNode } from 'react';
import {
  Tabs as AriaTabs,
  TabList as AriaTabList,
  Tab as AriaTab,
  TabPanel as AriaTabPanel,
} from 'react-aria-components';
import type {
  TabsProps as AriaTabsProps,
  TabListProps as AriaTabListProps,
  TabProps as AriaTabProps,
  TabPanelProps as AriaTabPanelProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';
import { useTabListScroll } from './scroll-selected';
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

export interface TabListProps<T extends object> extends AriaTabListProps<T> {
  /** What the tabs choose between, already translated ("Order history"). */
  'aria-label'?: string;
}

/**
 * The row (or column) of tabs. It scrolls when the tabs do not fit, without a scrollbar, and
 * keeps the selected tab in view.
 */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const ref = useTabListScroll<HTMLDivElement>();
  return <AriaTabList {...props} ref={ref} className={withClass(styles.tabList, className)} />;
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
