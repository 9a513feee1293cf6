import * as styles from './CategoryTabs.css';
import { CategoryNav } from './CategoryNav';
import type { CategoryNavLook, CategoryNavProps } from './CategoryNav';

export type CategoryTabsProps = CategoryNavProps;

const look: CategoryNavLook = { orientation: 'horizontal', classes: styles, stacked: false };

/**
 * NORMAL display mode: the menu's categories as a row of chips that scrolls sideways and keeps
 * the selected one in view. Each chip may show the spec's "ordered/limit" count.
 */
export function CategoryTabs(props: CategoryTabsProps) {
  return <CategoryNav look={look} {...props} />;
}
