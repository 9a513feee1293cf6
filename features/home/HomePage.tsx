import { lazy, startTransition, useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useBlockBack, useNavigate } from '../../lib/navigation';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, PlainButton } from '../../ui/Button/Button';
import { Select } from '../../ui/Select/Select';
import { Picture } from '../../ui/Picture/Picture';
import { backgroundImage, backgroundPreload, responsiveSources } from '../../ui/Picture/responsive';
import { Price } from '../../ui/Price/Price';
import { Icon, iconMessageId } from '../../ui/icons/Icon';
import { VisuallyHidden } from 'react-aria';
import { ImageCarousel } from '../../ui/ImageCarousel/ImageCarousel';
import { clientState, updateClientState } from '../../lib/session';
import {
  SETTINGS,
  TAKEAWAY_TABLE_ID,
  isAllDay,
  pinEnabled,
  readSetting,
  scanIsStale,
  scanValidityHours,
} from '../../core';
import { PinBanner, pinNeeded, tablePin } from '../pin';
import { MemberEntry, memberKeyPassed } from '../member';
import {
  currency,
  loadRestaurant,
  preloadMenu,
  restaurantInfo,
  settings,
  settingsByName,
} from '../../lib/restaurant';
import { notifications } from '../../lib/notify';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { checkHomeLocation, homeLocation, orderingAllowedHere } from './location';
import { languageNames, languages } from '../../locales';
import {
  HOME_FRESH_MS,
  homeData,
  homeFailed,
  loadHome,
  offeredMenus,
  refreshGuideImages,
} from './home-store';
import { GuideImages } from './components/GuideImages';
import { mediaHref, mediaKind } from './media';
import { localizedName } from '../../core/locale/localized-name';
import { Deferred } from '../../ui/Deferred/Deferred';
import { tapGuard } from '../../lib/tap-guard';
import * as styles from './HomePage.css';

// The sheet that opens a table is needed only by the table's first diner: it loads when the
// browser is idle, not before the home page is usable.
/**
 * How long the home page's content waits for the PIN banner's and the member button's answers
 * before it shows without them (a failed call leaves its block out: nothing to wait for).
 */
const LATE_BLOCKS_MS = 2000;

const loadOpenTableSheet = () => import('./components/OpenTableSheet');
const OpenTableSheet = lazy(() =>
  loadOpenTableSheet().then((m) => ({ default: m.OpenTableSheet })),
);

/** The picture behind the restaurant's name. */
const HERO_PICTURE = '/bulletin/back_ground_image.jpg';
const LOGO_PICTURE = '/qop_logo/logo.jpg';

/** One row per distinct name and time window (a rule repeated per weekday shows once). */
export function uniqueHours<
  T extends { start_time: string; end_time: string; main_group_name?: string },
>(hours: T[]): T[] {
  const seen = new Set<string>();
  return hours.filter((h) => {
    const key = `${h.main_group_name ?? ''}|${h.start_time.slice(0, 5)}|${h.end_time.slice(0, 5)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Order now acts 300 ms after the last tap (entry-home-service.md §4). */
export const ORDER_NOW_DEBOUNCE_MS = 300;

/**
 * `/Home`: the restaurant's home page with the Order now button. `/LiteHome` (lite) is the same
 * page reduced to the restaurant, the table and one button to choose a menu (spec §2), which
 * opens the same panel and then goes to /LiteMain.
 */
export function HomePage({
  lite = false,
  onShown,
  onOrder,
}: {
  lite?: boolean;
  /**
   * Called once the page shows (its hero and order button) at an open table, once its sections
   * are in at a free one: the app then asks for the menu page's code, which would otherwise share
   * the phone's link and processor with the first screen's own script.
   */
  onShown?: () => void;
  /**
   * Called as the diner leaves for the menu page (Order now at an open table, or once the sheet
   * opened one): the app starts the page's session ahead of it; resolves when the page's code is
   * there, for the navigation to wait for and then render the page at once.
   */
  onOrder?: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { language, tableId, tableName, tableStatus, orderTab } = clientState.value;
  const [compact, setCompact] = useState(false);
  const [openPanel, setOpenPanel] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);

  useEffect(() => {
    if (tableId === null) {
      navigate('/', { replace: true });
      return;
    }
    void loadRestaurant().catch(() => undefined);
    // The scan started this load (features/entry): the page takes it, or its answer.
    void loadHome(tableId === TAKEAWAY_TABLE_ID, { maxAgeMs: HOME_FRESH_MS });
  }, [tableId, navigate]);

  // Back navigation is blocked on this page, as on /Main (entry-home-service.md §2).
  useBlockBack();

  // The location check runs once the restaurant's settings are known; failing it disables ordering.
  const settingsLoaded = Object.keys(settingsByName.value).length > 0;

  // A scan older than time_interval hours is not valid any more: scan again (spec §4).
  useEffect(() => {
    if (!settingsLoaded || tableId === null) return;
    const hours = scanValidityHours(settings.peek());
    if (!scanIsStale(clientState.peek().qrCodeDate, Date.now(), hours)) return;
    notifications.error(intl.formatMessage({ id: 'main.scanAgain' }));
    navigate('/', { replace: true });
  }, [settingsLoaded, tableId, intl, navigate]);
  useEffect(() => {
    if (!settingsLoaded || tableId === TAKEAWAY_TABLE_ID) return;
    void checkHomeLocation(settings.peek()).then((state) => {
      if (state === 'failed' || state === 'outside')
        notifications.warning(intl.formatMessage({ id: 'main.locationFailed' }));
    });
  }, [settingsLoaded, tableId, intl]);

  useEffect(() => {
    const onScroll = () => setCompact(window.scrollY >= 200);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const info = restaurantInfo.value;
  const data = homeData.value;
  const name = info?.restaurant_name || intl.formatMessage({ id: 'home.defaultName' });
  const tableOpen =
    tableStatus !== null && tableStatus >= 2 && tableStatus <= 4 && !!orderTab?.orderId;

  // The PIN banner and the member button come from calls of their own, answered after the home
  // page's data as often as before it. Until both have answered (or LATE_BLOCKS_MS have passed),
  // the page's content waits, mounted but not shown, behind the skeleton, and then appears at
  // once: a block arriving late would push down every section under it (a layout shift).
  const orderId = orderTab?.orderId ?? 0;
  const pinShown = tableOpen && tableId !== TAKEAWAY_TABLE_ID && pinEnabled(settings.value);
  const pinKnown = !pinShown || pinNeeded.value === orderId || tablePin.value?.orderId === orderId;
  const memberShown =
    !lite && tableId !== TAKEAWAY_TABLE_ID && readSetting(settings.value, SETTINGS.memberLogin);
  const memberKnown = !memberShown || memberKeyPassed.value;
  // The sections mount in a render of their own, after the one that shows the hero and the order
  // button: on a slow phone they take a few hundred milliseconds to render (pictures, carousels,
  // icons), which the button would otherwise wait for, disabled or not there yet.
  const [sectionsMounted, setSectionsMounted] = useState(false);
  useEffect(() => startTransition(() => setSectionsMounted(true)), []);
  // A diner who taps through to the menu before the sections are on screen never sees them: they
  // are not mounted then, so their rendering and their pictures do not hold up the menu page's
  // code and first render on the phone's processor and link. (The tap's handler is the one of the
  // render on screen: its `sectionsMounted` says whether they are, not a render still under way.)
  const [leftEarly, setLeftEarly] = useState(false);
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setWaitedEnough(true), LATE_BLOCKS_MS);
    return () => clearTimeout(t);
  }, []);
  const contentReady =
    sectionsMounted &&
    (data !== null || homeFailed.value) &&
    settingsLoaded &&
    ((pinKnown && memberKnown) || waitedEnough);

  // At an open table the button leads straight to the menu page: its code is asked for as the page
  // shows. At a free table the open-table sheet comes first: it waits until the sections are in,
  // so that it does not share the link with the pictures the diner is looking at.
  useEffect(() => {
    if (tableOpen || contentReady) onShown?.();
  }, [tableOpen, contentReady, onShown]);

  const allowedHere = tableId === TAKEAWAY_TABLE_ID || orderingAllowedHere(homeLocation.value);
  // Order now is debounced 300 ms (entry-home-service.md): the first tap acts at once and taps
  // within 300 ms of the previous one are ignored, so a double tap acts once and nobody waits.
  const [orderTap] = useState(() => tapGuard(ORDER_NOW_DEBOUNCE_MS));
  const openMenu = () => {
    if (!sectionsMounted) setLeftEarly(true);
    navigate(lite ? '/LiteMain' : '/Main', { ready: onOrder?.() });
  };
  const orderNow = () => {
    if (!orderTap()) return;
    if (tableOpen && orderTab && orderTab.menuList.length > 0) openMenu();
    else setOpenPanel(true);
  };

  // The hero is the first screen's largest picture: asked for at once, with high priority.
  const heroCopy = backgroundPreload(HERO_PICTURE);
  const logo = responsiveSources(LOGO_PICTURE);
  if (heroCopy) preload(heroCopy, { as: 'image', type: 'image/webp', fetchPriority: 'high' });
  // At an open table the next step is the menu (Order now goes straight to it): its call starts
  // now, so the menu page finds it under way instead of asking when it renders.
  const firstMenu = tableOpen ? orderTab?.menuList[0]?.main_group_id : undefined;
  if (firstMenu) preloadMenu(firstMenu, language);

  return (
    <main className={styles.page}>
      {compact && (
        <div className={styles.compactBar} aria-hidden="true">
          {name}
        </div>
      )}
      <header className={styles.hero} style={{ backgroundImage: backgroundImage(HERO_PICTURE) }}>
        <div className={styles.heroInner}>
          <picture>
            {logo && <source type="image/webp" srcSet={logo.webp} sizes="64px" />}
            <img
              className={styles.logo}
              src={logo?.fallback ?? LOGO_PICTURE}
              srcSet={logo?.jpeg}
              sizes="64px"
              alt={intl.formatMessage({ id: 'home.logo' }, { name })}
            />
          </picture>
          <div>
            <h1 className={styles.name}>{name}</h1>
            <p className={styles.tableName}>
              {tableId === TAKEAWAY_TABLE_ID ? (
                <FormattedMessage id="home.quickService" />
              ) : (
                <FormattedMessage id="home.table" values={{ table: tableName }} />
              )}
            </p>
          </div>
          <Select
            className={styles.languageSelect}
            aria-label={intl.formatMessage({ id: 'home.language' })}
            options={languages.map((l) => ({ id: l, name: languageNames[l] }))}
            selectedKey={language}
            onSelectionChange={(id) => {
              const chosen = languages.find((l) => l === id);
              if (chosen) updateClientState({ language: chosen });
            }}
          />
        </div>
      </header>

      {homeFailed.value && (
        <section className={styles.section} role="alert">
          <EmptyState
            icon="warning"
            title={intl.formatMessage({ id: 'home.loadFailed' })}
            action={
              <Button
                variant="secondary"
                onPress={() => void loadHome(tableId === TAKEAWAY_TABLE_ID)}
              >
                {intl.formatMessage({ id: 'common.retry' })}
              </Button>
            }
          />
        </section>
      )}

      {!contentReady && !homeFailed.value && (
        <section className={styles.section}>
          <Skeleton variant="card" label={intl.formatMessage({ id: 'common.loading' })} />
        </section>
      )}

      {!allowedHere && (
        <p className={styles.section} role="alert">
          {intl.formatMessage({ id: 'main.notInArea' })}
        </p>
      )}

      {lite && (
        <section className={styles.section}>
          <p className={styles.announcement}>{intl.formatMessage({ id: 'lite.intro' })}</p>
        </section>
      )}

      <div style={{ display: contentReady ? 'contents' : 'none' }}>
        {sectionsMounted && !leftEarly && (
          <>
            {pinShown && orderTab && (
              <div className={styles.section}>
                <PinBanner orderId={orderTab.orderId} />
              </div>
            )}

            {!lite && tableId !== TAKEAWAY_TABLE_ID && <MemberEntry className={styles.section} />}

            {!lite && data && data.banners.length > 0 && (
              <section
                className={styles.section}
                aria-label={intl.formatMessage({ id: 'home.announcements' })}
              >
                {data.banners.map((b, i) => (
                  <div key={i} className={styles.banner}>
                    <Icon name="notices" label={false} />
                    <span>{b.value}</span>
                  </div>
                ))}
              </section>
            )}

            {!lite && data && (
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>
                  <FormattedMessage id="home.menus" />
                </h2>
                <div className={styles.menuGrid}>
                  {data.menus.map((m) => {
                    const menuName = localizedName(m.name_i18n, language, m.main_group_name);
                    return (
                      <article key={m.main_group_id} className={styles.menuCard}>
                        <div className={styles.thumb}>
                          <Picture
                            src={`/first_menu/${m.main_group_id}.jpg`}
                            alt={menuName}
                            sizes="(min-width: 600px) 300px, 50vw"
                          />
                        </div>
                        <div className={styles.menuCardBody}>
                          <h3 className={styles.menuCardName}>{menuName}</h3>
                          {/* Takeaway (table -1) has no price per adult or child. */}
                          {tableId !== TAKEAWAY_TABLE_ID && (
                            <div className={styles.menuPrices}>
                              <span>
                                <FormattedMessage id="home.adult" />:{' '}
                                <Price amount={m.normal_price} currency={currency.value} />
                              </span>
                              <span>
                                <FormattedMessage id="home.child" />:{' '}
                                <Price amount={m.child_price} currency={currency.value} />
                              </span>
                            </div>
                          )}
                        </div>
                      </article>
                    );
                  })}
                </div>
              </section>
            )}

            {!lite && data && data.bulletinImages.length > 0 && (
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>
                  <FormattedMessage id="home.news" />
                </h2>
                <ImageCarousel
                  images={data.bulletinImages.map((n, i) => ({
                    src: `/bulletin/${n}`,
                    alt: intl.formatMessage({ id: 'home.bulletinImage' }, { n: i + 1 }),
                  }))}
                  maxImages={5}
                  aria-label={intl.formatMessage({ id: 'home.news' })}
                />
              </section>
            )}

            {/* Hidden while the restaurant has no guide pictures; an open viewer stays until closed. */}
            {!lite && data && (data.guideImages.length > 0 || guideOpen) && (
              <section className={styles.section}>
                {data.guideImages.length > 0 && (
                  <h2 className={styles.sectionTitle}>
                    <FormattedMessage id="home.guide" />
                  </h2>
                )}
                <GuideImages
                  names={data.guideImages}
                  isOpen={guideOpen}
                  onOpenChange={setGuideOpen}
                  onOpen={() => void refreshGuideImages()}
                />
              </section>
            )}

            {!lite && data && data.featured.length > 0 && (
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>
                  <FormattedMessage id="home.featured" />
                </h2>
                {/* A row that scrolls sideways must be reachable by keyboard (arrow keys scroll it). */}
                <div
                  className={styles.featuredRow}
                  role="region"
                  tabIndex={0}
                  aria-label={intl.formatMessage({ id: 'home.featured' })}
                >
                  {data.featured.map((d) => {
                    const dishName = localizedName(
                      d.item_i18n as Record<string, unknown> | undefined,
                      language,
                      d.item_name1,
                    );
                    return (
                      <figure
                        key={d.menu_item_id}
                        className={styles.featured}
                        style={{ margin: 0 }}
                      >
                        <div className={styles.featuredThumb}>
                          <Picture
                            src={`/menu_pic/${d.menu_item_id}_s.jpg`}
                            alt={dishName}
                            rounded="md"
                            sizes="120px"
                          />
                        </div>
                        <figcaption className={styles.featuredName}>{dishName}</figcaption>
                      </figure>
                    );
                  })}
                </div>
              </section>
            )}

            {!lite && data && data.announcement && (
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>
                  <FormattedMessage id="home.announcement" />
                </h2>
                <p className={styles.announcement}>{data.announcement}</p>
              </section>
            )}

            {!lite && data && data.hours.length > 0 && (
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>
                  <FormattedMessage id="home.hours" />
                </h2>
                <ul className={styles.hoursList}>
                  {uniqueHours(data.hours).map((h, i) => (
                    <li key={i} className={styles.hoursRow}>
                      <span>
                        {localizedName(
                          data.menus.find((m) => m.main_group_id === h.main_group_id)?.name_i18n,
                          language,
                          h.main_group_name ?? '',
                        )}
                      </span>
                      <span>
                        {isAllDay(h) ? (
                          <FormattedMessage id="home.allDay" />
                        ) : (
                          `${h.start_time.slice(0, 5)}–${h.end_time.slice(0, 5)}`
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {!lite && data && data.media.length > 0 && (
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>
                  <FormattedMessage id="home.follow" />
                </h2>
                <div className={styles.media}>
                  {data.media.map((m) => {
                    const kind = mediaKind(m.name);
                    return (
                      <a
                        key={m.name}
                        className={styles.mediaLink}
                        href={mediaHref(m.name, m.url)}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        <Icon name={kind ?? 'website'} label={false} />
                        <span className={styles.mediaName}>
                          {kind ? intl.formatMessage({ id: iconMessageId(kind) }) : m.name}
                        </span>
                        <VisuallyHidden>
                          {intl.formatMessage({ id: 'home.opensNewTab' })}
                        </VisuallyHidden>
                      </a>
                    );
                  })}
                </div>
              </section>
            )}
          </>
        )}
      </div>

      <div className={styles.orderBar}>
        {/* A native button (PlainButton), as the page's others: drawn in the home page's first
            render, on the way to the diner's first tap. */}
        <PlainButton fullWidth size="lg" onPress={orderNow} isDisabled={!data || !allowedHere}>
          {intl.formatMessage({ id: lite ? 'lite.chooseMenu' : 'home.orderNow' })}
        </PlainButton>
      </div>
      {data && (
        <Deferred when={openPanel} prefetch={loadOpenTableSheet}>
          <OpenTableSheet
            isOpen={openPanel}
            onOpenChange={setOpenPanel}
            menus={offeredMenus.value}
            locationBlocked={!allowedHere}
            onOpened={openMenu}
          />
        </Deferred>
      )}
    </main>
  );
}
