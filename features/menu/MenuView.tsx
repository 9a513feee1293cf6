import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import type { UIEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../ui/Button/Button';
import { IconButton } from '../../ui/IconButton/IconButton';
import { Icon } from '../../ui/icons/Icon';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { SearchField } from '../../ui/SearchField/SearchField';
import { VirtualList } from '../../ui/VirtualList/VirtualList';
import type { VirtualListHandle } from '../../ui/VirtualList/VirtualList';
import { CategoryTabs } from '../../ui/CategoryTabs/CategoryTabs';
import { clientState, updateClientState } from '../session';
import { loadRestaurant, setting, settingsById } from '../restaurant';
import { notifications } from '../notify';
import {
  businessTime,
  categories,
  chosenMode,
  currentMenu,
  excludedAllergens,
  loadBusinessTime,
  loadMenu,
  menuFailed,
  menuLoading,
  requiredLabels,
  searchOpen,
  searchQuery,
  selectedCategory,
} from './menu-store';
import type { MenuDish } from './menu-store';
import {
  ALL_CATEGORY,
  buildRows,
  categoryAtOffset,
  categoryLimitOf,
  matchesSearch,
  menuListHeight,
  modeFromSetting,
  nameFieldOf,
  passesFilter,
  rowHeight,
  titleIndexOf,
} from './menu-logic';
import type { MenuRow, ShownCategory } from './menu-logic';
import { localizedName as localizedText } from '../../locales';
import { MenuDishCard } from './components/MenuDishCard';
import { Deferred } from '../../ui/Deferred/Deferred';
import * as styles from './MenuView.css';

// The dialogs of the menu page load when the browser is idle, not before the menu is usable.
const loadDishDetail = () => import('./components/DishDetail');
const loadFilterSheet = () => import('./components/AllergenFilterSheet');
const loadSetMenuDialog = () => import('./components/SetMenuDialog');
const DishDetail = lazy(() => loadDishDetail().then((m) => ({ default: m.DishDetail })));
const AllergenFilterSheet = lazy(() => loadFilterSheet().then((m) => ({ default: m.AllergenFilterSheet })));
const SetMenuDialog = lazy(() => loadSetMenuDialog().then((m) => ({ default: m.SetMenuDialog })));

function useWindowHeight(): number {
  const [h, setH] = useState(() => (typeof window === 'undefined' ? 844 : window.innerHeight));
  useEffect(() => {
    const on = () => setH(window.innerHeight);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return h;
}

/** The menu view of /Main: the current first-level menu's categories and dishes. */
export function MenuView({ lite = false }: { lite?: boolean }) {
  useSignals();
  const intl = useIntl();
  const navigate = useNavigate();
  const { tableId, orderTab, language } = clientState.value;
  const menus = orderTab?.menuList ?? [];
  const [menuIndex, setMenuIndex] = useState(0);
  const menuId = menus[menuIndex]?.main_group_id ?? menus[0]?.main_group_id;
  const [menuListOpen, setMenuListOpen] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);
  const [detail, setDetail] = useState<{ dishes: MenuDish[]; index: number } | null>(null);
  const [setMenu, setSetMenu] = useState<MenuDish | null>(null);
  const listRef = useRef<VirtualListHandle>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrollLock = useRef(0);
  const windowHeight = useWindowHeight();

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
    void loadBusinessTime();
    void loadMenu(menuId);
  }, [tableId, menuId, lite, navigate, intl]);

  const mode = chosenMode.value ?? modeFromSetting(settingsById.value[107]);
  const nameField = nameFieldOf(setting('show-item-name1-or-item-name2'));
  const menu = currentMenu.value;
  const query = searchQuery.value.trim();
  const searching = query.length > 0;
  const outside = businessTime.value === false;

  const shown = useMemo<ShownCategory[]>(() => {
    const excl = excludedAllergens.value;
    const req = requiredLabels.value;
    const dishName = (d: MenuDish) => localizedText(d.item_i18n, language, d.item_name1);
    const cats = categories.value.map((c) => ({
      id: c.dmi_slu_id,
      name: localizedText(c.name_i18n, language, c.dmi_slu_name),
      category: c,
      dishes: c.menu_item.filter((d) => passesFilter(d, excl, req)),
    }));
    if (!searching) return cats.filter((c) => c.dishes.length > 0);
    const hits = cats.flatMap((c) => c.dishes.filter((d) => matchesSearch(d, query, nameField, dishName(d))));
    return hits.length ? [{ id: ALL_CATEGORY, name: intl.formatMessage({ id: 'menuPage.all' }), category: null, dishes: hits }] : [];
    // Signals are read inside: the values below are what changes the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [categories.value, excludedAllergens.value, requiredLabels.value, language, searching, query, nameField, intl]);

  const rows = useMemo(() => buildRows(shown, mode), [shown, mode]);
  const selected = searching ? ALL_CATEGORY : (selectedCategory.value ?? shown[0]?.id ?? null);
  const filterCount = excludedAllergens.value.size + requiredLabels.value.size;

  const selectCategory = (id: number) => {
    selectedCategory.value = id;
    const index = titleIndexOf(rows, id);
    if (index >= 0) {
      scrollLock.current = Date.now();
      listRef.current?.scrollToIndex(index, { align: 'start' });
    }
  };

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    // A tap on a category scrolls there; the scroll it causes must not pick another category (600 ms lock).
    if (Date.now() - scrollLock.current < 600) return;
    const id = categoryAtOffset(rows, mode, e.currentTarget.scrollTop);
    if (id !== null && id !== selectedCategory.value) selectedCategory.value = id;
  };

  const toggleMode = () => {
    chosenMode.value = mode === 'NORMAL' ? 'CAROUSEL' : 'NORMAL';
    scrollRef.current?.scrollTo({ top: 0 });
  };

  const switchMenu = (index: number) => {
    setMenuListOpen(false);
    setMenuIndex(index);
    const chosen = menus[index];
    if (orderTab && chosen && index !== 0) {
      // The chosen menu goes first so that the other views of /Main read it too.
      updateClientState({ orderTab: { ...orderTab, menuList: [chosen, ...menus.filter((_, i) => i !== index)] } });
      setMenuIndex(0);
    }
    scrollRef.current?.scrollTo({ top: 0 });
  };

  const tabs = shown.map((c) => {
    const limit = c.category ? categoryLimitOf(c.category, tableId) : null;
    return { id: c.id, name: c.name, ...(limit ? { ordered: limit.ordered, limit: limit.limit } : {}) };
  });

  const openDish = (dishes: MenuDish[], dish: MenuDish) => {
    // Set menus open their course choice, unless outside business time for a dish that keeps to it.
    if (dish.item_type === 3 && !(outside && dish.not_joining_global_limit !== 1) && dish.sold_out !== 1) setSetMenu(dish);
    else setDetail({ dishes, index: Math.max(0, dishes.indexOf(dish)) });
  };

  const renderRow = (row: MenuRow) => {
    if (row.kind === 'title') return <h2 className={styles.sectionTitle}>{row.name}</h2>;
    const all = shown.find((c) => c.id === row.categoryId)?.dishes ?? row.dishes;
    return (
      <div className={mode === 'NORMAL' ? styles.cardRow : styles.listRow}>
        {row.dishes.map((d) => (
          <MenuDishCard
            key={d.menu_item_id}
            dish={d}
            layout={mode === 'NORMAL' ? 'card' : 'row'}
            nameField={nameField}
            outsideBusinessTime={outside && d.not_joining_global_limit !== 1}
            onOpen={() => openDish(all, d)}
          />
        ))}
      </div>
    );
  };

  const title = menu ? localizedText(menu.name_i18n, language, menu.main_group_name) : (menus[menuIndex]?.main_group_name ?? '');

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <div className={styles.bar}>
          <h1 className={styles.title}>
            <button
              type="button"
              className={styles.menuSwitch}
              aria-expanded={menuListOpen}
              aria-label={intl.formatMessage({ id: 'menuPage.switchMenu' }, { name: title || intl.formatMessage({ id: 'common.loading' }) })}
              onClick={() => setMenuListOpen((o) => !o)}
              disabled={menus.length < 2}
            >
              <span className={styles.menuName}>{title || intl.formatMessage({ id: 'common.loading' })}</span>
              {menus.length > 1 && <Icon name={menuListOpen ? 'chevron_up' : 'chevron_down'} size="sm" label={false} />}
            </button>
          </h1>
          <IconButton icon="search" label={intl.formatMessage({ id: 'menuPage.search' })} onPress={() => (searchOpen.value = !searchOpen.value)} />
          <IconButton
            icon="filter"
            label={intl.formatMessage({ id: 'menuPage.filter' })}
            badge={filterCount || undefined}
            onPress={() => setFilterOpen(true)}
          />
          <Button size="sm" variant="secondary" onPress={toggleMode}>
            {intl.formatMessage({ id: mode === 'NORMAL' ? 'menuPage.showList' : 'menuPage.showGrid' })}
          </Button>
        </div>
        {menuListOpen && (
          <ul className={styles.menuList} aria-label={intl.formatMessage({ id: 'menuPage.menus' })}>
            {menus.map((m, i) => (
              <li key={m.main_group_id}>
                <button type="button" className={styles.menuItem} aria-current={i === menuIndex} onClick={() => switchMenu(i)}>
                  {m.main_group_name}
                </button>
              </li>
            ))}
          </ul>
        )}
        {(searchOpen.value || searching) && (
          <div className={styles.search}>
            <SearchField
              value={searchQuery.value}
              onChange={(v) => (searchQuery.value = v)}
              onSubmit={(v) => (searchQuery.value = v)}
              onCancel={() => {
                searchQuery.value = '';
                searchOpen.value = false;
              }}
              placeholder={intl.formatMessage({ id: 'menuPage.searchPlaceholder' })}
              autoFocus
            />
          </div>
        )}
        {mode === 'NORMAL' && shown.length > 0 && (
          <CategoryTabs
            categories={tabs}
            selectedId={selected ?? undefined}
            isTakeout={tableId === -1}
            onSelectionChange={(id) => selectCategory(Number(id))}
          />
        )}
      </header>
      {menuFailed.value && (
        <EmptyState
          icon="warning"
          title={intl.formatMessage({ id: 'menu.loadFailed' })}
          action={menuId ? <Button onPress={() => void loadMenu(menuId)}>{intl.formatMessage({ id: 'common.retry' })}</Button> : undefined}
        />
      )}
      {!menu && !menuFailed.value && menuLoading.value && (
        <div className={styles.loading}>
          <Skeleton variant={mode === 'NORMAL' ? 'dishGrid' : 'list'} label={intl.formatMessage({ id: 'common.loading' })} />
        </div>
      )}
      {menu && (
        <div className={styles.body}>
          {mode === 'CAROUSEL' && shown.length > 0 && (
            <nav className={styles.rail} aria-label={intl.formatMessage({ id: 'menu.categories' })} style={{ height: menuListHeight(windowHeight, mode) }}>
              {tabs.map((c) => (
                <button key={c.id} type="button" className={styles.railItem} aria-current={c.id === selected} onClick={() => selectCategory(c.id)}>
                  <span>{c.name}</span>
                  {'limit' in c && c.limit !== undefined && <span className={styles.railLimit}>{`${c.ordered}/${c.limit}`}</span>}
                </button>
              ))}
            </nav>
          )}
          <div
            ref={scrollRef}
            className={styles.scroller}
            style={{ height: menuListHeight(windowHeight, mode) }}
            onScroll={onScroll}
            data-mode={mode}
          >
            <VirtualList
              ref={listRef}
              items={rows}
              aria-label={intl.formatMessage({ id: 'menuPage.dishes' })}
              estimateSize={(i) => rowHeight(rows[i] as MenuRow, mode)}
              getItemKey={(r) => r.key}
              isSectionTitle={(r) => r.kind === 'title'}
              scrollElementRef={scrollRef}
              renderItem={renderRow}
              emptyState={
                <EmptyState
                  icon="search"
                  title={intl.formatMessage({ id: searching || filterCount ? 'menuPage.noDish' : 'menuPage.empty' })}
                  action={
                    filterCount ? (
                      <Button variant="secondary" onPress={() => ((excludedAllergens.value = new Set()), (requiredLabels.value = new Set()))}>
                        {intl.formatMessage({ id: 'menuPage.clearFilter' })}
                      </Button>
                    ) : undefined
                  }
                />
              }
            />
          </div>
        </div>
      )}
      <Deferred when={filterOpen} prefetch={loadFilterSheet}>
        <AllergenFilterSheet isOpen={filterOpen} onOpenChange={setFilterOpen} />
      </Deferred>
      <Deferred when={setMenu !== null} prefetch={loadSetMenuDialog}>
        {setMenu && (
          <SetMenuDialog dish={setMenu} dishName={localizedText(setMenu.item_i18n, language, setMenu.item_name1)} onClose={() => setSetMenu(null)} />
        )}
      </Deferred>
      <Deferred when={detail !== null} prefetch={loadDishDetail}>
        {detail && (
          <DishDetail
            dishes={detail.dishes}
            startIndex={detail.index}
            nameField={nameField}
            outsideBusinessTime={outside}
            onClose={() => setDetail(null)}
          />
        )}
      </Deferred>
    </div>
  );
}
