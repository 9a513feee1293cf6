import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/Dialog/Dialog';
import { Button } from '../../../ui/Button/Button';
import { tipName } from '../../../core';
import { notifications } from '../../../lib/notify';
import { CondimentPicker, addDish, condimentGroupsOf, unmetGroupIds } from '../../cart';
import { addFromMenu } from '../marketing';
import { closeCondimentChoice, condimentChoice } from '../menu-store';

/**
 * The choice of a dish's condiments before it is added, when one of its groups is required (the
 * menu's + opens it): the dish is added with the chosen ids once every required group has one.
 */
export function CondimentChoice() {
  const intl = useIntl();
  const choice = condimentChoice.value;
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => setChosen([]), [choice]);
  const groups = choice ? condimentGroupsOf(choice.dish.menu_item_id) : [];
  const unmet = unmetGroupIds(groups, chosen);
  const close = closeCondimentChoice;
  return (
    <Dialog
      isOpen={choice !== null}
      onOpenChange={(open) => !open && close()}
      title={choice ? `${intl.formatMessage({ id: 'condiments.title' })} · ${choice.name}` : ''}
      actions={
        <Button
          isDisabled={unmet.length > 0}
          onPress={() => {
            if (!choice) return;
            const { dish, name } = choice;
            void addFromMenu(dish, (d) => addDish(d, { condimentIds: chosen })).then((added) => {
              if (!added)
                notifications.warning(
                  intl.formatMessage({ id: 'menuPage.promotionSoldOut' }, { name: tipName(name) }),
                );
            });
            close();
          }}
        >
          {intl.formatMessage({ id: 'condiments.add' })}
        </Button>
      }
    >
      <CondimentPicker groups={groups} chosen={chosen} onChange={setChosen} unmet={unmet} />
    </Dialog>
  );
}
