import { useIntl } from 'react-intl';
import * as styles from './BottomBar.css';
import { Icon } from '../icons/Icon';
import type { NavIconKey } from '../icons/keys';
import { Badge } from '../Badge/Badge';
import { cx } from '../class-names';

/** The spec's footer tabs, in the order the bar shows them. */
export const bottomBarTabs = [
  'menuPage',
  'homePage',
  'shoppingCartPage',
  'orderHistory',
  'callWaiter',
  'noticeCenter',
  'vipCenter',
] as const;
export type BottomBarTab = (typeof bottomBarTabs)[number];

const icons: Record<BottomBarTab, NavIconKey> = {
  menuPage: 'menu_book',
  homePage: 'home',
  shoppingCartPage: 'cart',
  orderHistory: 'order_history',
  callWaiter: 'call_waiter',
  noticeCenter: 'notices',
  vipCenter: 'vip',
};

export interface BottomBarProps {
  /**
   * The tabs this page offers, kept in the bar's order (lite mode's page offers home, cart and
   * call only). Each is still subject to its `show…` flag.
   * @default every tab
   */
  tabs?: readonly BottomBarTab[];
  /**
   * The view on screen (`viewPage`): its tab is marked as the current page. Tabs that open a
   * drawer or dialog (cart, call waiter, notices, VIP) may be passed while it is open.
   * @default null (none)
   */
  selected?: BottomBarTab | null;
  /**
   * Show the call-waiter tab. The spec: only when the table id is above 0 and the setting
   * call_service_function is not 0.
   * @default false
   */
  showCallWaiter?: boolean;
  /**
   * Show the notice-centre tab. The spec: when promotional_advertisement or dining_review is
   * above 0, or the delivery-key check succeeded.
   * @default false
   */
  showNoticeCenter?: boolean;
  /**
   * Show the VIP-centre tab (member login, setting 129).
   * @default false
   */
  showVipCenter?: boolean;
  /**
   * Dishes in the cart: a badge on the cart tab, hidden at 0, "99+" above 99; it pops for 300 ms
   * when the count changes.
   * @default 0
   */
  cartCount?: number;
  /**
   * Unread notices: a badge on the notice tab, hidden at 0.
   * @default 0
   */
  noticeCount?: number;
  /**
   * Tabs shown but not pressable.
   * @default []
   */
  disabledTabs?: readonly BottomBarTab[];
  /**
   * Fixed to the bottom of the window; otherwise it sits where it is placed.
   * @default false
   */
  fixed?: boolean;
  /**
   * The landmark's name, already translated; only needed when a page has two bars.
   * @default "Main" in the diner's language
   */
  label?: string;
  /** A tab was pressed (also the current one, and also when the app will refuse it, e.g. the cart under review). */
  onAction?: (tab: BottomBarTab) => void;
  className?: string;
}

/**
 * The ordering page's footer: a navigation landmark of buttons. Views (menu, home, history) mark
 * the current one with `aria-current="page"`; the others open drawers and dialogs. Each button
 * carries `data-tab` so that the guided tour can point at it.
 *
 * The tabs are native buttons, not react-aria's: its Button (about 88 React hooks of press, hover
 * and focus tracking each) made the bar's seven tabs a third of the menu page's hooks, rendered
 * with the page on the diner's tap. The browser's :active and :focus-visible draw the pressed and
 * focused looks.
 */
export function BottomBar({
  tabs = bottomBarTabs,
  selected = null,
  showCallWaiter = false,
  showNoticeCenter = false,
  showVipCenter = false,
  cartCount = 0,
  noticeCount = 0,
  disabledTabs = [],
  fixed = false,
  label,
  onAction,
  className,
}: BottomBarProps) {
  const intl = useIntl();
  const shown = bottomBarTabs.filter(
    (tab) =>
      tabs.includes(tab) &&
      (tab !== 'callWaiter' || showCallWaiter) &&
      (tab !== 'noticeCenter' || showNoticeCenter) &&
      (tab !== 'vipCenter' || showVipCenter),
  );
  const badgeFor = (tab: BottomBarTab) => {
    if (tab === 'shoppingCartPage') {
      return (
        <Badge
          count={cartCount}
          corner
          label={intl.formatMessage({ id: 'bottomBar.cartCount' }, { count: cartCount })}
        />
      );
    }
    if (tab === 'noticeCenter') {
      return (
        <Badge
          count={noticeCount}
          corner
          label={intl.formatMessage({ id: 'bottomBar.noticeCount' }, { count: noticeCount })}
        />
      );
    }
    return null;
  };
  return (
    <nav
      aria-label={label ?? intl.formatMessage({ id: 'bottomBar.label' })}
      className={cx(styles.bar({ fixed }), className)}
    >
      <ul className={styles.list}>
        {shown.map((tab) => {
          const current = tab === selected;
          const disabled = disabledTabs.includes(tab);
          return (
            <li key={tab} className={styles.listItem}>
              <button
                type="button"
                className={styles.item}
                data-tab={tab}
                data-current={current || undefined}
                aria-current={current ? 'page' : undefined}
                disabled={disabled}
                data-disabled={disabled || undefined}
                onClick={() => onAction?.(tab)}
              >
                {/* The name comes first so that it is read first ("Cart 3 dishes"); CSS puts the icon on top. */}
                <span className={styles.text}>
                  {intl.formatMessage({ id: `bottomBar.${tab}` })}
                </span>
                <span className={styles.iconWrap}>
                  <Icon name={icons[tab]} label={false} />
                  {badgeFor(tab)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
