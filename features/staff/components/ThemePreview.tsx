import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import { DishCard } from '../../../ui/DishCard/DishCard';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { RadioCard, RadioCards } from '../../../ui/RadioCards/RadioCards';
import { themeClass, themeNames, type ThemeName } from '../../../tokens';
import { currency } from '../../../lib/restaurant';
import { clientLanguage } from '../../../lib/session';
import { localizedName } from '../../../core/locale/localized-name';
import { notifications } from '../../../lib/notify';
import type { MenuDish } from '../../../protocol/http';
import { previewMenu, saveServiceSettings, serviceSettings, type Refusal } from '../owner-store';
import { RefusalNote } from './RefusalNote';
import * as styles from './OwnerView.css';

/** A dish as the diner's menu card shows it (name in the reader's language, price, picture). */
function PreviewDish({ dish }: { dish: MenuDish }) {
  const name = localizedName(dish.item_i18n, clientLanguage.value, dish.item_name1);
  return (
    <DishCard
      name={name}
      pictureSrc={`/menu_pic/${dish.item_id}_s.jpg`}
      price={dish.price_1}
      currency={currency.value}
      included={!(dish.price_1 > 0)}
    />
  );
}

/**
 * The diner's menu painted in one look: the theme's own class on the box, as on the phone. A
 * picture only (inert): its buttons are the diner's, not the owner's.
 */
function Look({
  name,
  menuName,
  dishes,
}: {
  name: ThemeName;
  menuName: string;
  dishes: MenuDish[];
}) {
  return (
    <div className={`${themeClass[name]} ${styles.preview}`} inert>
      <p className={styles.previewTitle}>{menuName}</p>
      <div className={styles.previewDishes}>
        {dishes.map((d) => (
          <PreviewDish key={d.menu_item_id} dish={d} />
        ))}
      </div>
    </div>
  );
}

/**
 * The owner's theme: the diners' real menu side by side in dark, light and gold; the chosen look
 * is saved as the theme setting and every diner's phone takes it at once.
 */
export function ThemePreview() {
  const intl = useIntl();
  const current = serviceSettings.value?.theme ?? null;
  const [chosen, setChosen] = useState<ThemeName | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const menu = previewMenu.value;
  const picked = chosen ?? current;
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `staff.owner.theme.${id}` }, values);
  const themeName = (n: ThemeName) => t(`names.${n}`);
  if (!menu || menu.dishes.length === 0)
    return <EmptyState icon="menu_book" title={t('noMenu')} size="compact" headingLevel={3} />;

  const save = async () => {
    if (!picked) return;
    setBusy(true);
    const got = await saveServiceSettings({ theme: picked });
    setBusy(false);
    setRefusal(got.ok ? null : got.refusal);
    if (got.ok) {
      setChosen(null);
      notifications.success(intl.formatMessage({ id: 'staff.owner.saved' }));
    }
  };
  return (
    <div className={styles.sections}>
      <RadioCards
        aria-label={t('title')}
        className={styles.themeCards}
        value={picked}
        onChange={(v) => setChosen(v as ThemeName)}
      >
        {themeNames.map((n) => (
          <div key={n} className={styles.themeCard}>
            <RadioCard value={n}>
              <span className={styles.themeHead}>
                <span>{themeName(n)}</span>
                {n === current && <span>{t('inUse')}</span>}
              </span>
            </RadioCard>
            <Look name={n} menuName={menu.name} dishes={menu.dishes} />
          </div>
        ))}
      </RadioCards>
      {refusal && <RefusalNote refusal={refusal} />}
      <div className={styles.row}>
        <Button isDisabled={busy || !picked || picked === current} onPress={() => void save()}>
          {t('save', { theme: picked ? themeName(picked) : '' })}
        </Button>
      </div>
    </div>
  );
}
