import { useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon, allergensOf, dishTags, labelsOf } from '../icons';
import type { DishTagKey } from '../icons';
import { Picture } from '../Picture/Picture';
import { Price } from '../Price/Price';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import * as styles from './DishCard.css';
import { useWrappedFrom } from './useWrappedFrom';

export const dishCardLayouts = ['card', 'row'] as const;
export type DishCardLayout = (typeof dishCardLayouts)[number];

/** The menu item's `special_attributes`: 1 Hot, 2 New, 3 Sale. */
export const dishFlags = { 1: 'hot', 2: 'new', 3: 'sale' } as const;
export type DishFlag = (typeof dishFlags)[keyof typeof dishFlags];

/** The menu item's `bargain_stype`: 0 normal; 1, 2, 3 promotions (2 with a limited count). */
export const bargainTypes = [0, 1, 2, 3] as const;
export type BargainType = (typeof bargainTypes)[number];

/** Where the icons are shown, for the spec's caps. */
export const dishIconPlaces = ['card', 'row', 'setMenu'] as const;
export type DishIconPlace = (typeof dishIconPlaces)[number];

/**
 * The spec's icon caps: card 4 labels and 9 allergens; list rows 6 in all (4 when the row also
 * shows the table's ordered count); set-menu dialog 14 in all.
 */
export function dishIconCaps(
  place: DishIconPlace,
  withHistory = false,
): { allergens: number; labels: number } | { total: number } {
  if (place === 'card') return { allergens: 9, labels: 4 };
  if (place === 'setMenu') return { total: 14 };
  return { total: withHistory ? 4 : 6 };
}

/** Splits a dish's tags into those shown and those behind "+N", allergens first. */
export function capDishIcons(
  allergens: readonly DishTagKey[],
  labels: readonly DishTagKey[],
  caps: ReturnType<typeof dishIconCaps>,
): { shown: DishTagKey[]; hidden: DishTagKey[] } {
  if ('total' in caps) {
    const all = [...allergens, ...labels];
    return { shown: all.slice(0, caps.total), hidden: all.slice(caps.total) };
  }
  return {
    shown: [...allergens.slice(0, caps.allergens), ...labels.slice(0, caps.labels)],
    hidden: [...allergens.slice(caps.allergens), ...labels.slice(caps.labels)],
  };
}

export interface DishCardProps {
  /**
   * `card`: the NORMAL mode's two-column card (row 308); `row`: the CAROUSEL mode's row (128).
   * @default 'card'
   */
  layout?: DishCardLayout;
  /** `item_name1`. */
  itemName1: string;
  /** `item_name2` (often the name in a second language). */
  itemName2?: string | null;
  /**
   * Which name the restaurant shows (setting show-item-name1-or-item-name2); the other is used
   * when that one is empty.
   * @default 'item_name1'
   */
  nameField?: 'item_name1' | 'item_name2';
  /** The thumbnail's address (`menu_pic/{item_id}_s.jpg`); missing or failing shows a placeholder. */
  pictureSrc?: string | null;
  /** The price shown (for a bargain, the promotional price). */
  price: number;
  /**
   * The restaurant's currency symbol.
   * @default '€'
   */
  currency?: string;
  /**
   * `special_attributes`: 1 Hot, 2 New, 3 Sale; anything else shows no flag.
   * @default 0
   */
  specialAttributes?: number;
  /** `allergen`: a list or a `*`-separated string of allergen keys. */
  allergens?: string | readonly string[] | null;
  /** `other_detail_info`: a list or a `*`-separated string of dish label keys. */
  labels?: string | readonly string[] | null;
  /**
   * Caps the icons as the spec says for this place.
   * @default the layout: 'card' or 'row'
   */
  iconPlace?: DishIconPlace;
  /**
   * `bargain_stype`: 1, 2, 3 are promotions; 2 has a limited count (`bargainRemaining`).
   * @default 0
   */
  bargainType?: BargainType;
  /** The regular price, struck through beside a bargain's price. */
  originalPrice?: number;
  /**
   * The dish costs nothing beyond the all-you-can-eat menu's price: "Included" is shown instead
   * of a zero price.
   * @default false
   */
  included?: boolean;
  /** `bargain_num_cur`: how many promotional units remain (bargain type 2). */
  bargainRemaining?: number | null;
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
   * How many this table has already ordered (`history_num`).
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
  /** The highest cart quantity allowed; the plus is disabled there. */
  maxQuantity?: number;
  /**
   * `item_type` 3: a set menu, opened to choose its dishes instead of added directly.
   * @default false
   */
  isSetMenu?: boolean;
  /**
   * A cart change is on its way.
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

/** A dish on the menu page: picture, name, price, flags, allergen and label icons, and its add control. */
export function DishCard({
  layout = 'card',
  itemName1,
  itemName2,
  nameField = 'item_name1',
  pictureSrc,
  price,
  currency,
  specialAttributes = 0,
  allergens,
  labels,
  iconPlace,
  bargainType = 0,
  originalPrice,
  included = false,
  bargainRemaining = null,
  stock = null,
  outsideBusinessTime = false,
  unavailableReason,
  orderedCount = 0,
  popular = false,
  quantity = 0,
  maxQuantity,
  isSetMenu = false,
  isPending = false,
  onAdd,
  onRemove,
  onOpen,
  className,
}: DishCardProps) {
  const intl = useIntl();
  const name = (nameField === 'item_name2' ? itemName2 || itemName1 : itemName1 || itemName2) ?? '';
  const flag = dishFlags[specialAttributes as keyof typeof dishFlags] as DishFlag | undefined;
  const soldOut = stock !== null && stock <= 0;
  const bargain = bargainType !== 0;
  const bargainSoldOut = bargainType === 2 && bargainRemaining !== null && bargainRemaining <= 0;
  const unavailable = outsideBusinessTime || soldOut || bargainSoldOut;
  const ordered = Math.max(0, Math.floor(orderedCount));

  const allergenTags = allergensOf(dishTags(allergens));
  const labelTags = labelsOf(dishTags(labels));
  // Menu data sometimes puts labels in `allergen` and the reverse: each goes where it belongs.
  const allAllergens = [...new Set([...allergenTags, ...allergensOf(dishTags(labels))])];
  const allLabels = [...new Set([...labelTags, ...labelsOf(dishTags(allergens))])];
  const { shown, hidden } = capDishIcons(
    allAllergens,
    allLabels,
    dishIconCaps(iconPlace ?? layout, ordered > 0),
  );
  const tagName = (t: DishTagKey) => intl.formatMessage({ id: `icon.${t}` });
  // A row keeps one line of icons; those that wrap out of sight are counted in its "+N" too.
  const iconsRef = useRef<HTMLDivElement>(null);
  const wrappedFrom = useWrappedFrom(iconsRef, layout === 'row');
  const outOfSight = wrappedFrom === null ? [] : shown.slice(wrappedFrom);
  const notShown = [...outOfSight, ...hidden];
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
      onChange={(next) => (next > quantity ? onAdd?.() : onRemove?.())}
    />
  ) : (
    <AriaButton
      className={styles.addButton}
      aria-label={intl.formatMessage({ id: 'dishCard.add' }, { dish: name })}
      isDisabled={unavailable || (maxQuantity !== undefined && maxQuantity <= 0)}
      isPending={isPending}
      onPress={onAdd}
    >
      <Icon name="plus" label={false} />
    </AriaButton>
  );

  return (
    <article
      aria-label={name}
      data-layout={layout}
      data-unavailable={unavailable || undefined}
      data-sold-out={soldOut || bargainSoldOut || undefined}
      className={[styles.dishCard({ layout }), className].filter(Boolean).join(' ')}
    >
      <div className={styles.media({ layout })}>
        <div className={styles.pictureFade}>
          <Picture src={pictureSrc} alt={name} />
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
                {...(layout === 'row' ? { role: 'img', 'aria-label': intl.formatMessage({ id: 'dishCard.popular' }) } : {})}
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
        <AriaButton className={styles.openButton} onPress={onOpen}>
          {name}
        </AriaButton>
        {/* A row has room for one line under the name: the reason, when there is one. */}
        {(bargain || ordered > 0 || shown.length > 0) &&
          !(layout === 'row' && outsideBusinessTime) && (
            <div className={styles.details({ layout })}>
              <div className={styles.detailsLine({ layout })}>
                {(bargain || ordered > 0) && (
                  <div className={styles.meta}>
                    {bargain && (
                      <span
                        key={bargainRemaining ?? 'bargain'}
                        className={styles.tag({ tone: 'bargain' })}
                      >
                        {bargainType === 2 && bargainRemaining !== null && bargainRemaining > 0
                          ? intl.formatMessage(
                              { id: 'dishCard.bargainLeft' },
                              { count: bargainRemaining },
                            )
                          : intl.formatMessage({ id: 'dishCard.bargain' })}
                      </span>
                    )}
                    {ordered > 0 && (
                      <span
                        className={styles.tag({ tone: 'neutral' })}
                        role="img"
                        aria-label={intl.formatMessage(
                          { id: 'dishCard.orderedLabel' },
                          { count: ordered },
                        )}
                      >
                        {intl.formatMessage({ id: 'dishCard.ordered' }, { count: ordered })}
                      </span>
                    )}
                  </div>
                )}
                {shown.length > 0 && (
                  <div className={styles.icons} ref={iconsRef}>
                    {shown.map((t, i) => (
                      // An icon wrapped out of sight is named by the "+N" instead.
                      <Icon key={t} name={t} size="sm" {...(wrappedFrom !== null && i >= wrappedFrom ? { label: false } : {})} />
                    ))}
                    {layout !== 'row' && moreBadge}
                  </div>
                )}
                {/* A row's "+N" stays beside its one line of icons, never wrapped away with them. */}
                {layout === 'row' && moreBadge}
              </div>
            </div>
          )}
        {outsideBusinessTime && (
          <span className={styles.reason}>
            {unavailableReason ?? intl.formatMessage({ id: 'dishCard.outsideHours' })}
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
          </span>
          <span className={styles.action}>{action}</span>
        </div>
      </div>
    </article>
  );
}
