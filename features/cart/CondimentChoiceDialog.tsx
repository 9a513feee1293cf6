import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Button } from '../../ui/Button/Button';
import { CondimentPicker } from './CondimentPicker';
import { condimentGroupsOf, unmetGroupIds } from './condiments';

/** The dish a choice is made for: its menu item, its name as shown, the choices to start from. */
export interface CondimentChoiceFor {
  menuItemId: number;
  name: string;
  initial?: readonly number[];
}

export interface CondimentChoiceDialogProps {
  /** The dish to choose for; null: the dialog is closed. */
  dish: CondimentChoiceFor | null;
  /** The diner chose (every required group has its choice). */
  onAdd: (condimentIds: number[]) => void;
  onClose: () => void;
}

/**
 * The choice of a dish's condiments before it is added, when one of its groups is required (the
 * menu's +, or ordering a dish again whose old choice no longer fits): its Add stays disabled
 * until every required group has a choice.
 */
export function CondimentChoiceDialog({ dish, onAdd, onClose }: CondimentChoiceDialogProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => setChosen([...(dish?.initial ?? [])]), [dish]);
  const groups = dish ? condimentGroupsOf(dish.menuItemId) : [];
  const unmet = unmetGroupIds(groups, chosen);
  return (
    <Dialog
      isOpen={dish !== null}
      onOpenChange={(open) => !open && onClose()}
      title={dish ? `${intl.formatMessage({ id: 'condiments.title' })} · ${dish.name}` : ''}
      actions={
        <Button
          isDisabled={unmet.length > 0}
          onPress={() => {
            onAdd(chosen);
            onClose();
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
