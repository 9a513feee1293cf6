import { memo, useMemo } from 'react';
import { computed } from '@preact/signals-react';
import { useIntl } from 'react-intl';
import { DishCard } from '../../../ui/DishCard/DishCard';
import type { DishCardLayout, DishFlag, DishPromotion } from '../../../ui/DishCard/DishCard';
import { dishTagsOf } from '../../../core/dish-tags/tags';
import { clientLanguage } from '../../../lib/session';
import { currency } from '../../../lib/restaurant';
import {
  cart,
  cartLines,
  myCountOf,
  myCustomer,
  pendingDishes,
  removeOne,
  ruleConfig,
  sentLines,
} from '../../cart';
import { localizedName } from '../../../core/locale/localized-name';
import { categoryById, type MenuDish } from '../menu-store';
import { displayedName } from '../menu-logic';
import { dishLimitOf, ruleDishOf, type DishLimitReason } from '../dish-limit';
import { useAddFromMenu } from '../use-add-from-menu';
import { orderedCountOf, tableFavourites } from '../popularity';

export interface MenuDishCardProps {
  dish: MenuDish;
  layout: DishCardLayout;
  nameField: 'item_name1' | 'item_name2';
  outsideBusinessTime: boolean;
  /** Opens the dish (its detail, or a set menu's choice); the same function for every card. */
  onOpen: (dish: MenuDish) => void;
  /** The menu's first dish: its picture is the page's largest on the first screen (DishCard). */
  picturePriority?: boolean;
}

/** The menu item's `special_attributes`: 1 hot, 2 new, 3 sale; anything else no flag. */
const FLAGS: Readonly<Record<number, DishFlag>> = { 1: 'hot', 2: 'new', 3: 'sale' };

/**
 * The menu item's promotion (`bargain_stype` 1, 2, 3; only 2 has a limited count,
 * `bargain_num_cur`), or none.
 */
function promotionOf(dish: MenuDish): DishPromotion | undefined {
  if (![1, 2, 3].includes(dish.bargain_stype)) return undefined;
  return { remaining: dish.bargain_stype === 2 ? dish.bargain_num_cur : null };
}

/** What a card shows of the cart, the pending changes and the table's history. */
interface DishFigures {
  quantity: number;
  maxQuantity: number | undefined;
  /** The rule that sets maxQuantity and its number, for the note beside a disabled "+". */
  limitKind: DishLimitReason['kind'] | undefined;
  limitValue: number | undefined;
  isPending: boolean;
  popular: boolean;
  orderedCount: number;
}
const FIGURES = [
  'quantity',
  'maxQuantity',
  'limitKind',
  'limitValue',
  'isPending',
  'popular',
  'orderedCount',
] as const;

/**
 * A card's figures as one computed value of its own, a new object only when one of them changes:
 * the card reads this alone, so it renders again only when its own figures change. Read directly,
 * the cart's and the history's signals rendered every card of the screen again at each new cart,
 * history or settings object (the cart and the history arriving as the menu opens, any line of
 * another diner): 40–80 ms of a slow phone's CPU each time.
 */
function useDishFigures(dish: MenuDish): DishFigures {
  const figures = useMemo(() => {
    const id = dish.menu_item_id;
    let last: DishFigures | undefined;
    return computed(() => {
      const limit = cart.value
        ? dishLimitOf(ruleDishOf(dish, categoryById.value.get(dish.dmi_slu_id)), {
            config: ruleConfig.value,
            orderCustomerNum: cart.value.orderCustomerNum,
            customer: myCustomer.value,
            cart: cartLines.value,
            history: sentLines.value,
          })
        : undefined;
      const next: DishFigures = {
        quantity: myCountOf(id),
        maxQuantity: limit?.max,
        limitKind: limit?.reason.kind,
        limitValue: limit?.reason.limit,
        isPending: pendingDishes.value.has(id),
        popular: tableFavourites.value.has(id),
        orderedCount: orderedCountOf(dish),
      };
      // The same object while the figures are the same: the card is not told of a change.
      if (last && FIGURES.every((k) => last?.[k] === next[k])) return last;
      return (last = next);
    });
  }, [dish]);
  return figures.value;
}

/** A dish's picture on its card: the thumbnail the server keeps under the dish's id. */
export function dishPictureSrc(dish: MenuDish): string {
  return `/menu_pic/${dish.item_id}_s.jpg`;
}

/**
 * One dish of the menu list: the one adapter from the menu item as the server sends it to the
 * ui DishCard's props, fed from the cart (quantity, limits, changes on their way) and the
 * business time. Memoised: a new search letter or filter, which renders the list's rows again,
 * does not render again the cards of dishes still shown (their props are the same); its own
 * figures of the cart and the history (`useDishFigures`) render it when they change.
 */
export const MenuDishCard = memo(function MenuDishCard({
  dish,
  layout,
  nameField,
  outsideBusinessTime,
  onOpen,
  picturePriority = false,
}: MenuDishCardProps) {
  const intl = useIntl();
  const language = clientLanguage.value;
  const add = useAddFromMenu();
  const name = localizedName(dish.item_i18n, language, displayedName(dish, nameField));
  const promotion = promotionOf(dish);
  // A promotion's price, with the regular price struck through only when it is lower; a dish
  // that costs nothing either way is included in the menu.
  const price =
    promotion && dish.bargain_price !== null ? (dish.bargain_price ?? dish.price_1) : dish.price_1;
  const { quantity, maxQuantity, limitKind, limitValue, isPending, popular, orderedCount } =
    useDishFigures(dish);
  return (
    <DishCard
      layout={layout}
      name={name}
      pictureSrc={dishPictureSrc(dish)}
      picturePriority={picturePriority}
      price={price}
      {...(price < dish.price_1 ? { originalPrice: dish.price_1 } : {})}
      included={!(price > 0) && !(dish.price_1 > 0)}
      currency={currency.value}
      flag={FLAGS[dish.special_attributes]}
      tags={dishTagsOf(dish)}
      promotion={promotion}
      stock={dish.sold_out ? 0 : null}
      outsideBusinessTime={outsideBusinessTime}
      {...(outsideBusinessTime
        ? { unavailableReason: intl.formatMessage({ id: 'menuPage.outsideHours' }) }
        : {})}
      orderedCount={orderedCount}
      popular={popular}
      quantity={quantity}
      {...(maxQuantity !== undefined ? { maxQuantity } : {})}
      {...(limitKind && quantity >= (maxQuantity ?? Infinity)
        ? {
            limitNote: intl.formatMessage(
              { id: `dishCard.limit.${limitKind}` },
              { limit: limitValue },
            ),
          }
        : {})}
      isPending={isPending}
      isSetMenu={dish.item_type === 3}
      onAdd={() => add(dish, name)}
      onRemove={() => removeOne(dish)}
      onOpen={() => onOpen(dish)}
    />
  );
});
