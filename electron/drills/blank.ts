/**
 * A blank answer is refused, never scored: drill.submit checks it itself, whatever sent it (the
 * forms refuse one too, with what it lacks in the trainee's language). Blank is an answer that
 * gives nothing of what its kind asks: no pot, no order, no winner, no count, no card dealt. An
 * answer that gives something is scored, part by part. A field the contract requires (a number,
 * a ruling) is always given; a list that may rightly be empty (uncalled chips, a split game's
 * lows when none qualifies) is not blank when it is.
 */
import type { Answer, Question, StepQuestion } from '../../shared/drills';

/** What the answer leaves out, in words, when it gives nothing the question asks; null when it gives something. */
export function blankAnswer(question: Question | StepQuestion, answer: Answer): string | null {
  switch (answer.kind) {
    case 'gather':
    case 'side-pots':
      return answer.pots.some((p) => p.amount > 0 || p.eligible.length > 0) ? null : 'it names no pot';
    case 'showdown-order':
      return answer.all_at_once || answer.showdown_order.length > 0 ? null : 'it gives no order and does not say all at once';
    case 'award':
      return answer.pots.some((p) => p.winners.some((w) => w.amount > 0)) ? null : 'it awards no pot';
    case 'chip-count':
      return answer.total !== null || answer.chips.length > 0 ? null : 'it gives no total and no chips';
    case 'chip-race':
      return answer.deal.length > 0 ? null : 'it deals no card of the race';
    case 'read-hands':
      return answer.winners.length > 0 || answer.hands.some((h) => h.cards !== '' || (h.low ?? '') !== '') ? null : 'it picks no cards and no winner';
    case 'low-hands':
      // A split game's empty order says that no low qualifies; razz and 2-7 rank every hand.
      return answer.order.length > 0 || (question.kind === 'low-hands' && (question.variant === 'omaha-hi-lo' || question.variant === 'stud-hi-lo')) ? null : 'it ranks no low';
    case 'rake':
      return answer.rake.length > 0 || answer.after_rake.length > 0 ? null : 'it takes no rake from any pot';
    case 'whole-hand':
      // Each step is checked against its own question as it is answered (the service knows them).
      return null;
    case 'pot-limit':
    case 'min-raise':
    case 'action':
    case 'bring-in':
    case 'action-order':
    case 'chip-rulings':
    case 'showdown-procedure':
    case 'irregularities':
      return null;
  }
}
