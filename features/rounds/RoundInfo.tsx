import { TAKEAWAY_TABLE_ID } from '../../core';
import { TableInfoWindow } from '../../ui/TableInfoWindow/TableInfoWindow';
import { clientPersons, clientTableId, clientTableName } from '../../lib/session';
import { ruleConfig } from '../cart';
import { roundState, secondsLeft } from './round-store';

/**
 * The floating table info window fed with the round state (ordering.md §2, §4 Rounds).
 * `isBusinessTime` false (the kitchen has closed) stops the countdown, as the last round does.
 */
export function RoundInfo({
  className,
  isBusinessTime = true,
}: {
  className?: string;
  isBusinessTime?: boolean;
}) {
  const tableId = clientTableId.value;
  const r = roundState.value;
  const rounds =
    r && r.maxTurn > 0 && r.turn > r.maxTurn ? 'roundsUsed' : isBusinessTime ? 'open' : 'closed';
  return (
    <TableInfoWindow
      className={className}
      tableName={clientTableName.value}
      persons={clientPersons.value}
      ordered={r ? r.ordered : null}
      turnLimit={r?.limit ?? null}
      round={r?.turn ?? null}
      maxRounds={r?.maxTurn ?? null}
      secondsLeft={secondsLeft.value}
      rounds={rounds}
      // Known from the restaurant's settings before the cart brings the count and the time: the
      // window keeps their room meanwhile, and does not change size when they come.
      timedRounds={ruleConfig.value.turnLimitEnabled}
      quickService={tableId === TAKEAWAY_TABLE_ID}
    />
  );
}
