import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSignals } from '@preact/signals-react/runtime';
import { Picture } from '../../ui/Picture/Picture';
import { Price } from '../../ui/Price/Price';
import { Button } from '../../ui/Button/Button';
import { clientState } from '../session';
import { currency, loadRestaurant } from '../restaurant';
import { notifications } from '../notify';
import { categories, currentMenu, loadMenu, menuFailed, selectedCategory } from './menu-store';
import { localizedName as localizedText } from '../../locales';
import * as styles from './MenuView.css';

/** The menu view of /Main: the current first-level menu's categories and dishes. */
export function MenuView({ lite = false }: { lite?: boolean }) {
  useSignals();
  const intl = useIntl();
  const navigate = useNavigate();
  const { tableId, orderTab, language } = clientState.value;
  const menuId = orderTab?.menuList[0]?.main_group_id;

  useEffect(() => {
    if (tableId === null) {
      notifications.warning(intl.formatMessage({ id: 'menu.tableMissing' }));
      navigate('/Home', { replace: true });
      return;
    }
    if (!menuId) {
      notifications.warning(intl.formatMessage({ id: 'menu.selectMenu' }));
      navigate(lite ? '/LiteHome' : '/Home', { replace: true });
      return;
    }
    void loadRestaurant().catch(() => undefined);
    void loadMenu(menuId);
  }, [tableId, menuId, lite, navigate, intl]);

  const menu = currentMenu.value;
  const category = categories.value.find((c) => c.dmi_slu_id === selectedCategory.value);

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <h1 className={styles.title}>{menu ? localizedText(menu.name_i18n, language, menu.main_group_name) : intl.formatMessage({ id: 'common.loading' })}</h1>
        <nav className={styles.tabs} aria-label={intl.formatMessage({ id: 'menu.categories' })}>
          {categories.value.map((c) => (
            <button
              key={c.dmi_slu_id}
              type="button"
              className={styles.tab}
              aria-current={c.dmi_slu_id === selectedCategory.value}
              onClick={() => (selectedCategory.value = c.dmi_slu_id)}
            >
              {localizedText(c.name_i18n, language, c.dmi_slu_name)}
            </button>
          ))}
        </nav>
      </header>
      {menuFailed.value && (
        <div className={styles.message} role="alert">
          <p>
            <FormattedMessage id="menu.loadFailed" />
          </p>
          {menuId && <Button onPress={() => void loadMenu(menuId)}>{intl.formatMessage({ id: 'common.retry' })}</Button>}
        </div>
      )}
      {category && (
        <section className={styles.grid} aria-label={localizedText(category.name_i18n, language, category.dmi_slu_name)}>
          {category.menu_item.map((d) => {
            const name = localizedText(d.item_i18n, language, d.item_name1);
            return (
              <article key={d.menu_item_id} className={styles.dish}>
                <div className={styles.thumb}>
                  <Picture src={`/menu_pic/${d.menu_item_id}_s.jpg`} alt={name} />
                </div>
                <div className={styles.dishBody}>
                  <h2 className={styles.dishName}>{name}</h2>
                  <Price amount={d.price_1} currency={currency.value} />
                </div>
              </article>
            );
          })}
        </section>
      )}
    </div>
  );
}
