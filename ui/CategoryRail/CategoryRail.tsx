import * as styles from './CategoryRail.css';
import { CategoryNav } from '../CategoryTabs/CategoryNav';
import type { CategoryNavLook, CategoryNavProps } from '../CategoryTabs/CategoryNav';

export type CategoryRailProps = CategoryNavProps;

const look: CategoryNavLook = { orientation: 'vertical', classes: styles, stacked: true };

/**
 * CAROUSEL display mode: the menu's categories in a vertical bar on the left, the selected
 * category's dishes beside it (the up and down arrows move between categories). The selected
 * category is scrolled into view in the bar; each entry may show the spec's "ordered/limit"
 * count under its name.
 */
export function CategoryRail(props: CategoryRailProps) {
  return <CategoryNav look={look} {...props} />;
}
