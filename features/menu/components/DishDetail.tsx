import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Sheet } from '../../../ui/Sheet/Sheet';
import { Picture } from '../../../ui/Picture/Picture';
import { Price } from '../../../ui/Price/Price';
import { QuantityStepper } from '../../../ui/QuantityStepper/QuantityStepper';
import { Icon, iconMessageId } from '../../../ui/icons/Icon';
import { clientLanguage } from '../../../lib/session';
import { currency } from '../../../lib/restaurant';
import { myCountOf, removeOne } from '../../cart';
import { localizedName } from '../../../core/locale/localized-name';
import { dishTagsOf } from '../../../core/dish-tags/tags';
import { displayedName } from '../menu-logic';
import type { MenuDish } from '../menu-store';
import { useAddFromMenu } from '../use-add-from-menu';
import * as styles from './DishDetail.css';

const FLAGS: Record<number, string> = {
  1: 'dishCard.flag.hot',
  2: 'dishCard.flag.new',
  3: 'dishCard.flag.sale',
};

function description(dish: MenuDish, language: string): string {
  const entry = dish.item_i18n?.[language];
  if (
    entry &&
    typeof entry === 'object' &&
    typeof (entry as { description?: unknown }).description === 'string'
  ) {
    const d = (entry as { description: string }).description.trim();
    if (d) return d;
  }
  return dish.item_description ?? '';
}

export interface DishDetailProps {
  /** The dishes of the category (or the search results) the diner can swipe through. */
  dishes: readonly MenuDish[];
  startIndex: number;
  nameField: 'item_name1' | 'item_name2';
  outsideBusinessTime: boolean;
  onClose: () => void;
}

/** The dish detail: one slide per dish with its large picture, name, price, flags, allergens, description and quantity. */
export function DishDetail({
  dishes,
  startIndex,
  nameField,
  outsideBusinessTime,
  onClose,
}: DishDetailProps) {
  const intl = useIntl();
  const add = useAddFromMenu();
  const language = clientLanguage.value;
  const trackRef = useRef<HTMLDivElement>(null);
  const start = dishes[startIndex];

  useEffect(() => {
    const track = trackRef.current;
    const slide = track?.children[startIndex] as HTMLElement | undefined;
    if (track && slide) track.scrollLeft = slide.offsetLeft;
  }, [startIndex]);

  return (
    <Sheet
      title={start ? localizedName(start.item_i18n, language, displayedName(start, nameField)) : ''}
      subtitle={intl.formatMessage({ id: 'menuPage.swipeHint' })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <div ref={trackRef} className={styles.track}>
        {dishes.map((d) => {
          const name = localizedName(d.item_i18n, language, displayedName(d, nameField));
          const tags = dishTagsOf(d);
          const promotionGone =
            d.bargain_stype === 2 && d.bargain_num_cur !== null && d.bargain_num_cur <= 0;
          const blocked =
            (outsideBusinessTime && d.not_joining_global_limit !== 1) ||
            d.sold_out === 1 ||
            promotionGone;
          const price = d.bargain_stype && d.bargain_price !== null ? d.bargain_price : d.price_1;
          return (
            <article key={d.menu_item_id} className={styles.slide} aria-label={name}>
              <div className={styles.picture}>
                <Picture
                  src={`/menu_pic/${d.item_id}.jpg`}
                  alt={name}
                  sizes="(min-width: 600px) 480px, 100vw"
                  priority
                />
              </div>
              <h3 className={styles.name}>{name}</h3>
              <div className={styles.priceRow}>
                {price > 0 ? (
                  <Price
                    amount={price}
                    currency={currency.value}
                    size="lg"
                    {...(price !== d.price_1 ? { was: d.price_1 } : {})}
                  />
                ) : (
                  <span className={styles.included}>
                    {intl.formatMessage({ id: 'menuPage.included' })}
                  </span>
                )}
                {FLAGS[d.special_attributes] && (
                  <span className={styles.flag}>
                    {intl.formatMessage({ id: FLAGS[d.special_attributes] })}
                  </span>
                )}
              </div>
              {tags.length > 0 && (
                <ul
                  className={styles.tags}
                  aria-label={intl.formatMessage({ id: 'menuPage.allergens' })}
                >
                  {tags.map((t) => (
                    <li key={t} className={styles.tag}>
                      <Icon name={t} size="sm" label={false} />
                      <span>{intl.formatMessage({ id: iconMessageId(t) })}</span>
                    </li>
                  ))}
                </ul>
              )}
              {description(d, language) && (
                <p className={styles.description}>{description(d, language)}</p>
              )}
              {blocked ? (
                <p className={styles.unavailable} role="note">
                  {intl.formatMessage({
                    id:
                      d.sold_out === 1 || promotionGone
                        ? 'menuPage.soldOut'
                        : 'menuPage.outsideHours',
                  })}
                </p>
              ) : (
                d.item_type !== 3 && (
                  <QuantityStepper
                    size="large"
                    value={myCountOf(d.menu_item_id)}
                    dishName={name}
                    onChange={(next) =>
                      next > myCountOf(d.menu_item_id) ? add(d, name) : removeOne(d)
                    }
                  />
                )
              )}
            </article>
          );
        })}
      </div>
    </Sheet>
  );
}
