import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import { Dialog } from '../../../ui/Dialog/Dialog';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ToggleChip } from '../../../ui/ToggleChip/ToggleChip';
import type { KitchenRound } from '../../../protocol';
import { settings } from '../../../lib/restaurant';
import { kitchenThresholdsOf } from '../../../core/settings/catalog';
import {
  IS_MAKE_OF,
  allDay,
  condimentName,
  dishState,
  remarkText,
  stationsOf,
  ticketAge,
  ticketsFor,
  type DishState,
  type KitchenDish,
} from '../kitchen';
import {
  bumpTicket,
  bumpedTickets,
  floorTables,
  kitchenRounds,
  recallTicket,
  setDishStatus,
} from '../staff-store';
import { clock, since, useNow } from '../use-now';
import { dishName } from '../names';
import { clientLanguage } from '../../../lib/session';
import * as styles from './KitchenView.css';

const STATES: DishState[] = ['todo', 'made', 'served', 'paused', 'cancelled'];

function Ticket({
  round,
  now,
  bumped,
  onDish,
}: {
  round: KitchenRound;
  now: number;
  bumped: boolean;
  onDish: (d: KitchenDish) => void;
}) {
  const intl = useIntl();
  const language = clientLanguage.value;
  const age = ticketAge(round.submittedAt, now, kitchenThresholdsOf(settings.value));
  const table =
    floorTables.value.find((x) => x.table_id === round.tableId)?.table_name ?? `#${round.tableId}`;
  return (
    <article
      className={`${styles.ticket} ${styles.age[age]}`}
      aria-label={intl.formatMessage({ id: 'staff.kitchen.ticket' }, { table, turn: round.turn })}
    >
      <header className={`${styles.head} ${styles.headTone[age]}`}>
        <span>
          {table} · {intl.formatMessage({ id: 'staff.floor.round' }, { turn: round.turn })}
        </span>
        <span className={styles.ageClock}>{clock(since(round.submittedAt, now))}</span>
      </header>
      <ul className={styles.dishes}>
        {round.dishes.map((d) => {
          const state = dishState(d.is_make);
          const condiments = (d.condiments ?? []).map(condimentName).filter(Boolean);
          const remark = remarkText(d);
          return (
            <li key={d.order_detail_id}>
              <Button
                variant="secondary"
                className={`${styles.dish} ${styles.dishState[state]}`}
                onPress={() => onDish(d)}
              >
                <span>
                  {d.quantity} × {dishName(d, language)}
                </span>
                {d.excess_count > 0 && (
                  <span className={styles.note}>
                    {intl.formatMessage({ id: 'staff.kitchen.excess' }, { count: d.excess_count })}
                  </span>
                )}
                {condiments.length > 0 && (
                  <span className={styles.note}>{condiments.join(', ')}</span>
                )}
                {remark && <span className={styles.note}>“{remark}”</span>}
                {d.contents.map((c, i) => (
                  <span key={i} className={styles.sub}>
                    {c.quantity} × {dishName(c, language)}
                  </span>
                ))}
                <span className={styles.sub}>
                  {intl.formatMessage({ id: `staff.kitchen.state.${state}` })}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      <footer className={styles.foot}>
        {bumped ? (
          <Button variant="secondary" fullWidth onPress={() => void recallTicket(round.requestKey)}>
            {intl.formatMessage({ id: 'staff.kitchen.recall' })}
          </Button>
        ) : (
          <Button fullWidth onPress={() => void bumpTicket(round.requestKey)}>
            {intl.formatMessage({ id: 'staff.kitchen.bump' })}
          </Button>
        )}
      </footer>
    </article>
  );
}

/**
 * The kitchen display: a ticket per sent round, oldest first, coloured by age; a station shows
 * only its print class; "all day" totals what is still to make; a tapped dish takes a status.
 */
export function KitchenView() {
  const intl = useIntl();
  const now = useNow();
  const language = clientLanguage.value;
  const rounds = kitchenRounds.value;
  const bumped = bumpedTickets.value;
  const [station, setStation] = useState<string | null>(null);
  const [showBumped, setShowBumped] = useState(false);
  const [dish, setDish] = useState<KitchenDish | null>(null);
  const stations = stationsOf(rounds);
  const tickets = ticketsFor(rounds, bumped, station, showBumped);
  const totals = allDay(rounds, bumped, station, (d) => dishName(d, language));
  return (
    <>
      <div
        className={styles.bar}
        role="group"
        aria-label={intl.formatMessage({ id: 'staff.kitchen.stations' })}
      >
        <ToggleChip isSelected={station === null} onChange={() => setStation(null)}>
          {intl.formatMessage({ id: 'staff.kitchen.allStations' })}
        </ToggleChip>
        {stations.map((s) => (
          <ToggleChip key={s} isSelected={station === s} onChange={() => setStation(s)}>
            {intl.formatMessage({ id: 'staff.kitchen.station' }, { name: s })}
          </ToggleChip>
        ))}
        <ToggleChip isSelected={showBumped} onChange={setShowBumped}>
          {intl.formatMessage({ id: 'staff.kitchen.bumped' })}
        </ToggleChip>
      </div>
      <div className={styles.layout}>
        {tickets.length === 0 ? (
          <EmptyState
            title={intl.formatMessage({
              id: showBumped ? 'staff.kitchen.noneBumped' : 'staff.kitchen.none',
            })}
          />
        ) : (
          <div className={styles.tickets}>
            {tickets.map((r) => (
              <Ticket key={r.requestKey} round={r} now={now} bumped={showBumped} onDish={setDish} />
            ))}
          </div>
        )}
        <aside className={styles.allDay} aria-labelledby="staff-all-day">
          <h2 id="staff-all-day" className={styles.allDayTitle}>
            {intl.formatMessage({ id: 'staff.kitchen.allDay' })}
          </h2>
          <ul className={styles.allDayList}>
            {totals.map((x) => (
              <li key={x.name} className={styles.allDayRow}>
                <span>{x.name}</span>
                <span className={styles.qty}>{x.quantity}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      {dish && (
        <Dialog
          isOpen
          onOpenChange={(open) => !open && setDish(null)}
          title={`${dish.quantity} × ${dishName(dish, language)}`}
        >
          <div className={styles.statusGrid}>
            {STATES.map((s) => (
              <Button
                key={s}
                variant={dishState(dish.is_make) === s ? 'primary' : 'secondary'}
                fullWidth
                onPress={() => {
                  const id = dish.order_detail_id;
                  setDish(null);
                  void setDishStatus(id, IS_MAKE_OF[s]);
                }}
              >
                {intl.formatMessage({ id: `staff.kitchen.state.${s}` })}
              </Button>
            ))}
          </div>
        </Dialog>
      )}
    </>
  );
}
