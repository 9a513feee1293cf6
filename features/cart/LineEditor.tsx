import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Button } from '../../ui/Button/Button';
import { ToggleChip } from '../../ui/ToggleChip/ToggleChip';
import { TextField } from '../../ui/TextField/TextField';
import {
  decodeCartText,
  formatCents,
  remarkBoxShown,
  toCents,
  type CartCondiment,
  type CartDish,
  CART_BOUNDS,
} from '../../core';
import { clientState } from '../../lib/session';
import { settings } from '../../lib/restaurant';
import { localizedName } from '../../core/locale/localized-name';
import { condimentGroups, loadCondiments } from './condiments';
import * as styles from './CartDrawer.css';

export interface LineEditorProps {
  line: CartDish | null;
  onSave: (line: CartDish, condiments: CartCondiment[], remark: string) => void;
  onClose: () => void;
  /** Checked every second while open: the editor closes in the last seconds of a round. */
  isLocked?: () => boolean;
}

/**
 * The condiments and remark editor of one of the diner's lines (ordering.md §2): condiment
 * toggles by group, a 4-row remark box (hidden when custom_remark is 0), Done saves and closes.
 */
export function LineEditor({ line, onSave, onClose, isLocked }: LineEditorProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<CartCondiment[]>([]);
  const [remark, setRemark] = useState('');
  const language = clientState.value.language;
  const showRemark = remarkBoxShown(settings.value);

  useEffect(() => {
    if (!line) return;
    void loadCondiments();
    setChosen(line.condiments.map((c) => ({ name: decodeCartText(c.name), price: c.price })));
    setRemark(decodeCartText(line.remark));
  }, [line]);

  useEffect(() => {
    if (!line || !isLocked) return;
    const t = setInterval(() => {
      if (isLocked()) onClose();
    }, 1000);
    return () => clearInterval(t);
  }, [line, isLocked, onClose]);

  const toggle = (c: CartCondiment) =>
    setChosen((list) =>
      list.some((x) => x.name === c.name) ? list.filter((x) => x.name !== c.name) : [...list, c],
    );

  return (
    <Dialog
      isOpen={line !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'cart.editTitle' })}
      actions={
        <Button
          onPress={() => {
            if (line) onSave(line, chosen, remark);
            onClose();
          }}
        >
          {intl.formatMessage({ id: 'common.done' })}
        </Button>
      }
    >
      <div className={styles.form}>
        {(condimentGroups.value ?? []).map((g) => (
          <fieldset key={g.scomdiment_groups_id} className={styles.condimentGroup}>
            <legend className={styles.legend}>
              {localizedName(g.name_i18n, language, g.comdiment_groups_name)}
            </legend>
            {g.condiments.map((c) => {
              const name = c.item_name1;
              const price = c.free ? 0 : Number(c.price_1);
              const on = chosen.some((x) => x.name === name);
              return (
                <ToggleChip
                  key={c.item_id}
                  isSelected={on}
                  onChange={() => toggle({ name, price })}
                >
                  {localizedName(c.name_i18n, language, name)}
                  {price > 0 ? ` +${formatCents(toCents(price))}` : ''}
                </ToggleChip>
              );
            })}
          </fieldset>
        ))}
        {showRemark && (
          <TextField
            label={intl.formatMessage({ id: 'cart.remark' })}
            multiline
            rows={4}
            maxLength={CART_BOUNDS.maxRemarkLength}
            value={remark}
            onChange={setRemark}
          />
        )}
      </div>
    </Dialog>
  );
}
