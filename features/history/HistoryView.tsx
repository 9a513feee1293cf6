import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { VirtualList } from '../../ui/VirtualList/VirtualList';
import { useKeepClearOfNotifications } from '../../ui/Notifications/clearance';
import { Price } from '../../ui/Price/Price';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs/Tabs';
import { clientApprovalStatus, clientLanguage } from '../../lib/session';
import { currency } from '../../lib/restaurant';
import { CondimentChoiceDialog, condimentName } from '../cart';
import { decodeCartText } from '../../core';
import { localizedName } from '../../core/locale/localized-name';
import {
  ALL_HISTORY_TAB,
  addAgainWith,
  againChoice,
  closeAgainChoice,
  chooseHistoryTab,
  chosenHistoryTabKey,
  historyFailed,
  historyLoading,
  historyTabKey,
  historyTabs,
  loadHistory,
  makeStatus,
  orderAgain,
  orderHistory,
  visibleSections,
  visibleTotals,
  type HistoryDishView,
  type HistoryTab,
  type MakeStatus,
} from './history-store';
import * as styles from './HistoryView.css';

/** Row heights of the history list (ordering.md §2 Order history). */
export const HISTORY_ROW = 96;
export const HISTORY_FIRST_TITLE = 58;
export const HISTORY_TITLE = 40;
export const HISTORY_CONTENT_LINE = 20;

type Row =
  | { kind: 'title'; key: string; label: string; quantity: number; first: boolean }
  | { kind: 'dish'; key: string; dish: HistoryDishView; readOnly: boolean };

const statuses: readonly MakeStatus[] = [
  'waiting',
  'made',
  'served',
  'paused',
  'cancelled',
] as const;

export interface HistoryViewProps {
  /** False outside business time: the add-again buttons are disabled (ordering.md §5). */
  isBusinessTime?: boolean;
}

/** The order history view of /Main: tabs per round plus waiter, devices and extra charges. */
export function HistoryView({ isBusinessTime = true }: HistoryViewProps) {
  const intl = useIntl();
  const [legendOpen, setLegendOpen] = useState(false);
  const cur = currency.value;
  const blocked = clientApprovalStatus.value === 'REVIEW';
  const headerRef = useRef<HTMLElement>(null);
  useKeepClearOfNotifications(headerRef);

  useEffect(() => {
    void loadHistory();
  }, []);

  const tabLabel = (t: HistoryTab) =>
    t.kind === 'round'
      ? intl.formatMessage({ id: 'history.round' }, { turn: t.turn })
      : intl.formatMessage({ id: `history.${t.kind}` });

  const rows: Row[] = [];
  visibleSections.value.forEach(({ source, section }, i) => {
    const label =
      source === 'round'
        ? intl.formatMessage({ id: 'history.round' }, { turn: section.turn })
        : intl.formatMessage({ id: `history.${source}` });
    rows.push({
      kind: 'title',
      key: `${source}-${section.turn}`,
      label,
      quantity: section.quantity,
      first: i === 0,
    });
    for (const d of section.dishes)
      rows.push({
        kind: 'dish',
        key: String(d.order_detail_id),
        dish: d,
        readOnly: source !== 'round',
      });
  });

  const rowHeight = (r: Row | undefined) => {
    if (!r) return HISTORY_ROW;
    if (r.kind === 'title') return r.first ? HISTORY_FIRST_TITLE : HISTORY_TITLE;
    const lines = r.dish.contents.length + (chosen(r.dish).length > 0 ? 1 : 0);
    return HISTORY_ROW + lines * HISTORY_CONTENT_LINE;
  };

  /** The condiments chosen for the dish and its remark, in the diner's language. */
  const chosen = (d: HistoryDishView): string[] => {
    const language = clientLanguage.value;
    const condiments = Array.isArray(d.condiments) ? (d.condiments as { name?: unknown }[]) : [];
    return [
      ...condiments.flatMap((c) =>
        typeof c?.name === 'string' ? [condimentName(decodeCartText(c.name), language)] : [],
      ),
      decodeCartText(d.remark),
    ].filter(Boolean);
  };

  const render = (r: Row) => {
    if (r.kind === 'title') {
      return (
        <div className={styles.title}>
          <span>{r.label}</span>
          <span>{intl.formatMessage({ id: 'cart.units' }, { count: r.quantity })}</span>
        </div>
      );
    }
    const d = r.dish;
    const st = makeStatus(d.is_make);
    const language = clientLanguage.value;
    const name = localizedName(d.name_i18n, language, d.item_name1 || d.item_name2);
    return (
      <div className={styles.dish}>
        <div>
          <p className={styles.dishName}>
            {name} × {d.quantity}
          </p>
          <div className={styles.meta}>
            <span className={`${styles.status} ${styles.statusTone[st]}`}>
              {intl.formatMessage({ id: `history.status.${st}` })}
            </span>
            {d.customer_name && (
              <span>{intl.formatMessage({ id: 'cart.customer' }, { id: d.customer_name })}</span>
            )}
            <Price amount={d.product_price} currency={cur} size="sm" />
            {d.excess_count > 0 && (
              <span>
                {intl.formatMessage({ id: 'cart.excessEach' }, { count: d.excess_count })}
              </span>
            )}
          </div>
          {chosen(d).length > 0 && <div className={styles.meta}>{chosen(d).join(' · ')}</div>}
          {d.contents.length > 0 && (
            <div className={styles.meta}>
              {d.contents
                .map((c) => `${localizedName(c.name_i18n, language, c.item_name1)} × ${c.quantity}`)
                .join(', ')}
            </div>
          )}
        </div>
        {!r.readOnly && d.menu_item_id !== null && (
          <Button
            variant="ghost"
            isDisabled={!isBusinessTime || blocked}
            aria-label={intl.formatMessage({ id: 'history.addAgainDish' }, { dish: name })}
            onPress={() => orderAgain(d, name)}
          >
            {intl.formatMessage({ id: 'history.addAgain' })}
          </Button>
        )}
      </div>
    );
  };

  const tabs = historyTabs.value;
  // Only the chosen tab's panel is drawn: each panel holds the same list, filtered by the store.
  const list = (
    <div className={styles.list}>
      {historyLoading.value && !orderHistory.value ? (
        <p className={styles.center} role="status">
          {intl.formatMessage({ id: 'common.loading' })}
        </p>
      ) : historyFailed.value && !orderHistory.value ? (
        <div className={styles.center}>
          <p>{intl.formatMessage({ id: 'history.failed' })}</p>
          <Button onPress={() => void loadHistory()}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
        </div>
      ) : (
        <VirtualList
          items={rows}
          aria-label={intl.formatMessage({ id: 'history.title' })}
          estimateSize={(i) => rowHeight(rows[i])}
          measureRows
          overscan={10}
          getItemKey={(r) => r.key}
          isSectionTitle={(r) => r.kind === 'title'}
          renderItem={render}
          emptyState={
            <p className={styles.center}>{intl.formatMessage({ id: 'history.empty' })}</p>
          }
        />
      )}
    </div>
  );
  return (
    <section className={styles.page} aria-labelledby="history-heading">
      <header className={styles.header} ref={headerRef}>
        <h1 id="history-heading" className={styles.heading}>
          {intl.formatMessage({ id: 'history.title' })}
        </h1>
        <Button variant="ghost" size="sm" onPress={() => setLegendOpen(true)}>
          {intl.formatMessage({ id: 'history.legend' })}
        </Button>
      </header>
      {tabs.length > 1 ? (
        <Tabs
          className={styles.tabs}
          selectedKey={chosenHistoryTabKey.value}
          onSelectionChange={(key) => chooseHistoryTab(String(key))}
        >
          <TabList
            className={styles.tabList}
            aria-label={intl.formatMessage({ id: 'history.tabs' })}
          >
            <Tab id={ALL_HISTORY_TAB}>{intl.formatMessage({ id: 'cart.filterAll' })}</Tab>
            {tabs.map((t) => (
              <Tab key={historyTabKey(t)} id={historyTabKey(t)}>
                {tabLabel(t)}
              </Tab>
            ))}
          </TabList>
          {[ALL_HISTORY_TAB, ...tabs.map(historyTabKey)].map((key) => (
            <TabPanel key={key} id={key} className={styles.panel}>
              {list}
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        list
      )}
      <footer className={styles.footer}>
        <span>
          {intl.formatMessage({ id: 'cart.total' })} ·{' '}
          {intl.formatMessage({ id: 'cart.units' }, { count: visibleTotals.value.quantity })}
        </span>
        <Price amount={visibleTotals.value.amount} currency={cur} size="lg" weight="bold" />
      </footer>
      <CondimentChoiceDialog
        dish={againChoice.value}
        onClose={closeAgainChoice}
        onAdd={addAgainWith}
      />
      <Dialog
        isOpen={legendOpen}
        onOpenChange={setLegendOpen}
        title={intl.formatMessage({ id: 'history.legend' })}
      >
        <ul className={styles.legend}>
          {statuses.map((s) => (
            <li key={s}>
              <span className={`${styles.status} ${styles.statusTone[s]}`}>
                {intl.formatMessage({ id: `history.status.${s}` })}
              </span>{' '}
              {intl.formatMessage({ id: `history.statusHelp.${s}` })}
            </li>
          ))}
        </ul>
      </Dialog>
    </section>
  );
}
