import { Button, Heading, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Icon, allergenKeys, iconMessageId, isDishTagKey, labelKeys } from '../icons';
import type { AllergenKey, DishTagKey, LabelKey } from '../icons';
import * as styles from './AllergenFilter.css';
import { cx } from '../class-names';

export interface AllergenFilterProps {
  /** The chosen tags: allergens to exclude and labels to require (the two lists never overlap). */
  selected: readonly DishTagKey[];
  /** The new choice, in the spec's order (allergens first), after each toggle or "Clear all". */
  onChange: (next: DishTagKey[]) => void;
  /**
   * Inner padding, for use outside a sheet body.
   * @default false
   */
  padded?: boolean;
  className?: string;
}

const order: readonly DishTagKey[] = [...allergenKeys, ...labelKeys];

/**
 * The menu's filter by the spec's 27 tags: chosen allergens hide the dishes that contain them,
 * chosen labels keep only the dishes that carry them. Controlled: it shows `selected` and
 * reports changes.
 */
export function AllergenFilter({ selected, onChange, padded, className }: AllergenFilterProps) {
  const intl = useIntl();
  const allergenHeading = useId();
  const labelHeading = useId();
  const chosen = new Set(selected.filter(isDishTagKey));
  const activeCount = chosen.size;

  // Each group reports only its own keys; the other group's choice is kept as it is.
  const update = (group: readonly DishTagKey[], keys: Set<Key>) => {
    const next = new Set([...chosen].filter((k) => !group.includes(k)));
    for (const k of keys) if (isDishTagKey(k) && group.includes(k)) next.add(k);
    onChange(order.filter((k) => next.has(k)));
  };

  const chip = (key: AllergenKey | LabelKey, mark: 'close' | 'check') => (
    <ToggleButton key={key} id={key} className={styles.chip}>
      <Icon name={key} size="sm" label={false} />
      <span>{intl.formatMessage({ id: iconMessageId(key) })}</span>
      <span className={styles.mark} aria-hidden="true">
        <Icon name={mark} size="sm" label={false} />
      </span>
    </ToggleButton>
  );

  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'allergenFilter.label' })}
      className={cx(styles.allergenFilter({ padded }), className)}
    >
      <div className={styles.summary}>
        <span className={styles.count} role="status">
          {intl.formatMessage({ id: 'allergenFilter.active' }, { count: activeCount })}
        </span>
        <Button className={styles.chip} isDisabled={activeCount === 0} onPress={() => onChange([])}>
          <Icon name="close" size="sm" label={false} />
          {intl.formatMessage({ id: 'allergenFilter.clear' })}
        </Button>
      </div>
      <div className={styles.section}>
        <Heading level={3} id={allergenHeading} className={styles.heading}>
          {intl.formatMessage({ id: 'allergenFilter.allergens' })}
        </Heading>
        <p className={styles.hint}>{intl.formatMessage({ id: 'allergenFilter.allergensHint' })}</p>
        <ToggleButtonGroup
          aria-labelledby={allergenHeading}
          selectionMode="multiple"
          selectedKeys={allergenKeys.filter((k) => chosen.has(k))}
          onSelectionChange={(keys) => update(allergenKeys, keys)}
          className={styles.chips}
        >
          {allergenKeys.map((k) => chip(k, 'close'))}
        </ToggleButtonGroup>
      </div>
      <div className={styles.section}>
        <Heading level={3} id={labelHeading} className={styles.heading}>
          {intl.formatMessage({ id: 'allergenFilter.labels' })}
        </Heading>
        <p className={styles.hint}>{intl.formatMessage({ id: 'allergenFilter.labelsHint' })}</p>
        <ToggleButtonGroup
          aria-labelledby={labelHeading}
          selectionMode="multiple"
          selectedKeys={labelKeys.filter((k) => chosen.has(k))}
          onSelectionChange={(keys) => update(labelKeys, keys)}
          className={styles.chips}
        >
          {labelKeys.map((k) => chip(k, 'check'))}
        </ToggleButtonGroup>
      </div>
    </div>
  );
}
