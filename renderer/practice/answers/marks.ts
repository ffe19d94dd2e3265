import type { SeatMarks } from '../felt/Felt';
import type { Review } from './types';

export function tableMarks(review: Review | null, extra: SeatMarks = {}): SeatMarks {
  return review ? { ...extra, marked: review.seats, markedPots: review.pots } : extra;
}
