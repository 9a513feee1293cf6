import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import { QuantityStepper } from '../../../ui/QuantityStepper/QuantityStepper';
import { SearchField } from '../../../ui/SearchField/SearchField';
import type { StaffMenuItem } from '../../../protocol/staff';
import { setPromotionStock, setSoldOut, staffMenuItems } from '../staff-store';
import { clientLanguage } from '../../../lib/session';
import { localizedName } from '../../../core/locale/localized-name';
import { dishName } from '../names';
import * as styles from './StaffConsole.css';

function ItemRow({ item }: { item: StaffMenuItem }) {
  const intl = useIntl();
  const language = clientLanguage.value;
  const name = dishName(item, language);
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<boolean>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  return (
    <li className={styles.item} aria-label={name}>
      <div className={styles.itemMain}>
        <span className={styles.itemTitle}>{name}</span>
        <span className={styles.muted}>
          {localizedName(item.category_i18n, language, item.category)}
        </span>
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
            dishName={name}
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
  const language = clientLanguage.value;
  const q = query.trim().toLowerCase();
  // Found by any name it shows or is known by.
  const items = staffMenuItems.value.filter(
    (i) =>
      !q ||
      [
        i.item_name1,
        i.item_name2,
        dishName(i, language),
        i.category,
        localizedName(i.category_i18n, language, i.category),
      ].some((n) => n.toLowerCase().includes(q)),
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
