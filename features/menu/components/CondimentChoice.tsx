import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { tipName } from '../../../core';
import { notifications } from '../../../lib/notify';
import { CondimentChoiceDialog, addDish } from '../../cart';
import { addFromMenu } from '../marketing';
import { closeCondimentChoice, condimentChoice } from '../menu-store';

/**
 * The choice of a dish's condiments before it is added, when one of its groups is required (the
 * menu's + opens it): the dish is added with the chosen ids once every required group has one.
 */
export function CondimentChoice() {
  const intl = useIntl();
  const choice = condimentChoice.value;
  const dish = useMemo(
    () => (choice ? { menuItemId: choice.dish.menu_item_id, name: choice.name } : null),
    [choice],
  );
  return (
    <CondimentChoiceDialog
      dish={dish}
      onClose={closeCondimentChoice}
      onAdd={(condimentIds) => {
        if (!choice) return;
        const { dish: menuDish, name } = choice;
        void addFromMenu(menuDish, (d) => addDish(d, { condimentIds })).then((added) => {
          if (!added)
            notifications.warning(
              intl.formatMessage({ id: 'menuPage.promotionSoldOut' }, { name: tipName(name) }),
            );
        });
      }}
    />
  );
}
