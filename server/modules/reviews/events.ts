// What the reviews module tells the staff room.
import type { Review } from '../../../protocol/http';
import { emitToStaff, type TavolaIo } from '../../realtime';

/** DINING_REVIEW: a diner rated the meal. */
export function announceReview(io: TavolaIo, review: Review): void {
  emitToStaff(io, 'DINING_REVIEW', review);
}
