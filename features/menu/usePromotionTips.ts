import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSignals } from '@preact/signals-react/runtime';
import { MARKETING_TIP_SHOWN_MS, tipName } from '../../core';
import { localizedName } from '../../locales';
import { clientState } from '../session';
import { setting } from '../restaurant';
import { notifications } from '../notify';
import { connectMarketing } from './marketing';
import { displayedName, nameFieldOf } from './menu-logic';

/**
 * MARKETING while the ordering page is open: promotions' stock stays true on the menu, and when
 * one the diner can see runs low or sells out, a tip names it for 3 s, at most one every 5 s
 * (ordering.md §9).
 */
export function usePromotionTips(): void {
  useSignals();
  const intl = useIntl();
  const language = clientState.value.language;
  const nameField = nameFieldOf(setting('show-item-name1-or-item-name2'));
  useEffect(
    () =>
      connectMarketing(({ dish, left }) => {
        const name = tipName(
          localizedName(dish.item_i18n, language, displayedName(dish, nameField)),
        );
        const text = intl.formatMessage(
          { id: left > 0 ? 'menuPage.promotionLeft' : 'menuPage.promotionSoldOut' },
          { count: left, name },
        );
        notifications.info(text, { duration: MARKETING_TIP_SHOWN_MS });
      }),
    [intl, language, nameField],
  );
}
