import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Sheet } from '../../../ui/Sheet/Sheet';
import { Button } from '../../../ui/Button/Button';
import { Picture } from '../../../ui/Picture/Picture';
import { Price } from '../../../ui/Price/Price';
import { formatLocalizedPrice } from '../../../core/price/localized';
import { QuantityStepper } from '../../../ui/QuantityStepper/QuantityStepper';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import {
  canIncrementCourse,
  defaultSelection,
  failingGroups,
  localDishLimitOn,
  setMenuTotal,
  stepCourse,
} from '../../../core';
import type { CourseGroup, SetMenuSelection } from '../../../core';
import type { CourseGroup as WireCourseGroup } from '../../../protocol/http';
import { api, clientLanguage, clientState, emitSocket } from '../../../lib/session';
import { currency, settings } from '../../../lib/restaurant';
import { cart } from '../../cart';
import { localizedName } from '../../../core/locale/localized-name';
import type { MenuDish } from '../menu-store';
import * as styles from './SetMenuDialog.css';

/** A course group as `GET /api/v3/dish/course` lists it, read by core's set-menu rules (0/1 flags). */
export type CourseGroupRow = WireCourseGroup & CourseGroup;

/** Puts a chosen set menu into the diner's cart line by line (the cart channel's `setMeal`). */
function addSetMenuToCart(dish: MenuDish, selection: SetMenuSelection): void {
  const { tableId, orderTab } = clientState.value;
  const setMeal: Record<string, Record<string, number>> = {};
  for (const [group, chosen] of Object.entries(selection)) {
    const units = Object.fromEntries(
      Object.entries(chosen)
        .filter(([, n]) => n > 0)
        .map(([id, n]) => [id, n]),
    );
    if (Object.keys(units).length) setMeal[group] = units;
  }
  emitSocket('/cart2/update', {
    cartFind: {
      ...(tableId !== null ? { tableId } : {}),
      ...(cart.value ? { id: cart.value.id } : {}),
      ...(orderTab?.orderId ? { orderId: orderTab.orderId } : {}),
    },
    mathSymbol: 0,
    dish: { id: dish.menu_item_id, originId: dish.menu_item_id, setMeal, dishType: 1 },
    action: { type: 0, state: 0 },
  });
}

export interface SetMenuDialogProps {
  dish: MenuDish;
  dishName: string;
  onClose: () => void;
}

/** The set-menu dialog: course groups with their dishes, each group's rule, and a confirm showing the total. */
export function SetMenuDialog({ dish, dishName, onClose }: SetMenuDialogProps) {
  const intl = useIntl();
  const language = clientLanguage.value;
  const localLimit = localDishLimitOn(settings.value);
  const [groups, setGroups] = useState<CourseGroupRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [selection, setSelection] = useState<SetMenuSelection>({});
  const [showFailing, setShowFailing] = useState(false);
  const groupRefs = useRef(new Map<number, HTMLElement>());

  useEffect(() => {
    let live = true;
    api<CourseGroupRow[]>(`/api/v3/dish/course?menu_item_id=${dish.menu_item_id}`)
      .then((g) => {
        if (!live) return;
        setGroups(g);
        setSelection(defaultSelection(g, localLimit));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [dish.menu_item_id, localLimit]);

  const failing = useMemo(
    () => (groups ? failingGroups(groups, selection, localLimit) : []),
    [groups, selection, localLimit],
  );
  const failingIds = new Set(failing.map((f) => f.groupId));
  const total = groups ? setMenuTotal(dish.price_1, groups, selection) : dish.price_1;

  const confirm = (close: () => void) => {
    if (!groups) return;
    const first = failing[0];
    if (first) {
      setShowFailing(true);
      groupRefs.current.get(first.groupId)?.scrollIntoView({ block: 'start' });
      return;
    }
    addSetMenuToCart(dish, selection);
    close();
  };

  return (
    <Sheet
      title={dishName}
      subtitle={intl.formatMessage({ id: 'setMenu.subtitle' })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <Button
          variant="primary"
          fullWidth
          isDisabled={!groups}
          aria-disabled={failing.length > 0 || undefined}
          onPress={() => confirm(close)}
        >
          {total > 0
            ? intl.formatMessage(
                { id: 'setMenu.confirm' },
                { total: formatLocalizedPrice(total, intl.locale, currency.value) },
              )
            : intl.formatMessage({ id: 'setMenu.confirmIncluded' })}
        </Button>
      )}
    >
      {failed && (
        <EmptyState icon="warning" title={intl.formatMessage({ id: 'menu.loadFailed' })} />
      )}
      {!groups && !failed && (
        <Skeleton variant="list" count={4} label={intl.formatMessage({ id: 'common.loading' })} />
      )}
      {groups?.map((group) => {
        const bad = failing.find((f) => f.groupId === group.course_group_id);
        const chosen = selection[group.course_group_id] ?? {};
        const count = Object.values(chosen).reduce((a, b) => a + b, 0);
        const rule = group.is_must
          ? intl.formatMessage({ id: 'setMenu.required' }, { n: group.choose_num || 1 })
          : intl.formatMessage({ id: 'setMenu.optional' }, { n: Math.max(1, group.choose_num) });
        return (
          <section
            key={group.course_group_id}
            ref={(el) => {
              if (el) groupRefs.current.set(group.course_group_id, el);
            }}
            className={styles.group}
            data-failing={showFailing && failingIds.has(group.course_group_id) ? 'true' : undefined}
            aria-labelledby={`course-${group.course_group_id}`}
          >
            <header className={styles.groupHead}>
              <h3 id={`course-${group.course_group_id}`} className={styles.groupName}>
                {localizedName(group.name_i18n, language, group.course_group_name)}
              </h3>
              <span className={styles.rule}>{rule}</span>
              <span className={styles.progress} data-bad={bad ? 'true' : undefined}>
                {bad?.reason === 'required' && showFailing
                  ? intl.formatMessage({ id: 'setMenu.requiredShort' })
                  : (bad?.progress ?? `${count}`)}
              </span>
            </header>
            <ul className={styles.entries}>
              {group.course_detail.map((entry) => {
                const name = localizedName(entry.item_i18n, language, entry.item_name1);
                const value = chosen[entry.menu_item_id] ?? 0;
                const bargain = (entry.bargain_stype ?? 0) > 0;
                const canAdd =
                  canIncrementCourse(group, selection, entry.menu_item_id, localLimit) &&
                  entry.sold_out !== 1;
                return (
                  <li key={entry.menu_item_id} className={styles.entry}>
                    <div className={styles.thumb}>
                      <Picture src={`/menu_pic/${entry.item_id}_s.jpg`} alt={name} />
                    </div>
                    <div className={styles.entryText}>
                      <span className={styles.entryName}>{name}</span>
                      {entry.price > 0 && (
                        <span className={styles.extra}>
                          + <Price amount={entry.price} currency={currency.value} size="sm" />
                        </span>
                      )}
                    </div>
                    <QuantityStepper
                      size="compact"
                      value={value}
                      dishName={name}
                      isDisabled={bargain || entry.sold_out === 1}
                      max={canAdd ? value + 1 : value}
                      onChange={(next) =>
                        setSelection((s) =>
                          stepCourse(
                            group,
                            s,
                            entry.menu_item_id,
                            next > value ? 1 : -1,
                            localLimit,
                          ),
                        )
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </Sheet>
  );
}
