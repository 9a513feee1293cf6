import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { PlainIconButton } from '../IconButton/IconButton';
import { Icon } from '../icons';
import type { DishTagKey } from '../icons';
import { DISH_ICON_PLACES, capDishIcons, dishIconCaps } from '../../core/dish-tags/tags';
import type { DishIconPlace } from '../../core/dish-tags/tags';
import { Picture } from '../Picture/Picture';
import { Price } from '../Price/Price';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import * as styles from './DishCard.css';
import { useWrappedFrom } from './use-wrapped-from';
import { cx } from '../class-names';

export const dishCardLayouts = ['card', 'row'] as const;
export type DishCardLayout = (typeof dishCardLayouts)[number];

/** The flag on the picture: the restaurant marks a dish hot (popular), new or on sale. */
export const dishFlags = ['hot', 'new', 'sale'] as const;
export type DishFlag = (typeof dishFlags)[number];

/** A promotion on the dish (a special offer). */
export interface DishPromotion {
  /** How many promotional units remain when the offer is limited (0: gone); `null` when it is not. */
  remaining: number | null;
}

/** Where the icons are shown, for the spec's caps (core's `DISH_ICON_PLACES`). */
export const dishIconPlaces = DISH_ICON_PLACES;
export type { DishIconPlace };

export interface DishCardProps {
  /**
   * `card`: the NORMAL mode's two-column card (row 256); `row`: the CAROUSEL mode's row (128).
   * @default 'card'
   */
  layout?: DishCardLayout;
  /** The dish's name as the diner should read it (already chosen and localised). */
  name: string;
  /** The thumbnail's address; missing or failing shows a placeholder. */
  pictureSrc?: string | null;
  /**
   * The page's largest picture on its first screen (the menu's first dish): fetched at once with
   * high priority, not once it is seen near the screen.
   * @default false
   */
  picturePriority?: boolean;
  /** The price shown (for a bargain, the promotional price). */
  price: number;
  /**
   * The restaurant's currency symbol.
   * @default '€'
   */
  currency?: string;
  /** The flag on the picture: hot (shown as "Popular"), new or sale. */
  flag?: DishFlag;
  /**
   * The dish's allergens and labels, in any order: allergens are shown first, each group in the
   * spec's order, capped for `iconPlace`.
   * @default []
   */
  tags?: readonly DishTagKey[];
  /**
   * Caps the icons as the spec says for this place.
   * @default the layout: 'card' or 'row'
   */
  iconPlace?: DishIconPlace;
  /** A promotion: a "Special offer" tag, or "Only N left" while a limited offer lasts. */
  promotion?: DishPromotion;
  /** The regular price, struck through beside a promotion's price. */
  originalPrice?: number;
  /**
   * The dish costs nothing beyond the all-you-can-eat menu's price: "Included" is shown instead
   * of a zero price.
   * @default false
   */
  included?: boolean;
  /**
   * Remaining stock; 0 is sold out. `null` is unlimited.
   * @default null
   */
  stock?: number | null;
  /**
   * Outside business time the dish cannot be added (shown dimmed with a reason).
   * @default false
   */
  outsideBusinessTime?: boolean;
  /**
   * The reason shown when not orderable.
   * @default the localised "Not available at this time"
   */
  unavailableReason?: string;
  /**
   * How many this table has already ordered.
   * @default 0
   */
  orderedCount?: number;
  /**
   * A favourite of the table (core `popularDishes`: most guests ordered it, or it is a large
   * share of what the table ordered): a "Table favourite" flag on the picture.
   * @default false
   */
  popular?: boolean;
  /**
   * How many are in the current cart: 0 shows an Add button, more a stepper.
   * @default 0
   */
  quantity?: number;
  /**
   * The highest cart quantity the rules allow now (the dish's and its category's limits, less
   * what the table has ordered): the plus is disabled there, so the diner sees the limit before
   * the server refuses.
   * @default no limit
   */
  maxQuantity?: number;
  /**
   * Why the plus stops at `maxQuantity` (e.g. "Up to 2 per order"): shown on the card once the
   * quantity reaches it, and read with the disabled plus.
   * @default none
   */
  limitNote?: string;
  /**
   * A set menu, opened to choose its dishes instead of added directly.
   * @default false
   */
  isSetMenu?: boolean;
  /**
   * A change of this dish's quantity is on its way: the add control shows a spinner and
   * ignores presses until it lands.
   * @default false
   */
  isPending?: boolean;
  /** +1 (the Add button or the stepper's plus). */
  onAdd?: () => void;
  /** −1 (the stepper's minus). */
  onRemove?: () => void;
  /** Opens the dish detail (a press anywhere on the card), or the set-menu dialog ("Choose"). */
  onOpen?: () => void;
  className?: string;
}

/** How wide a card's picture is drawn (its <img> `sizes`), by layout. */
export function dishPictureSizes(layout: DishCardLayout): string {
  return layout === 'row' ? '96px' : '(min-width: 600px) 240px, 50vw';
}

/**
 * The dish's allergen and label icons with the "+N" naming those left out. A row keeps one line
 * of icons: those that wrap out of sight are counted in its "+N" too. The line is measured once the
 * browser has laid it out, and a new count renders this line alone again, not the whole card (its
 * picture and buttons: ~2 ms a card on a 4× slower CPU, for every row a search or a tab brings in).
 */
function DishIcons({
  shown,
  hidden,
  row,
}: {
  /** The icons within the cap, in order. */
  shown: readonly DishTagKey[];
  /** Those over the cap, counted in the "+N" alone. */
  hidden: readonly DishTagKey[];
  row: boolean;
}) {
  const intl = useIntl();
  const iconsRef = useRef<HTMLDivElement>(null);
  const wrappedFrom = useWrappedFrom(iconsRef, row, shown.join(' '));
  const outOfSight = wrappedFrom === null ? [] : shown.slice(wrappedFrom);
  const notShown = [...outOfSight, ...hidden];
  const tagName = (t: DishTagKey) => intl.formatMessage({ id: `icon.${t}` });
  const moreBadge = notShown.length > 0 && (
    <span
      className={styles.more}
      role="img"
      aria-label={intl.formatMessage(
        { id: 'dishCard.moreTags' },
        { tags: intl.formatList(notShown.map(tagName), { type: 'conjunction' }) },
      )}
    >
      +{notShown.length}
    </span>
  );
  return (
    <>
      {shown.length > 0 && (
        <div className={styles.icons} ref={iconsRef}>
          {shown.map((t, i) => (
            // An icon wrapped out of sight is named by the "+N" instead.
            <Icon
              key={t}
              name={t}
              size="sm"
              {...(wrappedFrom !== null && i >= wrappedFrom ? { label: false } : {})}
            />
          ))}
          {!row && moreBadge}
        </div>
      )}
      {/* A row's "+N" stays beside its one line of icons, never wrapped away with them. */}
      {row && moreBadge}
    </>
  );
}

/** A dish on the menu page: picture, name, price, flags, allergen and label icons, and its add control. */
export function DishCard({
  layout = 'card',
  name,
  pictureSrc,
  picturePriority = false,
  price,
  currency,
  flag,
  tags = [],
  iconPlace,
  promotion,
  originalPrice,
  included = false,
  stock = null,
  outsideBusinessTime = false,
  unavailableReason,
  orderedCount = 0,
  popular = false,
  quantity = 0,
  maxQuantity,
  limitNote,
  isSetMenu = false,
  isPending = false,
  onAdd,
  onRemove,
  onOpen,
  className,
}: DishCardProps) {
  const intl = useIntl();
  const soldOut = stock !== null && stock <= 0;
  const bargain = promotion !== undefined;
  const remaining = promotion?.remaining ?? null;
  const bargainSoldOut = remaining !== null && remaining <= 0;
  const unavailable = outsideBusinessTime || soldOut || bargainSoldOut;
  const ordered = Math.max(0, Math.floor(orderedCount));
  const atLimit =
    !unavailable && !isSetMenu && maxQuantity !== undefined && quantity >= maxQuantity;
  const limitId = useId();
  const limitShown = atLimit && !!limitNote;

  // A row shows the ordered count under its price, so its line of icons keeps its full room.
  const orderedInFooter = layout === 'row';
  const { shown, hidden } = capDishIcons(
    tags,
    dishIconCaps(iconPlace ?? layout, ordered > 0 && !orderedInFooter),
  );
  const orderedTag = ordered > 0 && (
    <span
      className={styles.tag({ tone: 'neutral' })}
      role="img"
      aria-label={intl.formatMessage({ id: 'dishCard.orderedLabel' }, { count: ordered })}
    >
      {intl.formatMessage({ id: 'dishCard.ordered' }, { count: ordered })}
    </span>
  );

  const action = isSetMenu ? (
    <Button
      size="sm"
      isDisabled={unavailable}
      aria-label={intl.formatMessage({ id: 'dishCard.chooseLabel' }, { dish: name })}
      onPress={onOpen}
    >
      {intl.formatMessage({ id: 'dishCard.choose' })}
    </Button>
  ) : quantity > 0 ? (
    <QuantityStepper
      value={quantity}
      dishName={name}
      max={maxQuantity}
      isDisabled={unavailable}
      isPending={isPending}
      {...(limitShown ? { maxDescribedBy: limitId } : {})}
      onChange={(next) => (next > quantity ? onAdd?.() : onRemove?.())}
    />
  ) : (
    // A native button (PlainIconButton), as the name above: one per card of a long list.
    <PlainIconButton
      variant="primary"
      icon="plus"
      label={intl.formatMessage({ id: 'dishCard.add' }, { dish: name })}
      isDisabled={unavailable || (maxQuantity !== undefined && maxQuantity <= 0)}
      isPending={isPending}
      {...(limitShown ? { 'aria-describedby': limitId } : {})}
      onPress={onAdd}
    />
  );

  return (
    <article
      aria-label={name}
      data-layout={layout}
      data-unavailable={unavailable || undefined}
      data-sold-out={soldOut || bargainSoldOut || undefined}
      className={cx(styles.dishCard({ layout }), className)}
    >
      <div className={styles.media({ layout })}>
        <div className={styles.pictureFade}>
          <Picture
            src={pictureSrc}
            alt={name}
            sizes={dishPictureSizes(layout)}
            priority={picturePriority}
          />
        </div>
        {(flag || isSetMenu || popular) && (
          <div className={styles.flags}>
            {flag && (
              <span className={styles.tag({ tone: flag })}>
                {intl.formatMessage({ id: `dishCard.flag.${flag}` })}
              </span>
            )}
            {popular && (
              // A row's picture has room for the star alone: the star is then named for screen readers.
              <span
                className={styles.tag({ tone: 'popular' })}
                {...(layout === 'row'
                  ? { role: 'img', 'aria-label': intl.formatMessage({ id: 'dishCard.popular' }) }
                  : {})}
              >
                <span className={styles.tagIcon} aria-hidden="true">
                  <Icon name="star_filled" size="sm" label={false} />
                </span>
                {layout !== 'row' && intl.formatMessage({ id: 'dishCard.popular' })}
              </span>
            )}
            {isSetMenu && (
              <span className={styles.tag({ tone: 'neutral' })}>
                {intl.formatMessage({ id: 'dishCard.setMenu' })}
              </span>
            )}
          </div>
        )}
        {(soldOut || bargainSoldOut) && (
          <div className={styles.soldOutCover}>
            <span className={styles.tag({ tone: 'soldOut' })}>
              {intl.formatMessage({ id: 'dishCard.soldOut' })}
            </span>
          </div>
        )}
      </div>
      <div className={styles.body({ layout })}>
        {/* A native button, not react-aria's: a card is one of hundreds in a list, and react-aria's
            Button (press, hover and focus tracking) was a third of the menu page's render. The
            browser's own :active and :focus-visible draw its pressed and focused states. */}
        <button type="button" className={styles.openButton} onClick={onOpen}>
          {name}
        </button>
        {/* A row has room for one line under the name: the reason, when there is one. */}
        {(bargain || (ordered > 0 && !orderedInFooter) || shown.length > 0) &&
          !(layout === 'row' && outsideBusinessTime) && (
            <div className={styles.details({ layout })}>
              <div className={styles.detailsLine({ layout })}>
                {(bargain || (ordered > 0 && !orderedInFooter)) && (
                  <div className={styles.meta}>
                    {bargain && (
                      <span
                        key={remaining ?? 'bargain'}
                        className={styles.tag({ tone: 'bargain' })}
                      >
                        {remaining !== null && remaining > 0
                          ? intl.formatMessage({ id: 'dishCard.bargainLeft' }, { count: remaining })
                          : intl.formatMessage({ id: 'dishCard.bargain' })}
                      </span>
                    )}
                    {!orderedInFooter && orderedTag}
                  </div>
                )}
                <DishIcons shown={shown} hidden={hidden} row={layout === 'row'} />
              </div>
            </div>
          )}
        {outsideBusinessTime && (
          <span className={styles.reason}>
            {unavailableReason ?? intl.formatMessage({ id: 'dishCard.outsideHours' })}
          </span>
        )}
        {limitShown && (
          <span id={limitId} className={styles.limitNote}>
            {limitNote}
          </span>
        )}
        <div className={styles.footer}>
          <span className={styles.priceBlock}>
            {included && !(bargain && originalPrice !== undefined && originalPrice > price) ? (
              <span className={styles.included}>
                <span aria-hidden="true">{intl.formatMessage({ id: 'dishCard.included' })}</span>
                <span className={styles.visuallyHidden}>
                  {intl.formatMessage({ id: 'dishCard.includedLabel' })}
                </span>
              </span>
            ) : (
              <Price
                amount={price}
                currency={currency}
                was={bargain && originalPrice !== undefined ? originalPrice : undefined}
                size={layout === 'row' ? 'md' : 'sm'}
              />
            )}
            {orderedInFooter && orderedTag}
          </span>
          <span className={styles.action}>{action}</span>
        </div>
      </div>
    </article>
  );
}
