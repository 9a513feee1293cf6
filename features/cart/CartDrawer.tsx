import { useState } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'react-aria';
import { Sheet } from '../../ui/Sheet/Sheet';
import { VirtualList } from '../../ui/VirtualList/VirtualList';
import { QuantityStepper } from '../../ui/QuantityStepper/QuantityStepper';
import { Price } from '../../ui/Price/Price';
import { Button } from '../../ui/Button/Button';
import { Icon } from '../../ui/icons/Icon';
import { ToggleChip } from '../../ui/ToggleChip/ToggleChip';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { decodeCartText, excessAndCondimentsText, linesTotals, type CartDish } from '../../core';
import { clientState, updateClientState } from '../../lib/session';
import { currency } from '../../lib/restaurant';
import { localizedName } from '../../core/locale/localized-name';
import {
  addOneToLine,
  answerConfirmation,
  cartCustomers,
  cartLines,
  cartOpen,
  clearCart,
  closeCart,
  confirmation,
  editLockedNow,
  mayEditLine,
  myCustomer,
  otherSubmitting,
  removeOne,
  ruleConfig,
  setCondimentsAndRemark,
  submitCart,
  submitting,
} from './cart-store';
import { LineEditor } from './LineEditor';
import { condimentName } from './condiments';
import type { Language } from '../../core/locale/language';
import * as styles from './CartDrawer.css';

/** Row heights of the cart list (ordering.md §2 Cart drawer). */
export const CART_ROW_BASE = 81;
export const CART_ROW_DETAIL = 32;
export const CART_ROW_EXCESS = 24;
export const CART_ROW_SET_MEAL = 20;

/** The estimated height of a cart row: 81, +32 with condiments or remark, +24 with excess price, +20 per set-meal group. */
export function cartRowHeight(line: CartDish): number {
  let h = CART_ROW_BASE;
  if (line.condiments.length > 0 || line.remark) h += CART_ROW_DETAIL;
  if (excessAndCondimentsText(line)) h += CART_ROW_EXCESS;
  if (line.dishType === 1) h += CART_ROW_SET_MEAL * line.setMealGroups.length;
  return h;
}

function lineDetail(line: CartDish, language: Language): string {
  return [
    ...line.condiments.map((c) => condimentName(decodeCartText(c.name), language)),
    decodeCartText(line.remark),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The cart drawer (ordering.md §2): the table's shared cart, filtered by diner, with +/− and the
 * options editor on the diner's own lines, +1 on the others', totals, clear and submit.
 */
export function CartDrawer() {
  const intl = useIntl();
  // Chosen condiments show in the diner's language, which the condiment list carries.
  const [filterChoice, setFilter] = useState<string | null>(null);
  const [editing, setEditing] = useState<CartDish | null>(null);
  const [ask, setAsk] = useState<'clear' | 'submit' | null>(null);
  const me = myCustomer.value;
  // Autonomous diners each send their own round: the drawer opens on their own lines.
  const filter = filterChoice ?? (ruleConfig.value.autonomous ? me : 'ALL');
  const { language, tableName } = clientState.value;
  const lines =
    filter === 'ALL' ? cartLines.value : cartLines.value.filter((l) => l.userId === filter);
  const totals = linesTotals(lines);
  const allTotals = linesTotals(cartLines.value);
  // The small tip about the other diners' dishes (ordering.md §2), until the diner closes it.
  const hasOthers = cartLines.value.some((l) => l.userId !== me);
  // With autonomous ordering the table-wide "All" view is for reading (ordering.md §2).
  const hideSubmit = ruleConfig.value.autonomous && filter === 'ALL';
  const customers = cartCustomers.value.includes(me)
    ? cartCustomers.value
    : [me, ...cartCustomers.value];
  const c = confirmation.value;
  const cur = currency.value;

  const row = (line: CartDish) => {
    const name = localizedName(line.name_i18n, language, line.name);
    const mine = line.userId === me;
    const detail = lineDetail(line, language);
    const extra = excessAndCondimentsText(line);
    return (
      <div className={styles.row} style={{ minHeight: cartRowHeight(line) }}>
        <div>
          <p className={styles.name}>{name}</p>
          <div className={styles.meta}>
            <span className={styles.owner}>
              {mine
                ? intl.formatMessage({ id: 'cart.me' }, { id: line.userId })
                : intl.formatMessage({ id: 'cart.customer' }, { id: line.userName || line.userId })}
            </span>
            {line.originPrice > 0 ? (
              <Price amount={line.originPrice} currency={cur} size="sm" />
            ) : (
              <span>{intl.formatMessage({ id: 'menuPage.included' })}</span>
            )}
          </div>
        </div>
        <div className={styles.actions}>
          {mine ? (
            <>
              <Button variant="ghost" onPress={() => mayEditLine() && setEditing(line)}>
                <Icon name="edit" size="sm" label={false} />
                <VisuallyHidden>
                  {intl.formatMessage({ id: 'cart.edit' }, { dish: name })}
                </VisuallyHidden>
              </Button>
              <QuantityStepper
                value={line.totalNum}
                dishName={name}
                isDisabled={submitting.value}
                onChange={(n) => (n > line.totalNum ? addOneToLine(line) : removeOne(line))}
              />
            </>
          ) : (
            <>
              <span className={styles.meta}>× {line.totalNum}</span>
              <Button variant="ghost" onPress={() => addOneToLine(line)}>
                <span aria-hidden="true">+1</span>
                <VisuallyHidden>
                  {intl.formatMessage({ id: 'cart.addOne' }, { dish: name })}
                </VisuallyHidden>
              </Button>
            </>
          )}
        </div>
        {detail && <div className={styles.detail}>{detail}</div>}
        {extra && (
          <div className={styles.excess}>
            {line.excessedNum > 0
              ? intl.formatMessage({ id: 'cart.excessEach' }, { count: line.excessedNum }) + ' · '
              : ''}
            {`+${cur}${extra.replace(/^\+/, '')}`}
          </div>
        )}
        {line.dishType === 1 &&
          line.setMealGroups.map((g) => (
            <div
              key={g.groupId}
              className={styles.detail}
              aria-label={intl.formatMessage({ id: 'cart.setMeal' })}
            >
              {g.groupName}: {g.items.map((i) => `${i.name} × ${i.totalNum}`).join(', ')}
            </div>
          ))}
      </div>
    );
  };

  return (
    <>
      <Sheet
        isOpen={cartOpen.value}
        onOpenChange={(open) => !open && closeCart()}
        title={intl.formatMessage({ id: 'cart.title' })}
        subtitle={tableName}
        hasCloseButton={!hideSubmit}
        headerActions={
          <Button
            variant="ghost"
            size="sm"
            isDisabled={!cartLines.value.some((l) => l.userId === me)}
            onPress={() => setAsk('clear')}
          >
            {intl.formatMessage({ id: 'cart.clearMine' })}
          </Button>
        }
        footer={
          <div className={styles.footer}>
            <div className={styles.total}>
              <span>
                {intl.formatMessage({ id: 'cart.total' })} ·{' '}
                {intl.formatMessage({ id: 'cart.units' }, { count: totals.totalNum })}
              </span>
              <Price amount={totals.totalPrice} currency={cur} size="lg" weight="bold" />
            </div>
            {!hideSubmit && (
              <Button
                isPending={submitting.value}
                isDisabled={allTotals.totalNum === 0 || otherSubmitting.value}
                onPress={() => setAsk('submit')}
              >
                {intl.formatMessage({ id: 'cart.submit' })}
              </Button>
            )}
          </div>
        }
      >
        <div
          className={styles.filters}
          role="group"
          aria-label={intl.formatMessage({ id: 'cart.filterLabel' })}
        >
          {['ALL', ...customers].map((id) => (
            <ToggleChip key={id} isSelected={filter === id} onChange={() => setFilter(id)}>
              {id === 'ALL'
                ? intl.formatMessage({ id: 'cart.filterAll' })
                : id === me
                  ? intl.formatMessage({ id: 'cart.me' }, { id })
                  : intl.formatMessage({ id: 'cart.customer' }, { id })}
            </ToggleChip>
          ))}
        </div>
        {hasOthers && !clientState.value.othersTipDismissed && (
          <div className={styles.tip} role="note">
            <p className={styles.tipText}>{intl.formatMessage({ id: 'cart.othersTip' })}</p>
            <Button
              variant="ghost"
              size="sm"
              onPress={() => updateClientState({ othersTipDismissed: true })}
            >
              {intl.formatMessage({ id: 'cart.othersTipDismiss' })}
            </Button>
          </div>
        )}
        {otherSubmitting.value && !submitting.value && (
          <p className={styles.notice} role="status">
            {intl.formatMessage({ id: 'cart.otherSubmitting' })}
          </p>
        )}
        <VirtualList
          items={lines}
          aria-label={intl.formatMessage({ id: 'cart.title' })}
          estimateSize={(i) => (lines[i] ? cartRowHeight(lines[i]) : CART_ROW_BASE)}
          measureRows
          getItemKey={(l) => l.id}
          height="min(52vh, 440px)"
          renderItem={row}
          emptyState={
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{intl.formatMessage({ id: 'cart.empty' })}</p>
              <p>{intl.formatMessage({ id: 'cart.emptyHint' })}</p>
            </div>
          }
        />
      </Sheet>
      <LineEditor
        line={editing}
        isLocked={editLockedNow}
        onSave={setCondimentsAndRemark}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        isOpen={ask === 'clear'}
        variant="critical"
        title={intl.formatMessage({ id: 'cart.confirmClearTitle' })}
        message={intl.formatMessage({ id: 'cart.confirmClear' })}
        confirmLabel={intl.formatMessage({ id: 'cart.clear' })}
        onConfirm={() => {
          setAsk(null);
          clearCart();
        }}
        onCancel={() => setAsk(null)}
      />
      <ConfirmDialog
        isOpen={ask === 'submit'}
        title={intl.formatMessage({ id: 'cart.confirmSubmitTitle' })}
        message={intl.formatMessage({ id: 'cart.confirmSubmit' }, { count: allTotals.totalNum })}
        confirmLabel={intl.formatMessage({ id: 'cart.send' })}
        onConfirm={() => {
          setAsk(null);
          submitCart();
        }}
        onCancel={() => setAsk(null)}
      />
      <ConfirmDialog
        isOpen={c !== null}
        title={intl.formatMessage(
          {
            id:
              c?.kind === 'excess'
                ? 'cart.confirmExcessTitle'
                : c?.kind === 'oneTurn'
                  ? 'cart.confirmOneTurnTitle'
                  : 'cart.confirmDuplicateTitle',
          },
          { dish: c?.kind === 'duplicate' ? c.dishName : '' },
        )}
        message={
          c?.kind === 'excess'
            ? intl.formatMessage({ id: 'cart.confirmExcess' })
            : c?.kind === 'oneTurn'
              ? intl.formatMessage(
                  { id: 'cart.confirmOneTurn' },
                  { count: c.count, limit: c.limit },
                )
              : c?.kind === 'duplicate'
                ? intl.formatMessage(
                    { id: 'cart.confirmDuplicate' },
                    { count: c.count, dish: c.dishName },
                  )
                : ''
        }
        confirmLabel={intl.formatMessage({
          id: c?.kind === 'duplicate' ? 'cart.add' : 'cart.send',
        })}
        onConfirm={() => answerConfirmation(true)}
        onCancel={() => answerConfirmation(false)}
      />
    </>
  );
}
