// What the reviews module tells the staff room.
import type { Review } from '../../../protocol/http';
import type { TavolaIo } from '../../realtime';
import { emitToStaffFrom, type StaffSources } from '../../realtime/staff-flow';

/** DINING_REVIEW: a diner rated the meal (within the staff room's budget of its source). */
export function announceReviewFrom(io: TavolaIo, from: StaffSources, review: Review): void {
  emitToStaffFrom(io, from, 'DINING_REVIEW', review);
}
