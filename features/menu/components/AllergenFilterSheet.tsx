import { useIntl } from 'react-intl';
import { useSignals } from '@preact/signals-react/runtime';
import { Sheet } from '../../../ui/Sheet/Sheet';
import { Button } from '../../../ui/Button/Button';
import { Icon, iconMessageId } from '../../../ui/icons/Icon';
import { allergenKeys, labelKeys } from '../../../ui/icons/keys';
import type { DishTagKey } from '../../../ui/icons/keys';
import { excludedAllergens, requiredLabels } from '../menu-store';
import * as styles from './AllergenFilterSheet.css';

function toggle(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** The allergen filter: chosen allergens hide the dishes that contain them; chosen labels keep only dishes that carry them. */
export function AllergenFilterSheet({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  useSignals();
  const intl = useIntl();
  const chip = (key: DishTagKey, on: boolean, flip: () => void) => (
    <button key={key} type="button" className={styles.chip} aria-pressed={on} onClick={flip}>
      <Icon name={key} size="sm" label={false} />
      <span>{intl.formatMessage({ id: iconMessageId(key) })}</span>
    </button>
  );
  return (
    <Sheet
      title={intl.formatMessage({ id: 'menuPage.filterTitle' })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <div className={styles.footer}>
          <Button
            variant="secondary"
            onPress={() => {
              excludedAllergens.value = new Set();
              requiredLabels.value = new Set();
            }}
          >
            {intl.formatMessage({ id: 'menuPage.clearFilter' })}
          </Button>
          <Button variant="primary" onPress={close}>
            {intl.formatMessage({ id: 'common.done' })}
          </Button>
        </div>
      )}
    >
      <h3 className={styles.heading}>{intl.formatMessage({ id: 'menuPage.excludeAllergens' })}</h3>
      <div className={styles.chips}>
        {allergenKeys.map((k) => chip(k, excludedAllergens.value.has(k), () => (excludedAllergens.value = toggle(excludedAllergens.value, k))))}
      </div>
      <h3 className={styles.heading}>{intl.formatMessage({ id: 'menuPage.requireLabels' })}</h3>
      <div className={styles.chips}>
        {labelKeys.map((k) => chip(k, requiredLabels.value.has(k), () => (requiredLabels.value = toggle(requiredLabels.value, k))))}
      </div>
    </Sheet>
  );
}
