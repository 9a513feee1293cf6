import {
  lazy,
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { CSSProperties, Key, UIEvent } from 'react';
import { useNavigate } from '../../lib/navigation';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'react-aria';
import { Button, PlainButton } from '../../ui/Button/Button';
import { PlainIconButton } from '../../ui/IconButton/IconButton';
import { Icon } from '../../ui/icons/Icon';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { preloadPicture } from '../../ui/Picture/Picture';
import { dishPictureSizes } from '../../ui/DishCard/DishCard';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { SearchField } from '../../ui/SearchField/SearchField';
import { VirtualList } from '../../ui/VirtualList/VirtualList';
import type { VirtualListHandle } from '../../ui/VirtualList/VirtualList';
import { CategoryTabs } from '../../ui/CategoryTabs/CategoryTabs';
import type { CategoryTabsProps } from '../../ui/CategoryTabs/CategoryTabs';
import { CategoryRail } from '../../ui/CategoryRail/CategoryRail';
import { Select } from '../../ui/Select/Select';
import {
  clientLanguage,
  clientMenuList,
  clientState,
  clientTableId,
  updateClientState,
} from '../../lib/session';
import { TAKEAWAY_TABLE_ID, categoryCountOf } from '../../core';
import { cart, cartLines, myCustomer, ruleConfig, sentLines } from '../cart';
import { categoryCountFor } from './dish-limit';
import {
  loadRestaurant,
  menuAddress,
  restaurantInfo,
  restaurantLoadFailed,
} from '../../lib/restaurant';
import { notifications } from '../../lib/notify';
import {
  activeCategory,
  categories as menuCategories,
  chooseCategory,
  closeCondimentChoice,
  clearDishTagFilter,
  condimentChoice,
  closeSearch,
  currentMenu,
  filterCount,
  firstMenus,
  loadBusinessTime,
  loadFirstMenus,
  loadMenu,
  MENU_FRESH_MS,
  menuFailed,
  menuClosed,
  menuLoading,
  menuMode,
  menuRows,
  nameField,
  prepareSearch,
  searchOpen,
  searchQuery,
  searching,
  selectedCategory,
  setSearchQuery,
  toggleMenuMode,
  toggleSearch,
  visibleCategories,
} from './menu-store';
import type { MenuDish } from './menu-store';
import { kitchenClosings } from './kitchen-closing';
import {
  ALL_CATEGORY,
  adjacentMenu,
  categoryAt,
  categoryStarts,
  readingLine,
  orderedMenus,
  PULL_SWITCH_DISTANCE,
  menuListHeight,
  rowHeight,
  titleIndexOf,
} from './menu-logic';
import type { MenuRow, PullDirection, ShownCategory } from './menu-logic';
import { usePullSwitch } from './use-pull-switch';
import { localizedName as localizedText } from '../../core/locale/localized-name';
import { MenuDishCard, dishPictureSrc } from './components/MenuDishCard';
import { ClosingNotice } from './components/ClosingNotice';
import { rememberFirstPicture } from './first-picture';
import { Deferred, afterFirstScreen } from '../../ui/Deferred/Deferred';
import { useKeepClearOfNotifications } from '../../ui/Notifications/clearance';
import * as styles from './MenuView.css';

// The dialogs of the menu page load when the browser is idle, not before the menu is usable.
const loadDishDetail = () => import('./components/DishDetail');
const loadFilterSheet = () => import('./components/AllergenFilterSheet');
const loadSetMenuDialog = () => import('./components/SetMenuDialog');
const loadCondimentChoice = () => import('./components/CondimentChoice');
const DishDetail = lazy(() => loadDishDetail().then((m) => ({ default: m.DishDetail })));
const AllergenFilterSheet = lazy(() =>
  loadFilterSheet().then((m) => ({ default: m.AllergenFilterSheet })),
);
const SetMenuDialog = lazy(() => loadSetMenuDialog().then((m) => ({ default: m.SetMenuDialog })));
const CondimentChoice = lazy(() =>
  loadCondimentChoice().then((m) => ({ default: m.CondimentChoice })),
);

/** How old an answer the home page read (the business rule) may be for this page to take it. */
const HOME_ANSWER_FRESH_MS = 60_000;

/**
 * The list and the category bars take their rows from deferred copies (useDeferredValue): a letter typed in the search, a tap on a tab or a filter change
 * answers at once, and the long list is rendered again afterwards in slices the browser can
 * interrupt. The memoised list and bars do not render again while their rows are the same.
 */
const MemoVirtualList = memo(VirtualList) as typeof VirtualList;
/**
 * The category bar of the layout (the grid's row of chips, the list's rail), marking the category
 * the diner chose or scrolled to. It reads that category itself: a new one (every category
 * boundary a scroll crosses) renders the bar alone, not the whole menu page.
 */
const CategoryBar = memo(function CategoryBar({
  rail,
  shown,
  categoryName,
  tableId,
  ...props
}: Omit<CategoryTabsProps, 'selectedId' | 'categories'> & {
  rail: boolean;
  /** The categories shown (the deferred copy of the store's). */
  shown: ShownCategory[];
  /** A category's name as the diner reads it. */
  categoryName: (id: number, name: string) => string;
  tableId: number | null;
}) {
  const selectedId = activeCategory.value ?? undefined;
  const categories = useCategoryTabs(shown, categoryName, tableId);
  return rail ? (
    <CategoryRail {...props} categories={categories} selectedId={selectedId} />
  ) : (
    <CategoryTabs {...props} categories={categories} selectedId={selectedId} />
  );
});

/**
 * The category tabs with their counts: each header counts what R8 holds the diner to, cart and
 * sent rounds together; before the cart is known, the counts the menu came with. The bar reads
 * the cart itself: the cart's arrival and each of its changes render the bar, not the menu page.
 */
function useCategoryTabs(
  shown: ShownCategory[],
  categoryName: (id: number, name: string) => string,
  tableId: number | null,
): CategoryTabsProps['categories'] {
  const cartNow = cart.value;
  const config = ruleConfig.value;
  const customer = myCustomer.value;
  const lines = cartLines.value;
  const sent = sentLines.value;
  return useMemo(() => {
    const limitContext = cartNow
      ? {
          config,
          orderCustomerNum: cartNow.orderCustomerNum,
          customer,
          cart: lines,
          history: sent,
        }
      : null;
    return shown.map((c) => {
      const limit = !c.category
        ? null
        : limitContext
          ? categoryCountFor(c.category, limitContext, tableId)
          : categoryCountOf(
              config.autonomous
                ? c.category.customer_ordered_dishes_number
                : c.category.ordered_dishes_number,
              c.category.category_order_limit,
              tableId,
            );
      return {
        id: c.id,
        name: categoryName(c.id, c.name),
        ...(limit ? { ordered: limit.ordered, limit: limit.limit } : {}),
      };
    });
  }, [shown, categoryName, tableId, cartNow, config, customer, lines, sent]);
}

/** Autonomous ordering: each diner orders under an own customer id (ordering.md §2). */
function CustomerBadge() {
  const intl = useIntl();
  if (!ruleConfig.value.autonomous) return null;
  const customer = myCustomer.value;
  return (
    <span className={styles.customerBadge} role="note">
      <Icon name="person" size="sm" label={false} />
      <span aria-hidden="true">{customer}</span>
      <VisuallyHidden>
        {intl.formatMessage({ id: 'menuPage.customerId' }, { id: customer })}
      </VisuallyHidden>
    </span>
  );
}
const rowKey = (r: MenuRow) => r.key;
const isTitleRow = (r: MenuRow) => r.kind === 'title';

function useWindowHeight(): number {
  const [h, setH] = useState(() => (typeof window === 'undefined' ? 844 : window.innerHeight));
  useEffect(() => {
    const on = () => setH(window.innerHeight);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return h;
}

/**
 * The search box under the menu's title. It reads the search signals itself: opening it, or each
 * letter typed, renders this box at once and not the whole menu page with it (the page renders
 * again for the results, from its deferred rows). It is mounted, hidden, once the page's first
 * screen is done and the browser idle: the tap on the search button then shows it and focuses
 * it (within the tap, so that a phone opens its keyboard), instead of building the field, its
 * buttons and their strings in that tap's task (~25 ms on a slow phone, the longest of a search).
 * The field is memoised: showing or hiding it renders the box alone.
 */
const MemoSearchField = memo(SearchField);
const SearchBar = memo(function SearchBar() {
  const intl = useIntl();
  const open = searchOpen.value || searching.value;
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (kept) return;
    return afterFirstScreen(() => startTransition(() => setKept(true)));
  }, [kept]);
  // What the search looks in, made in an idle moment of its own rather than in the first letter's.
  useEffect(() => afterFirstScreen(prepareSearch), []);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (open && !wasOpen.current) inputRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!open && !kept) return null;
  return (
    <div className={styles.search} hidden={!open}>
      <MemoSearchField
        value={searchQuery.value}
        onChange={setSearchQuery}
        onSubmit={setSearchQuery}
        onCancel={closeSearch}
        placeholder={intl.formatMessage({ id: 'menuPage.searchPlaceholder' })}
        inputRef={inputRef}
      />
    </div>
  );
});

/** The menu view of /Main: the current first-level menu's categories and dishes. */
export function MenuView({
  lite = false,
  openedHere = false,
}: {
  lite?: boolean;
  /**
   * The phone opened this document on the menu page (a reload, a return to it), not on a page
   * the diner tapped through: the menu is then the first thing it paints, and its first dish's
   * picture the largest (asked for at once with high priority). After a tap the page's code, its
   * calls and the first add button come first, and the picture waits its turn like the others.
   * @default false
   */
  openedHere?: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  // The parts of the client state the view shows: a new customer name or tour step (the client
  // state's other updates while the page starts) does not render the menu again.
  const tableId = clientTableId.value;
  const language = clientLanguage.value;
  const menus = clientMenuList.value;
  const [menuIndex, setMenuIndex] = useState(0);
  const menuId = menus[menuIndex]?.main_group_id ?? menus[0]?.main_group_id;
  const [filterOpen, setFilterOpen] = useState(false);
  const [detail, setDetail] = useState<{ dishes: MenuDish[]; index: number } | null>(null);
  const [setMenu, setSetMenu] = useState<MenuDish | null>(null);
  const listRef = useRef<VirtualListHandle>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrollLock = useRef(0);
  const windowHeight = useWindowHeight();
  // Notifications stack below the menu's top bar (its title, search and category tabs).
  const headerRef = useRef<HTMLElement>(null);
  useKeepClearOfNotifications(headerRef);

  useEffect(() => {
    if (tableId === null) {
      notifications.warning(intl.formatMessage({ id: 'menu.tableMissing' }));
      navigate('/Home', { replace: true });
      return;
    }
    if (!menuId) {
      notifications.warning(intl.formatMessage({ id: 'menu.selectMenu' }));
      navigate(lite ? '/LiteHome' : '/Home', { replace: true });
      return;
    }
    void loadRestaurant().catch(() => undefined);
    // The home page read the business rule moments ago: its answer stands for a minute.
    void loadBusinessTime({ maxAgeMs: HOME_ANSWER_FRESH_MS });
    // Asked for as the diner tapped to come here (app/main/session-ahead.ts): that load stands.
    void loadMenu(menuId, language, { maxAgeMs: MENU_FRESH_MS });
    if (menus.length > 1) void loadFirstMenus(tableId === TAKEAWAY_TABLE_ID);
  }, [tableId, menuId, menus.length, lite, navigate, intl, language]);

  const mode = menuMode.value;
  // The settings say how the menu is laid out (grid or list beside the category rail) and which
  // name each dish shows: until they are known the skeleton stays, so the list is not drawn one
  // way and then moved aside by a rail arriving late (a layout shift).
  const settingsKnown = restaurantInfo.value !== null || restaurantLoadFailed.value;
  const liveMenu = settingsKnown ? currentMenu.value : null;
  // On a page the phone opened directly (a reload, a return to it), the menu's call answers after
  // the first render: the menu is then drawn in a render React splits into short tasks, the
  // skeleton staying until it is done, and the page answers touches meanwhile. Drawn at once, it
  // was the page's longest task (~60 ms on a fast machine; Lighthouse's phone counts it four
  // times). Its first picture is asked for as the menu comes, below, not once it is drawn. After
  // a tap the diner waits on the first add button and the menu is drawn at once: a render that
  // the cart and the history landing meanwhile interrupt and start over came 100–400 ms later
  // there (bench:phone).
  const deferredMenu = useDeferredValue(liveMenu);
  const menu = openedHere ? deferredMenu : liveMenu;
  const outside = menuClosed.value;
  // The kitchen closed this menu: the dish shown closes (its add would be refused).
  const closings = kitchenClosings.value;
  useEffect(() => {
    if (closings === 0) return;
    setDetail(null);
    setSetMenu(null);
    closeCondimentChoice();
  }, [closings]);
  // The bar's place is taken as soon as the menu has categories, from the same render as the
  // list: its tabs come from the deferred rows, a render later, and a bar appearing then would
  // push the list aside or down (a layout shift). A search or filter that empties the list keeps
  // the bar's place too.
  const hasCategories = menu !== null && menuCategories.value.length > 0;
  // While the deferred copies are still empty because the menu has just come, the list takes the
  // rows at once: the first screen's few cards render in the same pass, not in a deferred render
  // that each store update landing meanwhile (the cart, the customer name, the history) interrupts
  // and starts over. A search, a tab or a filter afterwards goes through the deferred copies, and
  // so does the list coming back after a search or a filter that found nothing: cleared, it comes
  // in the deferred render, not inside the tap on "Clear" (on a long menu, the category rail's
  // tabs and the positions of the list's 2,000 rows were made and laid out in the tap's own task,
  // the longest of a search: bench:long-menu).
  const liveShown = visibleCategories.value;
  const liveRows = menuRows.value;
  const deferredShown = useDeferredValue(liveShown);
  const deferredRows = useDeferredValue(liveRows);
  // Whether the deferred copies were made from this menu's dishes (a search or filter that found
  // nothing empties them too).
  const deferredHadDishes = useDeferredValue(menuCategories.value.length > 0);
  const menuJustCame = deferredRows.length === 0 && !deferredHadDishes;
  const shown = menuJustCame ? liveShown : deferredShown;
  const rows = menuJustCame ? liveRows : deferredRows;
  const filters = filterCount.value;
  // The search results' single category is named here: the store does not speak the language.
  const categoryName = useCallback(
    (id: number, name: string) =>
      id === ALL_CATEGORY ? intl.formatMessage({ id: 'menuPage.all' }) : name,
    [intl],
  );

  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const selectCategory = useCallback((id: Key) => {
    chooseCategory(Number(id));
    const index = titleIndexOf(rowsRef.current, Number(id));
    if (index >= 0) {
      scrollLock.current = Date.now();
      listRef.current?.scrollToIndex(index, { align: 'start' });
    }
  }, []);

  const starts = useMemo(() => categoryStarts(rows, mode), [rows, mode]);
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    // A tap on a category scrolls there; the scroll it causes must not pick another category (600 ms lock).
    if (Date.now() - scrollLock.current < 600) return;
    const el = e.currentTarget;
    const line = readingLine(el.scrollTop, {
      height: el.clientHeight,
      remaining: el.scrollHeight - el.clientHeight - el.scrollTop,
    });
    const id = categoryAt(starts, line);
    if (id !== null && id !== selectedCategory.value) chooseCategory(id);
  };

  const toggleMode = () => {
    toggleMenuMode();
    scrollRef.current?.scrollTo({ top: 0 });
  };

  const switchMenu = (index: number) => {
    if (index < 0) return;
    setMenuIndex(index);
    const chosen = menus[index];
    const orderTab = clientState.peek().orderTab;
    if (orderTab && chosen && index !== 0) {
      // The chosen menu goes first so that the other views of /Main read it too.
      updateClientState({
        orderTab: { ...orderTab, menuList: [chosen, ...menus.filter((_, i) => i !== index)] },
      });
      setMenuIndex(0);
    }
    scrollRef.current?.scrollTo({ top: 0 });
  };

  // The switcher and the pull past the list's edge go through the menus in the restaurant's
  // order, whichever is current.
  const ordered = orderedMenus(
    menus,
    firstMenus.value.map((m) => m.main_group_id),
  );
  // Search results belong to no menu: no pull from them.
  const neighbour = (direction: PullDirection) =>
    searching.value ? null : adjacentMenu(ordered, menuId, direction);
  const nextMenu = neighbour('next');
  const pull = usePullSwitch(
    scrollRef,
    { previous: neighbour('previous') !== null, next: neighbour('next') !== null },
    (direction) => {
      const to = neighbour(direction);
      if (to) switchMenu(menus.findIndex((m) => m.main_group_id === to.main_group_id));
    },
    menu !== null,
  );

  const openDish = useCallback(
    (dishes: MenuDish[], dish: MenuDish) => {
      // Set menus open their course choice, unless outside business time for a dish that keeps to it.
      if (
        dish.item_type === 3 &&
        !(outside && dish.not_joining_global_limit !== 1) &&
        dish.sold_out !== 1
      )
        setSetMenu(dish);
      else setDetail({ dishes, index: Math.max(0, dishes.indexOf(dish)) });
    },
    [outside],
  );

  // A card opens its dish among the dishes of its category as shown when it is pressed: the cards
  // keep one function, so a search letter or a filter does not render them all again.
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const openFromList = useCallback(
    (dish: MenuDish) => {
      const category = shownRef.current.find((c) => c.dishes.includes(dish));
      openDish(category?.dishes ?? [dish], dish);
    },
    [openDish],
  );
  const field = nameField.value;
  // Opened here, the first dish's picture is the largest the page shows as it opens (its LCP):
  // asked for at once, with high priority, where the others wait until they are near the screen.
  const firstDish = openedHere ? rows.find((r) => r.kind === 'dishes')?.dishes[0] : undefined;
  const firstSizes = dishPictureSizes(mode === 'NORMAL' ? 'card' : 'row');
  // Asked for in the render that shows the menu has come (React's preload, once per address),
  // ahead of the render that draws it: the same copy its card's <picture> then takes.
  if (firstDish && liveMenu) preloadPicture(dishPictureSrc(firstDish), firstSizes);
  // Kept for the next time the phone opens the page on this menu: its own script then asks for
  // the picture as the page is parsed (first-picture.ts). The menu as it opens: not a search's
  // or a filter's first dish.
  const openingFirst =
    liveMenu && !searching.value && filters === 0
      ? liveRows.find((r) => r.kind === 'dishes')?.dishes[0]
      : undefined;
  const firstSrc = openingFirst ? dishPictureSrc(openingFirst) : null;
  const shownMenuId = liveMenu?.main_group_id;
  useEffect(() => {
    if (firstSrc && shownMenuId)
      rememberFirstPicture(menuAddress(shownMenuId, language), firstSrc, firstSizes);
  }, [firstSrc, firstSizes, shownMenuId, language]);
  const renderRow = useCallback(
    (row: MenuRow) => {
      if (row.kind === 'title')
        return <h2 className={styles.sectionTitle}>{categoryName(row.categoryId, row.name)}</h2>;
      return (
        <div className={mode === 'NORMAL' ? styles.cardRow : styles.listRow}>
          {row.dishes.map((d) => (
            <MenuDishCard
              key={d.menu_item_id}
              dish={d}
              layout={mode === 'NORMAL' ? 'card' : 'row'}
              nameField={field}
              outsideBusinessTime={outside && d.not_joining_global_limit !== 1}
              onOpen={openFromList}
              picturePriority={d === firstDish}
            />
          ))}
        </div>
      );
    },
    [mode, field, outside, openFromList, categoryName, firstDish],
  );
  const estimateSize = useCallback(
    (i: number) => rowHeight(rows[i] as MenuRow, mode),
    [rows, mode],
  );
  const noDish = searching.value || filters > 0;
  const emptyState = useMemo(
    () => (
      <EmptyState
        icon="search"
        title={intl.formatMessage({ id: noDish ? 'menuPage.noDish' : 'menuPage.empty' })}
        action={
          filters ? (
            <Button variant="secondary" onPress={clearDishTagFilter}>
              {intl.formatMessage({ id: 'menuPage.clearFilter' })}
            </Button>
          ) : undefined
        }
      />
    ),
    [intl, noDish, filters],
  );

  /** A first-level menu's name in the diner's language (the table carries ids alone). */
  const menuName = (m: { main_group_id: number; main_group_name: string }) => {
    const known = firstMenus.value.find((f) => f.main_group_id === m.main_group_id);
    return known
      ? localizedText(known.name_i18n, language, known.main_group_name)
      : m.main_group_name;
  };
  const loaded = currentMenu.value;
  const title = loaded
    ? localizedText(loaded.name_i18n, language, loaded.main_group_name)
    : menuName(menus[menuIndex] ?? { main_group_id: 0, main_group_name: '' });
  const shownTitle = title || intl.formatMessage({ id: 'common.loading' });

  return (
    <div className={styles.page}>
      <header className={styles.top} data-guide="menu" ref={headerRef}>
        <div className={styles.bar}>
          {menus.length > 1 ? (
            <>
              <VisuallyHidden elementType="h1">{shownTitle}</VisuallyHidden>
              <Select
                look="title"
                className={styles.menuSwitch}
                aria-label={intl.formatMessage({ id: 'menuPage.menus' })}
                options={ordered.map((m) => ({
                  id: m.main_group_id,
                  name: m.main_group_id === menuId ? shownTitle : menuName(m),
                }))}
                selectedKey={menuId ?? null}
                onSelectionChange={(id) =>
                  switchMenu(menus.findIndex((m) => m.main_group_id === id))
                }
              />
            </>
          ) : (
            <h1 className={styles.title}>
              <span className={styles.menuName}>{shownTitle}</span>
            </h1>
          )}
          <CustomerBadge />
          {/* data-guide: what the guided tour highlights (features/guide). */}
          <div className={styles.tools} data-guide="find">
            {/* Native buttons (PlainIconButton): drawn with the whole page on the diner's tap. */}
            <PlainIconButton
              icon="search"
              label={intl.formatMessage({ id: 'menuPage.search' })}
              onPress={toggleSearch}
            />
            <PlainIconButton
              icon="filter"
              label={intl.formatMessage({ id: 'menuPage.filter' })}
              badge={filters || undefined}
              onPress={() => setFilterOpen(true)}
            />
          </div>
          <div className={styles.tools} data-guide="view">
            <PlainButton size="sm" variant="secondary" onPress={toggleMode}>
              {intl.formatMessage({
                id: mode === 'NORMAL' ? 'menuPage.showList' : 'menuPage.showGrid',
              })}
            </PlainButton>
          </div>
        </div>
        <SearchBar />
        <ClosingNotice />
        {menu && mode === 'NORMAL' && hasCategories && (
          <CategoryBar
            rail={false}
            shown={shown}
            categoryName={categoryName}
            tableId={tableId}
            isTakeout={tableId === TAKEAWAY_TABLE_ID}
            onSelectionChange={selectCategory}
          />
        )}
      </header>
      {menuFailed.value && (
        <EmptyState
          icon="warning"
          title={intl.formatMessage({ id: 'menu.loadFailed' })}
          action={
            menuId ? (
              <Button onPress={() => void loadMenu(menuId, language)}>
                {intl.formatMessage({ id: 'common.retry' })}
              </Button>
            ) : undefined
          }
        />
      )}
      {/* The skeleton from the first render when there is a menu to load (the load starts in an
          effect): the page is drawn once with it, not again as the load begins. `menuId` first,
          so that a page with a menu to load does not render again each time loading turns on. */}
      {!menu &&
        !menuFailed.value &&
        (!!menuId || menuLoading.value || currentMenu.value !== null) && (
          <div className={styles.loading}>
            <Skeleton
              variant={mode === 'NORMAL' ? 'dishGrid' : 'list'}
              label={intl.formatMessage({ id: 'common.loading' })}
            />
          </div>
        )}
      {menu && (
        // The list's height is the spec's figure (menuListHeight), less when the page is given a
        // frame it fills (app/main: between the top and the bottom bar): the rail and the list
        // take the body's height.
        <div className={styles.body} style={{ flexBasis: menuListHeight(windowHeight, mode) }}>
          {mode === 'CAROUSEL' && hasCategories && (
            <div className={styles.rail}>
              <CategoryBar
                rail
                shown={shown}
                categoryName={categoryName}
                tableId={tableId}
                isTakeout={tableId === TAKEAWAY_TABLE_ID}
                aria-label={intl.formatMessage({ id: 'menu.categories' })}
                onSelectionChange={selectCategory}
              />
            </div>
          )}
          <div ref={scrollRef} className={styles.scroller} onScroll={onScroll} data-mode={mode}>
            <MemoVirtualList
              ref={listRef}
              items={rows}
              aria-label={intl.formatMessage({ id: 'menuPage.dishes' })}
              estimateSize={estimateSize}
              getItemKey={rowKey}
              isSectionTitle={isTitleRow}
              scrollElementRef={scrollRef}
              renderItem={renderRow}
              emptyState={emptyState}
              deferJumps
              // The list's own height as styled above: its first render has the rows on screen.
              initialHeight={menuListHeight(windowHeight, mode)}
              // Two card rows (four dishes) or three list rows beyond each edge: enough for a
              // flick, few enough that a jump does not lay out dozens of cards at once.
              overscan={mode === 'NORMAL' ? 2 : 3}
            />
            {rows.length > 0 && (
              <div className={styles.clearTableWindow}>
                {nextMenu && !pull && (
                  <p className={styles.pullHint}>
                    <Icon name="chevron_up" size="sm" label={false} />
                    {intl.formatMessage({ id: 'menuPage.pullNext' }, { menu: menuName(nextMenu) })}
                  </p>
                )}
              </div>
            )}
          </div>
          {pull && (
            <p
              role="status"
              className={styles.pullIndicator({
                edge: pull.direction === 'next' ? 'bottom' : 'top',
              })}
              data-armed={pull.armed || undefined}
              style={
                {
                  '--pull': `${Math.min(1, pull.distance / PULL_SWITCH_DISTANCE)}`,
                } as CSSProperties
              }
            >
              <Icon
                name={pull.direction === 'next' ? 'chevron_up' : 'chevron_down'}
                size="sm"
                label={false}
              />
              {intl.formatMessage(
                { id: pull.armed ? 'menuPage.releaseFor' : 'menuPage.pullFor' },
                {
                  menu: menuName(
                    neighbour(pull.direction) ?? { main_group_id: 0, main_group_name: '' },
                  ),
                },
              )}
            </p>
          )}
        </div>
      )}
      <Deferred when={filterOpen} prefetch={loadFilterSheet}>
        <AllergenFilterSheet isOpen={filterOpen} onOpenChange={setFilterOpen} />
      </Deferred>
      <Deferred when={setMenu !== null} prefetch={loadSetMenuDialog}>
        {setMenu && (
          <SetMenuDialog
            dish={setMenu}
            dishName={localizedText(setMenu.item_i18n, language, setMenu.item_name1)}
            onClose={() => setSetMenu(null)}
          />
        )}
      </Deferred>
      <Deferred when={detail !== null} prefetch={loadDishDetail}>
        {detail && (
          <DishDetail
            dishes={detail.dishes}
            startIndex={detail.index}
            nameField={nameField.value}
            outsideBusinessTime={outside}
            onClose={() => setDetail(null)}
          />
        )}
      </Deferred>
      <Deferred when={condimentChoice.value !== null} prefetch={loadCondimentChoice}>
        <CondimentChoice />
      </Deferred>
    </div>
  );
}
