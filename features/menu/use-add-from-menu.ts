import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { tipName } from '../../core';
import { notifications } from '../../lib/notify';
import { needsCondimentChoice } from '../cart';
import { addFromMenu } from './marketing';
import { askCondiments, type MenuDish } from './menu-store';

/**
 * The menu's add action: `addFromMenu` (after the choice of a required condiment), and when a promotion turned out to be sold out, a warning
 * that names it (the name cut as tips are, entry-home-service.md §5).
 */
export function useAddFromMenu(): (dish: MenuDish, shownName: string) => void {
  const intl = useIntl();
  return useCallback(
    (dish, shownName) => {
      // A dish with a required condiment group asks for the choice first (it is added from there).
      if (needsCondimentChoice(dish.menu_item_id)) {
        askCondiments(dish, shownName);
        return;
      }
      void addFromMenu(dish).then((added) => {
        if (!added)
          notifications.warning(
            intl.formatMessage({ id: 'menuPage.promotionSoldOut' }, { name: tipName(shownName) }),
          );
      });
    },
    [intl],
  );
}
