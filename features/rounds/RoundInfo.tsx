import { TAKEAWAY_TABLE_ID } from '../../core';
import { TableInfoWindow } from '../../ui/TableInfoWindow/TableInfoWindow';
import { clientPersons, clientTableId, clientTableName } from '../../lib/session';
import { roundState, secondsLeft } from './round-store';

/** The floating table info window fed with the round state (ordering.md §2, §4 Rounds). */
export function RoundInfo({ className }: { className?: string }) {
  const tableId = clientTableId.value;
  const r = roundState.value;
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
      quickService={tableId === TAKEAWAY_TABLE_ID}
    />
  );
}
