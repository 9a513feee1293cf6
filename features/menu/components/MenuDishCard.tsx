import { useSignals } from '@preact/signals-react/runtime';
import { useIntl } from 'react-intl';
import { DishCard } from '../../../ui/DishCard/DishCard';
import type { BargainType, DishCardLayout } from '../../../ui/DishCard/DishCard';
import { clientState } from '../../session';
import { currency } from '../../restaurant';
import { myCountOf, removeOne } from '../../cart';
import { localizedName } from '../../../locales';
import type { MenuDish } from '../menu-store';
import { useAddFromMenu } from '../useAddFromMenu';
import { orderedCountOf, tableFavourites } from '../popularity';

export interface MenuDishCardProps {
  dish: MenuDish;
  layout: DishCardLayout;
  nameField: 'item_name1' | 'item_name2';
  outsideBusinessTime: boolean;
  onOpen: () => void;
}

/** One dish of the menu list: the ui DishCard fed from the menu item, the cart and the business time. */
export function MenuDishCard({ dish, layout, nameField, outsideBusinessTime, onOpen }: MenuDishCardProps) {
  useSignals();
  const intl = useIntl();
  const language = clientState.value.language;
  const add = useAddFromMenu();
  const localized = localizedName(dish.item_i18n, language, '');
  const bargain = ([0, 1, 2, 3] as const).includes(dish.bargain_stype as BargainType) ? (dish.bargain_stype as BargainType) : 0;
  const onBargain = bargain !== 0 && dish.bargain_price !== null;
  // A promotion's price, with the regular price struck through only when it is lower; a dish
  // that costs nothing either way is included in the menu.
  const price = onBargain ? (dish.bargain_price ?? dish.price_1) : dish.price_1;
  const names = localized && localized !== dish.item_name1 && localized !== dish.item_name2
    ? { itemName1: localized, itemName2: nameField === 'item_name2' ? dish.item_name2 : dish.item_name1, nameField: 'item_name1' as const }
    : { itemName1: dish.item_name1, itemName2: dish.item_name2, nameField };
  return (
    <DishCard
      layout={layout}
      {...names}
      pictureSrc={`/menu_pic/${dish.item_id}_s.jpg`}
      price={price}
      {...(price < dish.price_1 ? { originalPrice: dish.price_1 } : {})}
      included={!(price > 0) && !(dish.price_1 > 0)}
      currency={currency.value}
      specialAttributes={dish.special_attributes}
      allergens={dish.allergen}
      labels={dish.other_detail_info}
      bargainType={bargain}
      bargainRemaining={bargain === 2 ? dish.bargain_num_cur : null}
      stock={dish.sold_out ? 0 : null}
      outsideBusinessTime={outsideBusinessTime}
      {...(outsideBusinessTime ? { unavailableReason: intl.formatMessage({ id: 'menuPage.outsideHours' }) } : {})}
      orderedCount={orderedCountOf(dish)}
      popular={tableFavourites.value.has(dish.menu_item_id)}
      quantity={myCountOf(dish.menu_item_id)}
      isSetMenu={dish.item_type === 3}
      onAdd={() => add(dish, names.nameField === 'item_name2' ? names.itemName2 : names.itemName1)}
      onRemove={() => removeOne(dish)}
      onOpen={onOpen}
    />
  );
}
