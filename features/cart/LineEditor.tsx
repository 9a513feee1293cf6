import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Button } from '../../ui/Button/Button';
import { TextField } from '../../ui/TextField/TextField';
import { CART_BOUNDS, decodeCartText, remarkBoxShown, type CartDish } from '../../core';
import { settings } from '../../lib/restaurant';
import { condimentGroupsOf, unmetGroupIds } from './condiments';
import { CondimentPicker } from './CondimentPicker';
import * as styles from './CartDrawer.css';

export interface LineEditorProps {
  line: CartDish | null;
  /** Saves the chosen condiment ids (the dish's own) and the remark. */
  onSave: (line: CartDish, condimentIds: number[], remark: string) => void;
  onClose: () => void;
  /** Checked every second while open: the editor closes in the last seconds of a round. */
  isLocked?: () => boolean;
}

/**
 * The condiments and remark editor of one of the diner's lines (ordering.md §2): the dish's own
 * condiment groups, a 4-row remark box (hidden when custom_remark is 0), Done saves and closes
 * (not while a required group has no choice).
 */
export function LineEditor({ line, onSave, onClose, isLocked }: LineEditorProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<number[]>([]);
  const [remark, setRemark] = useState('');
  const showRemark = remarkBoxShown(settings.value);
  const groups = line ? condimentGroupsOf(line.originId) : [];
  const unmet = unmetGroupIds(groups, chosen);

  useEffect(() => {
    if (!line) return;
    setChosen(line.condiments.flatMap((c) => (c.id !== undefined ? [c.id] : [])));
    setRemark(decodeCartText(line.remark));
  }, [line]);

  useEffect(() => {
    if (!line || !isLocked) return;
    const t = setInterval(() => {
      if (isLocked()) onClose();
    }, 1000);
    return () => clearInterval(t);
  }, [line, isLocked, onClose]);

  return (
    <Dialog
      isOpen={line !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'cart.editTitle' })}
      actions={
        <Button
          isDisabled={unmet.length > 0}
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
        <CondimentPicker groups={groups} chosen={chosen} onChange={setChosen} unmet={unmet} />
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
