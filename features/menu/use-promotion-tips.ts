import { useEffect } from 'react';
import { computed } from '@preact/signals-react';
import { useIntl } from 'react-intl';
import { MARKETING_TIP_SHOWN_MS, nameFieldOf, tipName } from '../../core';
import { localizedName } from '../../core/locale/localized-name';
import { clientLanguage } from '../../lib/session';
import { settings } from '../../lib/restaurant';
import { notifications } from '../../lib/notify';
import { connectMarketing } from './marketing';
import { displayedName } from './menu-logic';
import { inOwnTask } from '../../ui/Deferred/Deferred';

/** The name field alone: the page calling the hook renders again when it changes only. */
const tipNameField = computed(() => nameFieldOf(settings.value));

/**
 * MARKETING while the ordering page is open: promotions' stock stays true on the menu, and when
 * one the diner can see runs low or sells out, a tip names it for 3 s, at most one every 5 s
 * (ordering.md §9).
 */
export function usePromotionTips(): void {
  const intl = useIntl();
  const language = clientLanguage.value;
  const nameField = tipNameField.value;
  // In a task of its own: its first subscription makes the socket, which is no part of drawing
  // the page that mounts it (see inOwnTask).
  useEffect(
    () =>
      inOwnTask(() =>
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
      ),
    [intl, language, nameField],
  );
}
