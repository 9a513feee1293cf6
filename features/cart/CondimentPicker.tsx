import { useIntl } from 'react-intl';
import { ToggleChip } from '../../ui/ToggleChip/ToggleChip';
import { formatCents, toCents } from '../../core';
import { clientLanguage } from '../../lib/session';
import { localizedName } from '../../core/locale/localized-name';
import type { OfferedCondimentGroup } from './condiments';
import * as styles from './CartDrawer.css';

export interface CondimentPickerProps {
  /** The dish's own condiment groups. */
  groups: readonly OfferedCondimentGroup[];
  /** Chosen condiment ids. */
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  /** Group ids to mark as still needing a choice. */
  unmet?: readonly number[];
}

/**
 * The condiments a dish offers, by group (ordering.md §2 "Condiment group buttons, condiment item
 * toggles"): a group that takes one choice swaps it; a required group says so, and is marked
 * while its choice is missing.
 */
export function CondimentPicker({ groups, chosen, onChange, unmet = [] }: CondimentPickerProps) {
  const intl = useIntl();
  const language = clientLanguage.value;
  const toggle = (g: OfferedCondimentGroup, id: number) => {
    if (chosen.includes(id)) return onChange(chosen.filter((x) => x !== id));
    const inGroup = new Set(g.group.condiments.map((c) => c.item_id));
    // A group that takes one choice swaps it.
    const kept = g.max === 1 ? chosen.filter((x) => !inGroup.has(x)) : [...chosen];
    onChange([...kept, id]);
  };
  return (
    <>
      {groups.map((g) => {
        const id = g.group.scomdiment_groups_id;
        const missing = unmet.includes(id);
        return (
          <fieldset
            key={id}
            className={styles.condimentGroup}
            aria-invalid={missing || undefined}
            data-required={g.min > 0 || undefined}
          >
            <legend className={styles.legend}>
              {localizedName(g.group.name_i18n, language, g.group.comdiment_groups_name)}
              {g.min > 0 && ` · ${intl.formatMessage({ id: 'condiments.required' })}`}
            </legend>
            {g.group.condiments.map((c) => {
              const price = c.free ? 0 : Number(c.price_1);
              return (
                <ToggleChip
                  key={c.item_id}
                  isSelected={chosen.includes(c.item_id)}
                  onChange={() => toggle(g, c.item_id)}
                >
                  {localizedName(c.name_i18n, language, c.item_name1)}
                  {price > 0 ? ` +${formatCents(toCents(price))}` : ''}
                </ToggleChip>
              );
            })}
            {missing && (
              <p role="alert" className={styles.legend}>
                {intl.formatMessage({ id: 'condiments.chooseOne' })}
              </p>
            )}
          </fieldset>
        );
      })}
    </>
  );
}
