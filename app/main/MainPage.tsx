import { useEffect, useRef, useState } from 'react';
import { useBlockBack, useNavigate } from '../../lib/navigation';
import { useIntl } from 'react-intl';
import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { BottomBar, type BottomBarTab } from '../../ui/BottomBar/BottomBar';
import { afterFirstScreen, firstScreenDone, inOwnTask } from '../../ui/Deferred/Deferred';
import { useKeepClearOfNotifications } from '../../ui/Notifications/clearance';
import { clientTableId, clientViewPage, updateClientState } from '../../lib/session';
import { callServiceEnabled, noticeCentreShown } from '../../core';
import { settings } from '../../lib/restaurant';
import { notifications, useNotificationAnchor } from '../../lib/notify';
import { MenuView, businessTime, usePromotionTips } from '../../features/menu';
import {
  CartDrawer,
  cart,
  cartNotices,
  myCartCount,
  openCart,
  takeCartNotices,
  type CartNotice,
} from '../../features/cart';
import { RoundInfo } from '../../features/rounds';
import { HistoryView, prefetchHistoryView } from '../../features/history';
import { ApprovalBanner, approvedAt, unlockedTooltip } from '../../features/approval';
import { CallWaiterDialog, setCallLiteMode, setCallOpen } from '../../features/call-waiter';
import { GuideTour } from '../../features/guide';
import { PinDialog, pinNeeded, pinPassedAt } from '../../features/pin';
import { NoticeCentre, openNotices, useBulletinPopup } from '../../features/notices';
import { MemberDialog, MemberPanel, checkMemberKey, memberKeyPassed } from '../../features/member';
import {
  callsSeen,
  clearLeave,
  clearMovedTable,
  leaveTo,
  movedToTable,
  pauseOrdering,
  startOrdering,
  tooManyCustomers,
} from './main-session';
import { checkLocation, locationState } from './location';
import { SESSION_AHEAD_FRESH_MS } from './session-ahead';
import { CrashScreen, ErrorBoundary } from '../ErrorBoundary';
import { OfflineWarning } from './OfflineWarning';
import * as styles from './MainPage.css';

/** How old an answer the home page read (the member key check) may be for this page to take it. */
const HOME_ANSWER_FRESH_MS = 60_000;

/** Lite mode's page (/LiteMain): the menu, with home, cart and call (entry-home-service.md §2). */
const LITE_TABS: readonly BottomBarTab[] = ['homePage', 'shoppingCartPage', 'callWaiter'];

function useNoticeRelay() {
  const intl = useIntl();
  useEffect(
    () =>
      effect(() => {
        if (cartNotices.value.length === 0) return;
        for (const n of takeCartNotices()) show(n);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the effect re-reads intl through show
    [intl],
  );
  function show(n: CartNotice) {
    const text = intl.formatMessage({ id: n.id }, n.values);
    if (n.level === 'success') notifications.success(text);
    else if (n.level === 'error') notifications.error(text);
    else if (n.level === 'info') notifications.info(text);
    else notifications.warning(text);
  }
}

/**
 * The diner's notices of the page's own events (too many customers, leaving the page, a table
 * move, the location check failing). It renders nothing: the signals it reads render it alone,
 * not the page. Without JSX the signals transform does not take it for a component: it
 * subscribes itself.
 */
function PageEvents() {
  useSignals();
  const intl = useIntl();
  const navigate = useNavigate();
  const leave = leaveTo.value;
  const moved = movedToTable.value;
  const location = locationState.value;
  // No customer id left for this phone under the head count: it orders under the table's first.
  const tooMany = tooManyCustomers.value;
  const toldTooMany = useRef(0);
  useEffect(() => {
    if (tooMany === 0 || toldTooMany.current === tooMany) return;
    toldTooMany.current = tooMany;
    notifications.warning(intl.formatMessage({ id: 'main.tooManyCustomers' }));
  }, [tooMany, intl]);
  useEffect(() => {
    const l = leave;
    if (!l) return;
    clearLeave();
    const id = {
      orderGone: 'main.orderGone',
      scanAgain: 'main.scanAgain',
      orderEnded: 'main.orderEnded',
      orderDeleted: 'main.orderDeleted',
      tableClosed: 'main.tableClosed',
      rejected: 'cart.error.unknown',
    }[l.reason];
    notifications.warning(intl.formatMessage({ id }));
    navigate(l.to, { replace: true });
  }, [leave, intl, navigate]);
  useEffect(() => {
    if (moved === null) return;
    clearMovedTable();
    notifications.info(intl.formatMessage({ id: 'main.tableMoved' }, { table: moved }));
  }, [moved, intl]);
  useEffect(() => {
    if (location === 'failed')
      notifications.warning(intl.formatMessage({ id: 'main.locationFailed' }));
  }, [location, intl]);
  return null;
}

/**
 * The view on screen: the menu, or the order history (not in lite mode). A hook: the signals
 * transform subscribes the component that calls it (a plain function reading `.value` would not
 * make its caller re-render).
 */
function usePageOf(lite: boolean): 'orderHistory' | 'menuPage' {
  return !lite && clientViewPage.value === 'orderHistory' ? 'orderHistory' : 'menuPage';
}

/**
 * Whether the phone opened this document on the menu page (a reload, a return from another
 * site), read from the document's own navigation entry: not on the page it tapped through from.
 */
function documentOpenedOnMenu(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  if (!entry) return false;
  const path = new URL(entry.name).pathname;
  return path === '/Main' || path === '/LiteMain';
}

/** The menu or the history, and the table info window above the bar (raised over the history). */
function PageContent({ lite }: { lite: boolean }) {
  const [openedHere] = useState(documentOpenedOnMenu);
  const page = usePageOf(lite);
  return (
    <>
      <main className={styles.content}>
        <ErrorBoundary
          fallback={(retry) => (
            <CrashScreen
              onBackToMenu={() => {
                updateClientState({ viewPage: 'menuPage' });
                retry();
              }}
            />
          )}
        >
          {page === 'orderHistory' ? (
            <HistoryView />
          ) : (
            <MenuView lite={lite} openedHere={openedHere} />
          )}
        </ErrorBoundary>
      </main>
      <div className={page === 'orderHistory' ? styles.infoRaised : styles.info} data-guide="round">
        <RoundInfo isBusinessTime={businessTime.value !== false} />
      </div>
    </>
  );
}

function UnlockedTooltip() {
  const intl = useIntl();
  if (!unlockedTooltip.value) return null;
  return (
    <div className={styles.tooltip} role="status">
      {intl.formatMessage({ id: 'approval.unlocked' })}
    </div>
  );
}

/**
 * The bottom bar with what decides its tabs (the table, the settings, the member key, the cart's
 * count): a new cart count renders the bar, not the page.
 */
function PageBottomBar({
  lite,
  onAction,
}: {
  lite: boolean;
  onAction: (tab: BottomBarTab) => void;
}) {
  const page = usePageOf(lite);
  const showCall = (clientTableId.value ?? 0) > 0 && callServiceEnabled(settings.value);
  // The member key check decides the VIP tabs (the bar's and the notice centre's). Lite mode has
  // no notice centre and no VIP tab: the menu, the cart and the call only.
  const vipKeyPassed = !lite && memberKeyPassed.value;
  const showNotices = !lite && noticeCentreShown(settings.value, vipKeyPassed);
  return (
    <BottomBar
      tabs={lite ? LITE_TABS : undefined}
      selected={lite ? null : page}
      cartCount={myCartCount.value}
      showCallWaiter={showCall}
      showNoticeCenter={showNotices}
      showVipCenter={vipKeyPassed}
      onAction={onAction}
    />
  );
}

function PageNoticeCentre({ lite }: { lite: boolean }) {
  const vipKeyPassed = !lite && memberKeyPassed.value;
  return (
    <NoticeCentre vip={{ keyPassed: vipKeyPassed, panel: <MemberPanel showTitle={false} /> }} />
  );
}

/** Not in the restaurant's area (or the check failed): the page is masked. A hook, as above. */
function useBlocked(): boolean {
  const location = locationState.value;
  return location === 'outside' || location === 'failed';
}

/** The guided tour, for the full page, once no mask and no table PIN stand in its way. */
function PageGuideTour({ lite }: { lite: boolean }) {
  // The tour waits for the table PIN: one dialog at a time.
  const blocked = useBlocked();
  if (lite || blocked || pinNeeded.value !== null) return null;
  return <GuideTour />;
}

function NotInAreaMask() {
  const intl = useIntl();
  if (!useBlocked()) return null;
  return (
    <div
      className={styles.mask}
      role="alertdialog"
      aria-label={intl.formatMessage({ id: 'main.notInArea' })}
    >
      <p className={styles.maskCard}>{intl.formatMessage({ id: 'main.notInArea' })}</p>
    </div>
  );
}

/**
 * `/Main`: the ordering page frame (entry-home-service.md §2 "Main page frame"): the menu view by
 * default or the order history, the bottom bar, cart drawer, table info window, approval banner,
 * call-waiter drawer, the not-in-area mask and the offline warning.
 *
 * The frame itself reads only the table's id: each part reads the signals it shows (the view, the
 * cart's count, the connection, the page's events), so that the updates landing while the page
 * starts (the order, the customer name, the cart, the history, a reconnection) render the parts
 * they change and not the whole page with the menu in it.
 */
export function MainPage({ lite = false }: { lite?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // Notifications stack below the offline warning and the approval banner, never over them.
  const topRef = useRef<HTMLDivElement>(null);
  useKeepClearOfNotifications(topRef);
  // Toasts stand over the bottom bar, not over the header, the tabs and the category rail.
  useNotificationAnchor('above-bottom-bar');
  useNoticeRelay();
  usePromotionTips();
  useBulletinPopup();
  const tableId = clientTableId.value;

  useEffect(() => {
    if (tableId === null) return;
    // The diner's tap may have started it moments ago (session-ahead.ts): that start stands.
    // A page opened on the menu starts it here, in a task of its own: not in the one that runs
    // the page's first effects, of which it would be the longest part (the socket, the stores).
    const cancelStart = inOwnTask(() => {
      void startOrdering({ maxAgeMs: SESSION_AHEAD_FRESH_MS }).then(checkLocation);
    });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') pauseOrdering();
      else void startOrdering();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelStart();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [tableId]);

  // The first screen is done when the cart has come: the add buttons work. Only then do the
  // dialogs' and the history's code download (afterFirstScreen), off the menu's way.
  useEffect(
    () =>
      effect(() => {
        if (cart.value) firstScreenDone();
      }),
    [],
  );
  useEffect(() => afterFirstScreen(prefetchHistoryView), []);
  // The VIP tab shows only when the member key check passes.
  const [vipOpen, setVipOpen] = useState(false);
  useEffect(() => {
    // The home page checked the key moments ago: its answer stands for a minute.
    void checkMemberKey({ maxAgeMs: HOME_ANSWER_FRESH_MS });
  }, []);

  // Staff saw a call for service: the diner is told.
  useEffect(() => {
    let last = callsSeen.peek();
    return effect(() => {
      const n = callsSeen.value;
      if (n === last) return;
      last = n;
      notifications.info(intl.formatMessage({ id: 'callWaiter.seen' }));
    });
  }, [intl]);

  // Back navigation is blocked on this page (ordering.md §2).
  useBlockBack();

  // Lite mode's call-waiter drawer asks for the table's name.
  useEffect(() => {
    setCallLiteMode(lite);
    return () => setCallLiteMode(false);
  }, [lite]);

  // Approval: start the cart once staff approve (a rejection stays on the page, in the banner).
  useEffect(
    () =>
      effect(() => {
        if (approvedAt.value > 0) void startOrdering();
      }),
    [],
  );
  // The table PIN was entered: the order opens to this phone.
  useEffect(
    () =>
      effect(() => {
        if (pinPassedAt.value > 0) void startOrdering();
      }),
    [],
  );

  const onAction = (tab: BottomBarTab) => {
    if (tab === 'shoppingCartPage') openCart();
    else if (tab === 'homePage') navigate(lite ? '/LiteHome' : '/Home');
    else if (tab === 'callWaiter') setCallOpen(true);
    else if (tab === 'noticeCenter') openNotices();
    else if (tab === 'vipCenter') setVipOpen(true);
    else if (tab === 'menuPage' || tab === 'orderHistory') updateClientState({ viewPage: tab });
  };

  return (
    <div className={styles.frame}>
      <PageEvents />
      <div className={styles.top} ref={topRef}>
        <OfflineWarning />
        <ApprovalBanner />
      </div>
      <PageContent lite={lite} />
      <UnlockedTooltip />
      <PageBottomBar lite={lite} onAction={onAction} />
      <CartDrawer />
      <CallWaiterDialog />
      <PinDialog />
      <PageNoticeCentre lite={lite} />
      <MemberDialog isOpen={vipOpen} onOpenChange={setVipOpen} />
      <PageGuideTour lite={lite} />
      <NotInAreaMask />
    </div>
  );
}
