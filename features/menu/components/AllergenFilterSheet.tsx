import { useIntl } from 'react-intl';
import { Sheet } from '../../../ui/Sheet/Sheet';
import { Button } from '../../../ui/Button/Button';
import { AllergenFilter } from '../../../ui/AllergenFilter/AllergenFilter';
import { chosenDishTags, setDishTagFilter } from '../menu-store';

/** The allergen filter: chosen allergens hide the dishes that contain them; chosen labels keep only dishes that carry them. */
export function AllergenFilterSheet({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <Sheet
      title={intl.formatMessage({ id: 'menuPage.filterTitle' })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <Button variant="primary" fullWidth onPress={close}>
          {intl.formatMessage({ id: 'common.done' })}
        </Button>
      )}
    >
      <AllergenFilter selected={chosenDishTags.value} onChange={setDishTagFilter} />
    </Sheet>
  );
}
