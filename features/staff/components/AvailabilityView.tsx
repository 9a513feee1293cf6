import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import { QuantityStepper } from '../../../ui/QuantityStepper/QuantityStepper';
import { SearchField } from '../../../ui/SearchField/SearchField';
import type { StaffMenuItem } from '../../../protocol/staff';
import { setPromotionStock, setSoldOut, staffMenuItems } from '../staff-store';
import * as styles from './StaffConsole.css';

function ItemRow({ item }: { item: StaffMenuItem }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<boolean>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  return (
    <li className={styles.item} aria-label={item.item_name1}>
      <div className={styles.itemMain}>
        <span className={styles.itemTitle}>{item.item_name1}</span>
        <span className={styles.muted}>{item.category}</span>
        <span className={item.sold_out ? styles.tone.critical : styles.tone.positive}>
          {intl.formatMessage({
            id: item.sold_out ? 'staff.menu.soldOut' : 'staff.menu.available',
          })}
        </span>
      </div>
      {item.bargain_num_cur !== null && (
        <div className={styles.actions}>
          <span>{intl.formatMessage({ id: 'staff.menu.stock' })}</span>
          <QuantityStepper
            value={item.bargain_num_cur}
            dishName={item.item_name1}
            max={9999}
            isPending={busy}
            onChange={(n) => run(() => setPromotionStock(item, n))}
          />
        </div>
      )}
      <Button
        variant={item.sold_out ? 'primary' : 'critical'}
        isDisabled={busy}
        onPress={() => run(() => setSoldOut(item.menu_item_id, !item.sold_out))}
      >
        {intl.formatMessage({
          id: item.sold_out ? 'staff.menu.markAvailable' : 'staff.menu.markSoldOut',
        })}
      </Button>
    </li>
  );
}

/** Sold out during service, available again, and the stock of limited promotions. */
export function AvailabilityView() {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const items = staffMenuItems.value.filter(
    (i) =>
      !q ||
      i.item_name1.toLowerCase().includes(q) ||
      i.item_name2.toLowerCase().includes(q) ||
      i.category.toLowerCase().includes(q),
  );
  return (
    <div className={styles.panel}>
      <SearchField
        label={intl.formatMessage({ id: 'staff.menu.search' })}
        placeholder={intl.formatMessage({ id: 'staff.menu.search' })}
        value={query}
        onChange={setQuery}
      />
      <ul className={styles.list}>
        {items.map((i) => (
          <ItemRow key={i.menu_item_id} item={i} />
        ))}
      </ul>
    </div>
  );
}
